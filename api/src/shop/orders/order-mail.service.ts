import { Inject, Injectable } from '@nestjs/common';
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

  async send(event: keyof typeof EVENT_TEMPLATES, order: Order, locale: Locale): Promise<void> {
    const items = order.items.map((item) => `${locale === 'zh' ? item.nameZh : item.nameEn} × ${item.quantity}`).join('\n');
    await this.mail.send(order.email, locale, EVENT_TEMPLATES[event], {
      name: order.firstName,
      code: order.code,
      amount: `SGD ${centsToDecimal(order.payAmountCents)}`,
      items,
      tracking: order.trackingNote ? `\n${order.trackingNote}\n` : '',
      link: `${this.config.publicUrl}/pay?code=${order.code}`,
    });
  }
}
