import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type WarrantyRequest } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { WarrantyService } from './warranty.service.js';

@Controller('content')
export class WarrantyController {
  constructor(private readonly warranties: WarrantyService) {}

  /** SPEC §7 POST /content/addWarranty, JSON body of the warranty form. */
  @Post('addWarranty')
  @HttpCode(200)
  async add(@Body(new ZodPipe(API_ROUTES.addWarranty.body)) body: WarrantyRequest, @Req() req: Request): Promise<Envelope> {
    await this.warranties.register(body, req.ip ?? 'unknown', requestLocale(req));
    return ok(undefined, 'warrantyRegistered');
  }
}
