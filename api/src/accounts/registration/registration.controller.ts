import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type RegisterRequest } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { RegistrationService } from './registration.service.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { MailService } from '../../mail/mail.service.js';

@Controller('user')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  @Post('register')
  @HttpCode(200)
  async register(@Body(new ZodPipe(API_ROUTES.register.body)) body: RegisterRequest, @Req() req: Request): Promise<Envelope<{ userId: number }>> {
    await this.limits.enforce('register', { account: body.email, ip: req.ip });
    return this.mail.notice(ok({ userId: await this.registration.register(body, requestLocale(req)) }, 'emailValidationSent'));
  }
}
