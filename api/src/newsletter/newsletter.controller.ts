import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { API_ROUTES, ok, type AddNewsEmailRequest, type Envelope } from '@learnstar/shared';
import { requestLocale } from '../common/i18n/request-locale.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { NewsletterService } from './newsletter.service.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';

@Controller('user')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly limits: ActionLimiter,
  ) {}

  /** SPEC §7 POST /user/addNewsEmail; a repeat sign-up is a success that changes nothing. */
  @Post('addNewsEmail')
  @HttpCode(200)
  async add(
    @Body(new ZodPipe(API_ROUTES.addNewsEmail.body)) body: AddNewsEmailRequest,
    @Req() req: Request,
  ): Promise<Envelope> {
    await this.limits.enforce('newsletter', { account: body.email, ip: req.ip });
    const outcome = await this.newsletter.subscribe(body.email, requestLocale(req));
    return ok(undefined, outcome === 'subscribed' ? 'newsletterSubscribed' : 'newsletterAlreadySubscribed');
  }
}
