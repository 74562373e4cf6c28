import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type Envelope, type LinkCodeQuery, type ResetPasswordQuery, type SendResetEmailQuery } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { PasswordResetService } from './password-reset.service.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { MailService } from '../../mail/mail.service.js';

@Controller('user')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  @Get('sendResetPswEmail')
  async send(@Query(new ZodPipe(API_ROUTES.sendResetPswEmail.query)) query: SendResetEmailQuery, @Req() req: Request): Promise<Envelope> {
    await this.limits.enforce('sendResetEmail', { account: query.nickName, ip: req.ip });
    await this.resets.sendResetEmail(query, requestLocale(req));
    return this.mail.notice(ok(undefined, 'resetEmailSent'));
  }

  @Get('validatePswEmail')
  async validate(@Query(new ZodPipe(API_ROUTES.validatePswEmail.query)) query: LinkCodeQuery): Promise<Envelope<{ userId: number }>> {
    return ok(await this.resets.validate(query.code));
  }

  @Post('resetPsw')
  @HttpCode(200)
  async reset(@Query(new ZodPipe(API_ROUTES.resetPsw.query)) query: ResetPasswordQuery, @Req() req: Request): Promise<Envelope> {
    await this.limits.enforce('resetPassword', { account: query.userId, ip: req.ip });
    await this.resets.reset(query);
    return ok(undefined, 'modificationSucceeded');
  }
}
