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
import type { Tx } from '../../common/database/transaction.js';

const resendKey = (userId: number) => `validate-email:${userId}`;

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

  /** Stores the address unverified and mails a link, the email written in the same transaction as the change. */
  async request(user: User, email: string, locale: Locale): Promise<void> {
    if (!(await this.limiter.attempt(resendKey(user.id), 1, RESET_EMAIL_RESEND_MS))) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'tooManyRequests');
    }
    const mailId = await this.db.prisma.$transaction((tx) => this.queueLink(tx, user, email, locale));
    await this.mail.deliver([mailId]);
  }

  /** Sign-up's first link, written in the transaction that creates the account; a resend waits as after any link. */
  async queueFirstLink(tx: Tx, user: User, locale: Locale): Promise<number> {
    await tx.rateLimitEvent.create({ data: { key: resendKey(user.id), at: this.clock.now() } });
    return this.queueLink(tx, user, user.email!, locale);
  }

  private async queueLink(tx: Tx, user: User, email: string, locale: Locale): Promise<number> {
    const normalised = email.trim().toLowerCase();
    if (normalised !== user.email?.toLowerCase()) {
      await tx.user.update({ where: { id: user.id }, data: { email: normalised, emailVerifiedAt: null } });
    }
    await this.tokens.revokeAll(user.id, 'emailValidation', undefined, tx);
    const { token } = await this.tokens.issue(user.id, 'emailValidation', EMAIL_VALIDATION_TTL_MS, tx);
    return this.mail.queue(tx, normalised, locale, 'validateEmail', {
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
