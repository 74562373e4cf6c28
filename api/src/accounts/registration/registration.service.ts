import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, type Database } from '@learnstar/db';
import { ERROR_CODES, TRIAL_PERIOD_MS, type Locale, type RegisterRequest } from '@learnstar/shared';
import { DATABASE } from '../../common/database/database.module.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/envelope/app-error.js';
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
  ) {}

  async register(request: RegisterRequest, locale: Locale): Promise<number> {
    const passwordHash = await hashPassword(request.password);
    const now = this.clock.now();
    const created = await this.db.prisma.user.createMany({
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
    const user = await this.db.prisma.user.findUniqueOrThrow({ where: { account: request.account } });
    await this.emailValidation.request(user, request.email, locale);
    return user.id;
  }
}
