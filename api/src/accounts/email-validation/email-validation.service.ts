import { Inject, Injectable } from '@nestjs/common';
import type { Database, User } from '@learnstar/db';
import { ERROR_CODES, EMAIL_VALIDATION_TTL_MS, RESET_EMAIL_RESEND_MS, type Locale } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { MailService } from '../../mail/mail.service.js';
import { TokenService } from '../tokens/token.service.js';

/**
 * Linking an email: the address is stored unverified and a link is mailed; opening the link
 * marks it verified. Changing the password and redeeming goods need a verified email.
 */
@Injectable()
export class EmailValidationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  async request(user: User, email: string, locale: Locale): Promise<void> {
    if (!(await this.limiter.attempt(`validate-email:${user.id}`, 1, RESET_EMAIL_RESEND_MS))) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'tooManyRequests');
    }
    const normalised = email.trim().toLowerCase();
    if (normalised !== user.email?.toLowerCase()) {
      await this.db.prisma.user.update({ where: { id: user.id }, data: { email: normalised, emailVerifiedAt: null } });
    }
    await this.tokens.revokeAll(user.id, 'emailValidation');
    const { token } = await this.tokens.issue(user.id, 'emailValidation', EMAIL_VALIDATION_TTL_MS);
    await this.mail.send(normalised, locale, 'validateEmail', {
      name: user.name,
      account: user.account,
      email: normalised,
      link: `${this.config.publicUrl}/validateEmail?code=${encodeURIComponent(token)}`,
    });
  }

  async validate(code: string): Promise<{ email: string }> {
    const token = await this.tokens.find(code, 'emailValidation');
    if (!token || !(await this.tokens.consume(token.id))) throw new AppError(ERROR_CODES.badRequest, 'linkExpired');
    const user = await this.db.prisma.user.update({ where: { id: token.userId }, data: { emailVerifiedAt: this.clock.now() } });
    return { email: user.email ?? '' };
  }
}
