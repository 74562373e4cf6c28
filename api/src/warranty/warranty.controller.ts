import { join } from 'node:path';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { API_ROUTES, ok, type Envelope, type WarrantyRequest } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { WarrantyService } from './warranty.service.js';
import { MailService } from '../mail/mail.service.js';

@Controller('content')
export class WarrantyController {
  constructor(
    private readonly warranties: WarrantyService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly mail: MailService,
  ) {}

  /** The bilingual warranty terms (built by api/scripts/build-warranty-pdf.mjs), shown full page by /warrantyView. */
  @Get('warrantyTerms.pdf')
  terms(@Res() res: Response): void {
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', 'inline; filename="learnstar-warranty.pdf"');
    res.sendFile(join(this.config.assetsDir, 'warranty-terms.pdf'), { maxAge: '1d' });
  }

  /** SPEC §7 POST /content/addWarranty, JSON body of the warranty form. */
  @Post('addWarranty')
  @HttpCode(200)
  async add(@Body(new ZodPipe(API_ROUTES.addWarranty.body)) body: WarrantyRequest, @Req() req: Request): Promise<Envelope> {
    await this.warranties.register(body, req.ip ?? 'unknown', requestLocale(req));
    return this.mail.notice(ok(undefined, 'warrantyRegistered'));
  }
}
