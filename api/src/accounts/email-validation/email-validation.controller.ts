import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import { API_ROUTES, ok, type Envelope, type LinkCodeQuery, type RequestEmailValidation } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { requestLocale } from '../../common/i18n/request-locale.js';
import { AuthGuard } from '../auth/auth.guard.js';
import type { AuthenticatedRequest } from '../auth/authenticated-request.js';
import { EmailValidationService } from './email-validation.service.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';
import { MailService } from '../../mail/mail.service.js';

@Controller('user')
export class EmailValidationController {
  constructor(
    private readonly validation: EmailValidationService,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  @Post('sendValidateEmail')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async request(@Body(new ZodPipe(API_ROUTES.sendValidateEmail.body)) body: RequestEmailValidation, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.limits.enforce('sendValidateEmail', { account: req.user.id, ip: req.ip });
    await this.validation.request(req.user, body.email, requestLocale(req));
    return this.mail.notice(ok(undefined, 'emailValidationSent'));
  }

  /** SPEC §7 GET /user/validateEmail?code — the page shows success or failure and closes itself. */
  @Get('validateEmail')
  async validate(@Query(new ZodPipe(API_ROUTES.validateEmail.query)) query: LinkCodeQuery): Promise<Envelope<{ email: string }>> {
    return ok(await this.validation.validate(query.code), 'emailValidated');
  }
}
