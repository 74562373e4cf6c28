import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type FreeTrialRequest } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { requestLocale } from '../common/i18n/request-locale.js';
import { FreeTrialService } from './free-trial.service.js';
import { MailService } from '../mail/mail.service.js';

@Controller('content')
export class FreeTrialController {
  constructor(
    private readonly trials: FreeTrialService,
    private readonly mail: MailService,
  ) {}

  @Post('addFreeTrial')
  @HttpCode(200)
  async add(@Body(new ZodPipe(API_ROUTES.addFreeTrial.body)) body: FreeTrialRequest, @Req() req: Request): Promise<Envelope> {
    await this.trials.request(body, req.ip ?? 'unknown', requestLocale(req));
    return this.mail.notice(ok(undefined, 'freeTrialRequested'));
  }
}
