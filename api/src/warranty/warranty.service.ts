import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import { DICT_TYPE_DEVICE, ERROR_CODES, type Locale, type WarrantyRequest } from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { AppError } from '../common/envelope/app-error.js';
import { ActionLimiter } from '../common/rate-limit/action-limiter.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { MailService } from '../mail/mail.service.js';

/** Today's date in Singapore as yyyy-MM-dd: "not in the future" is judged where the buyer lives. */
function singaporeToday(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

@Injectable()
export class WarrantyService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly limits: ActionLimiter,
    private readonly mail: MailService,
  ) {}

  async register(form: WarrantyRequest, ip: string, locale: Locale): Promise<void> {
    if (form.purchaseTime > singaporeToday(this.clock.now())) {
      throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'purchaseTime', msg: 'dateInFuture' }]);
    }
    const product = await this.db.prisma.dictData.findUnique({ where: { dictType_dictValue: { dictType: DICT_TYPE_DEVICE, dictValue: form.product } } });
    if (!product) throw new AppError(ERROR_CODES.badRequest, 'validationFailed', [{ field: 'product', msg: 'unknownProduct' }]);
    await this.limits.enforce('warranty', { account: form.email, ip });
    const serialCode = form.serialCode.toUpperCase();
    // The registration and its confirmation email are one transaction.
    const mailId = await this.db.prisma.$transaction(async (tx) => {
      const created = await tx.warranty.createMany({
        data: [{
          name: form.name,
          email: form.email.toLowerCase(),
          phone: form.phone || null,
          purchaseDate: new Date(`${form.purchaseTime}T00:00:00Z`),
          product: form.product,
          purchasePlace: form.purchasePlace,
          serialCode,
        }],
        skipDuplicates: true,
      });
      if (created.count !== 1) throw new AppError(ERROR_CODES.conflict, 'serialAlreadyRegistered');
      return this.mail.queue(tx, form.email, locale, 'warrantyRegistered', {
        name: form.name,
        product: locale === 'zh' ? (product.dictLabelZh ?? product.dictLabel) : product.dictLabel,
        serialCode,
        purchaseDate: form.purchaseTime,
        purchasePlace: form.purchasePlace,
        termsLink: `${this.config.publicUrl}/warrantyView`,
      });
    });
    await this.mail.deliver([mailId]);
  }
}
