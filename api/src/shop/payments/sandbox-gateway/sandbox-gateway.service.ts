import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, PAYNOW_MERCHANT, type PaymentCallback, type SandboxOutcome } from '@learnstar/shared';
import { AppError } from '../../../common/envelope/app-error.js';
import { CLOCK, type Clock } from '../../../common/clock/clock.js';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { PaymentsService } from '../payments.service.js';
import { signCallback } from '../callback-signature.js';

/**
 * The sandbox card gateway built into the project: its hosted page (/payments) lets the payer
 * succeed, fail, cancel or let the session time out, and it tells the shop with a signed callback.
 * A real gateway posts that callback over HTTPS to /api/shop/payment/callback; this one hands the
 * same signed bytes to the same verification in-process, so the shop cannot tell them apart.
 */
@Injectable()
export class SandboxGatewayService {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async session(id: string) {
    const payment = await this.payments.findWithTimeout(id);
    if (payment.provider !== 'sandbox') throw new AppError(ERROR_CODES.notFound, 'paymentNotFound');
    return {
      id: payment.id,
      merchant: PAYNOW_MERCHANT.name,
      orderCode: payment.order.code,
      amountCents: payment.amountCents,
      status: payment.status as PaymentCallback['outcome'] | 'waiting',
      expiresAt: (payment.expiresAt ?? this.clock.now()).toISOString(),
    };
  }

  async complete(id: string, outcome: SandboxOutcome) {
    const session = await this.session(id);
    if (session.status === 'waiting') {
      const callback: PaymentCallback = { paymentId: id, outcome, amountCents: session.amountCents, nonce: randomBytes(16).toString('hex'), timestamp: this.clock.now().getTime() };
      const body = Buffer.from(JSON.stringify(callback));
      await this.payments.receiveCallback(body, signCallback(this.config.paymentGatewaySecret, body));
    }
    return this.session(id);
  }
}
