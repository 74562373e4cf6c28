import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Database } from '@learnstar/db';
import { API_ROUTES, ok, type Envelope, type RegisterRequest, type RegisterResponse } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { DATABASE } from '../../common/database/database.module.js';
import { RegistrationService } from './registration.service.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { MailService } from '../../mail/mail.service.js';
import { LoginService } from '../login/login.service.js';

@Controller('user')
export class RegistrationController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly registration: RegistrationService,
    private readonly logins: LoginService,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  /** The new account is signed in at once (a remembered session, as the login dialog's default), so no one signs in again by hand. */
  @Post('register')
  @HttpCode(200)
  async register(@Body(new ZodPipe(API_ROUTES.register.body)) body: RegisterRequest, @Req() req: Request): Promise<Envelope<RegisterResponse>> {
    await this.limits.enforce('register', { account: body.email, ip: req.ip });
    const userId = await this.registration.register(body, requestLocale(req));
    const session = await this.logins.startSession(await this.db.prisma.user.findUniqueOrThrow({ where: { id: userId } }), true);
    return this.mail.notice(ok({ userId, ...session }, 'emailValidationSent'));
  }
}
