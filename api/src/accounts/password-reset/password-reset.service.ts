import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database } from '@learnstar/db';
import {
  ERROR_CODES,
  RESET_EMAIL_RESEND_MS,
  RESET_LINK_TTL_MS,
  type Locale,
  type ResetPasswordQuery,
  type SendResetEmailQuery,
} from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { AppError } from '../../common/envelope/app-error.js';
import { accountLockKey } from '../login/login.service.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { MailService } from '../../mail/mail.service.js';
import { TokenService } from '../tokens/token.service.js';

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  /**
   * Sends the reset link when account name and email belong together. The same form again within
   * 60 s is refused whether or not they match, and the answer is otherwise the same either way,
   * so it reveals nothing about which accounts exist.
   */
  async sendResetEmail({ email, nickName }: SendResetEmailQuery, locale: Locale): Promise<void> {
    const formKey = `reset-email:${nickName}:${email.toLowerCase()}`;
    if (!(await this.limiter.attempt(formKey, 1, RESET_EMAIL_RESEND_MS))) {
      throw new AppError(ERROR_CODES.tooManyRequests, 'tooManyRequests');
    }
    const user = await this.db.prisma.user.findFirst({
      where: { account: nickName, email: { equals: email, mode: 'insensitive' } },
    });
    if (!user) return;
    // The link and its email are one transaction: no usable link exists that no email carries.
    const mailId = await this.db.prisma.$transaction(async (tx) => {
      const { token } = await this.tokens.issue(user.id, 'reset', RESET_LINK_TTL_MS, tx);
      return this.mail.queue(tx, user.email!, (user.locale as Locale) ?? locale, 'resetPassword', {
        name: user.name,
        account: user.account,
        link: `${this.config.publicUrl}/resetpwd?code=${encodeURIComponent(token)}`,
      });
    });
    // Not awaited: an existing account must answer as soon as a missing one (the mail server's
    // answer, up to seconds, would tell them apart); the worker retries what this attempt misses.
    void this.mail.deliver([mailId]).catch(() => undefined);
  }

  /** GET /user/validatePswEmail: the user the link belongs to, or 'link has expired'. */
  async validate(code: string): Promise<{ userId: number }> {
    const token = await this.tokens.find(code, 'reset');
    if (!token) throw new AppError(ERROR_CODES.badRequest, 'linkExpired');
    return { userId: token.userId };
  }

  /** Sets the new password, uses up the link and signs the user out everywhere. */
  async reset(query: ResetPasswordQuery): Promise<void> {
    const token = await this.tokens.find(query.code, 'reset');
    if (!token || token.userId !== query.userId) throw new AppError(ERROR_CODES.badRequest, 'linkExpired');
    if (!(await this.tokens.consume(token.id))) throw new AppError(ERROR_CODES.badRequest, 'linkExpired');
    const passwordHash = await hashPassword(query.password);
    const user = await this.db.prisma.user.update({ where: { id: token.userId }, data: { passwordHash } });
    // Whoever reads the account's mailbox is its owner: the reset is the way out of an account lock.
    await this.limiter.clear(accountLockKey(user.account));
    await this.tokens.revokeAll(token.userId, 'session');
    await this.tokens.revokeAll(token.userId, 'reset');
  }
}
