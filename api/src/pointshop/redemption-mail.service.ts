import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import type { Locale } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { MailService } from '../mail/mail.service.js';
import type { RedemptionWithGood } from './pointshop-view.js';

const EVENT_TEMPLATES = { redeemed: 'redemptionPlaced', shipped: 'redemptionShipped' } as const;

/**
 * The redemption emails, to the account's verified email (redeeming needs one), in the language the
 * pupil used when redeeming. Sent after the transaction committed, so a slow mail server never
 * holds a lock.
 */
@Injectable()
export class RedemptionMailService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly mail: MailService,
  ) {}

  async send(event: keyof typeof EVENT_TEMPLATES, redemption: RedemptionWithGood): Promise<void> {
    const user = await this.db.prisma.user.findUnique({ where: { id: redemption.userId }, select: { name: true, email: true } });
    if (!user?.email) return;
    const locale = redemption.locale as Locale;
    await this.mail.send(user.email, locale, EVENT_TEMPLATES[event], {
      name: user.name,
      good: `${locale === 'zh' ? redemption.good.nameZh : redemption.good.nameEn} × ${redemption.quantity}`,
      points: String(redemption.points),
      trackingNote: redemption.trackingNote ?? '',
      link: `${this.config.publicUrl}/accountcenter?type=redemptions`,
    });
  }
}
