import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAYMENT_RESULT_CLOSE_MS, isSuccess, type Payment } from '@learnstar/shared';
import { shopApi } from './shop-api';

const POLL_MS = 1_000;

/** /callback: waiting, success, failed, cancelled or timeout; then the window closes itself. */
export function PaymentCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('payment') ?? '';
  const [payment, setPayment] = useState<Payment | null>(null);
  const [missing, setMissing] = useState(false);
  const final = payment !== null && payment.status !== 'waiting';
  useEffect(() => {
    if (final) return;
    const poll = () => void shopApi.payment(id).then((r) => (isSuccess(r) && r.data ? setPayment(r.data) : setMissing(true)));
    poll();
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, [id, final]);
  useEffect(() => {
    if (!final || !payment) return;
    const timer = setTimeout(() => {
      window.close();
      // Not opened by a script (or the browser refused): go back to the order instead.
      navigate(`/pay?code=${payment.orderCode}`);
    }, PAYMENT_RESULT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [final, payment, navigate]);

  const status = payment?.status ?? 'waiting';
  return (
    <main className="gateway">
      <div className={`gateway-card result-${status}`} data-testid="payment-result" data-status={status}>
        {missing ? <h1 className="field-error">{t('errors.paymentNotFound')}</h1> : <h1>{t(`payment.${status}`)}</h1>}
        {final && <p className="muted">{t('payment.closing', { seconds: PAYMENT_RESULT_CLOSE_MS / 1000 })}</p>}
      </div>
    </main>
  );
}
