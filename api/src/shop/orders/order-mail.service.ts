import { Inject, Injectable } from '@nestjs/common';
import type { Tx } from '../../common/database/transaction.js';
import { centsToDecimal, type Locale, type Order } from '@learnstar/shared';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { MailService } from '../../mail/mail.service.js';

const EVENT_TEMPLATES = { placed: 'orderPlaced', paid: 'paymentReceived', shipped: 'orderShipped', cancelled: 'orderCancelled' } as const;

/** The order emails, in the language the buyer used when ordering. */
@Injectable()
export class OrderMailService {
  constructor(
    private readonly mail: MailService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Tries emails queued in a transaction that has committed; never throws (see `MailService.deliver`). */
  deliver(ids: number[]): Promise<boolean> {
    return this.mail.deliver(ids);
  }

  /** Writes the email to the outbox in the caller's transaction; `MailService.deliver` it after commit. */
  queue(client: Tx, event: keyof typeof EVENT_TEMPLATES, order: Order, locale: Locale): Promise<number> {
    const items = order.items.map((item) => `${locale === 'zh' ? item.nameZh : item.nameEn} × ${item.quantity}`).join('\n');
    return this.mail.queue(client, order.email, locale, EVENT_TEMPLATES[event], {
      name: order.firstName,
      code: order.code,
      amount: `SGD ${centsToDecimal(order.payAmountCents)}`,
      items,
      tracking: order.trackingNote ? `\n${order.trackingNote}\n` : '',
      link: `${this.config.publicUrl}/pay?code=${order.code}`,
    });
  }
}
