import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database } from '@learnstar/db';
import { ERROR_CODES, TRIAL_PERIOD_MS, type Locale, type RegisterRequest } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
import { MailService } from '../../mail/mail.service.js';
import { EmailValidationService } from '../email-validation/email-validation.service.js';

/**
 * Parent sign-up: a parent creates the pupil's account (the pupil races under it), with a trial
 * period and the parent's email, which must be validated before redeeming or changing passwords.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emailValidation: EmailValidationService,
    private readonly mail: MailService,
  ) {}

  /** The account and its first validation email are one transaction: the email is in the outbox exactly when the account exists. */
  async register(request: RegisterRequest, locale: Locale): Promise<number> {
    const passwordHash = await hashPassword(request.password);
    const now = this.clock.now();
    const { userId, mailId } = await this.db.prisma.$transaction(async (tx) => {
      const created = await tx.user.createMany({
        data: [{
          account: request.account,
          passwordHash,
          role: 'pupil',
          name: request.pupilName,
          gradeCode: request.gradeCode,
          email: request.email.toLowerCase(),
          locale,
          accountExpiresAt: new Date(now.getTime() + TRIAL_PERIOD_MS),
        }],
        skipDuplicates: true,
      });
      if (created.count !== 1) throw new AppError(ERROR_CODES.conflict, 'accountExists');
      const user = await tx.user.findUniqueOrThrow({ where: { account: request.account } });
      return { userId: user.id, mailId: await this.emailValidation.queueFirstLink(tx, user, locale) };
    });
    await this.mail.deliver([mailId]);
    return userId;
  }
}
