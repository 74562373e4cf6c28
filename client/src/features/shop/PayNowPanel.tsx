import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { Payment } from '@learnstar/shared';
import { money } from './shop-format';

/** Bank-transfer instructions with the SGQR PayNow code; an operator confirms the next working day. */
export function PayNowPanel({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const details = payment.paynow;
  useEffect(() => {
    if (details) void QRCode.toDataURL(details.payload, { margin: 1, width: 240, color: { dark: '#7c1a78' } }).then(setQr);
  }, [details]);
  if (!details) return null;
  return (
    <div className="paynow" data-testid="paynow">
      <h2>{t('pay.paynowTitle')}</h2>
      {qr && <img src={qr} alt={t('pay.paynowQr')} data-testid="paynow-qr" data-payload={details.payload} width={240} height={240} />}
      <ol>
        <li>{t('pay.paynowStep1')}</li>
        <li>{t('pay.paynowStep2', { uen: details.uen, name: details.merchantName })}</li>
        <li>
          {t('pay.paynowStep3')} <strong data-testid="paynow-reference">{details.reference}</strong>
        </li>
      </ol>
      <dl className="spec">
        <dt>{t('pay.amount')}</dt>
        <dd>{money(payment.amountCents, i18n.language)}</dd>
        <dt>{t('pay.bankTransfer')}</dt>
        <dd>
          {details.bank} · {details.account} · {details.merchantName}
        </dd>
        <dt>{t('pay.reference')}</dt>
        <dd>{details.reference}</dd>
      </dl>
      <p className="notice">{t('pay.paynowConfirmation')}</p>
    </div>
  );
}
