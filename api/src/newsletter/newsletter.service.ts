import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../common/database/database.module.js';

export type SubscribeOutcome = 'subscribed' | 'alreadySubscribed';

@Injectable()
export class NewsletterService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** An address is stored once; case does not make a second subscription. */
  async subscribe(email: string, locale: string): Promise<SubscribeOutcome> {
    const normalised = email.trim().toLowerCase();
    const result = await this.db.prisma.newsletterSubscription.createMany({
      data: [{ email: normalised, locale }],
      skipDuplicates: true,
    });
    return result.count === 1 ? 'subscribed' : 'alreadySubscribed';
  }
}
