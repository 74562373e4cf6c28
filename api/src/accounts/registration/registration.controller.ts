import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type RegisterRequest, type RegisterResponse } from '@learnstar/shared';
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

  /** The new account is signed in at once (a remembered session, as the login dialog's default), so no one signs in again by hand. */
  @Post('register')
  @HttpCode(200)
  async register(@Body(new ZodPipe(API_ROUTES.register.body)) body: RegisterRequest, @Req() req: Request): Promise<Envelope<RegisterResponse>> {
    await this.limits.enforce('register', { account: body.email, ip: req.ip });
    // Signed in by the sign-up's own transaction: work after its commit must never answer it with an error.
    const { userId, session } = await this.registration.register(body, requestLocale(req));
    return this.mail.notice(ok({ userId, ...session }, 'emailValidationSent'));
  }
}
