import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import {
  ERROR_CODES,
  FREE_TRIAL_PER_EMAIL_WINDOW_MS,
  FREE_TRIAL_PER_IP_LIMIT,
  FREE_TRIAL_PER_IP_WINDOW_MS,
  type FreeTrialRequest,
  type Locale,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { AppError } from '../common/envelope/app-error.js';
import { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import { MailService } from '../mail/mail.service.js';

@Injectable()
export class FreeTrialService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  /** One request per email a day and a few per IP an hour: a trial device is posted at our cost. */
  async request(form: FreeTrialRequest, ip: string, locale: Locale): Promise<void> {
    const email = form.email.toLowerCase();
    const emailKey = `free-trial-email:${email}`;
    const limited = await this.limiter.attemptAll([
      { key: `free-trial-ip:${ip}`, max: FREE_TRIAL_PER_IP_LIMIT, windowMs: FREE_TRIAL_PER_IP_WINDOW_MS },
      { key: emailKey, max: 1, windowMs: FREE_TRIAL_PER_EMAIL_WINDOW_MS },
    ]);
    if (limited) throw new AppError(ERROR_CODES.tooManyRequests, limited.key === emailKey ? 'alreadySubmitted' : 'tooFrequent5min');
    const mailId = await this.db.prisma.$transaction(async (tx) => {
      await tx.freeTrialRequest.create({
        data: { parentName: form.parentName, email, phone: form.phone, gradeCode: form.gradeCode, school: form.school || null, address: form.address },
      });
      return this.mail.queue(tx, email, locale, 'freeTrialRequested', { name: form.parentName, address: form.address });
    });
    await this.mail.deliver([mailId]);
  }
}
