import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { API_ROUTES, DEFAULT_LOCALE, LOCALES, ok, type AddNewsEmailRequest, type Envelope } from '@learnstar/shared';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { NewsletterService } from './newsletter.service.js';

@Controller('user')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** SPEC §7 POST /user/addNewsEmail; a repeat sign-up is a success that changes nothing. */
  @Post('addNewsEmail')
  @HttpCode(200)
  async add(
    @Body(new ZodPipe(API_ROUTES.addNewsEmail.body)) body: AddNewsEmailRequest,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<Envelope> {
    const locale = LOCALES.find((l) => acceptLanguage?.toLowerCase().startsWith(l)) ?? DEFAULT_LOCALE;
    const outcome = await this.newsletter.subscribe(body.email, locale);
    return ok(undefined, outcome === 'subscribed' ? 'newsletterSubscribed' : 'newsletterAlreadySubscribed');
  }
}
