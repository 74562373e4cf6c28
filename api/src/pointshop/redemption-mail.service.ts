import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '@learnstar/shared';
import type { Tx } from '../common/database/transaction.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { MailService } from '../mail/mail.service.js';
import type { RedemptionWithGood } from './pointshop-view.js';

const EVENT_TEMPLATES = { redeemed: 'redemptionPlaced', shipped: 'redemptionShipped' } as const;

/**
 * The redemption emails, to the account's verified email (redeeming needs one), in the language the
 * pupil used when redeeming. Queued in the outbox inside the change's transaction and handed to the
 * mail server after it committed, so a slow mail server never holds a lock.
 */
@Injectable()
export class RedemptionMailService {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly mail: MailService,
  ) {}

  /** Tries emails queued in a transaction that has committed; never throws (see `MailService.deliver`). */
  deliver(ids: number[]): Promise<boolean> {
    return this.mail.deliver(ids);
  }

  /** Writes the email to the outbox in the caller's transaction; `MailService.deliver` it after commit. */
  async queue(client: Tx, event: keyof typeof EVENT_TEMPLATES, redemption: RedemptionWithGood): Promise<number | undefined> {
    const user = await client.user.findUnique({ where: { id: redemption.userId }, select: { name: true, email: true } });
    if (!user?.email) return undefined;
    const locale = redemption.locale as Locale;
    return this.mail.queue(client, user.email, locale, EVENT_TEMPLATES[event], {
      name: user.name,
      good: `${locale === 'zh' ? redemption.good.nameZh : redemption.good.nameEn} × ${redemption.quantity}`,
      points: String(redemption.points),
      trackingNote: redemption.trackingNote ?? '',
      link: `${this.config.publicUrl}/accountcenter?type=redemptions`,
    });
  }
}
