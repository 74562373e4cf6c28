import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type Order, type Payment } from '@learnstar/shared';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useUi } from '../../stores/ui';
import { shopApi } from './shop-api';
import { sgTime } from './shop-format';
import { OrderDetail } from './OrderDetail';
import { PayNowPanel } from './PayNowPanel';
import { PageMessage } from '../../common/PageMessage';

/** How often the page looks for a payment result while one is under way. */
const POLL_MS = 2_000;

/** /pay?code=: the order detail, paying it (card sandbox or PayNow), cancelling, confirming receipt. */
export function PayPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const toast = useUi((s) => s.toast);
  const code = params.get('code') ?? '';
  const [order, setOrder] = useState<Order | null>(null);
  const [missing, setMissing] = useState(false);
  const [paynow, setPaynow] = useState<Payment | null>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'receipt' | null>(null);
  const load = useCallback(async () => {
    const result = await shopApi.order(code);
    if (isSuccess(result) && result.data) setOrder(result.data);
    else setMissing(true);
  }, [code]);
  useEffect(() => {
    void load();
  }, [load]);
  const pending = order?.status === 'pending_payment';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  if (missing) return <PageMessage text={t('errors.orderNotFound')} />;
  if (!order) return <PageMessage busy text={t('common.loading')} />;

  const payByCard = async () => {
    const result = await shopApi.startPayment(order.code, 'sandbox');
    if (!isSuccess(result) || !result.data?.redirectUrl) return toast(t(`errors.${result.msg ?? 'paymentFailed'}`), 'error');
    // The gateway's page opens in its own window, which /callback closes when the result is in.
    if (!window.open(result.data.redirectUrl, '_blank')) window.location.assign(result.data.redirectUrl);
  };
  const payByPayNow = async () => {
    const result = await shopApi.startPayment(order.code, 'paynow');
    if (!isSuccess(result) || !result.data) return toast(t(`errors.${result.msg ?? 'paymentFailed'}`), 'error');
    setPaynow(result.data);
    void load();
  };
  const act = async () => {
    const which = confirm;
    setConfirm(null);
    const result = which === 'cancel' ? await shopApi.cancelOrder(order.code) : await shopApi.confirmReceipt(order.code);
    toast(t(`errors.${result.msg ?? 'submissionFailed'}`), isSuccess(result) ? 'success' : 'error');
    if (isSuccess(result) && result.data) setOrder(result.data);
  };

  return (
    <section className="pay">
      <h1>{t('pay.title')}</h1>
      <OrderDetail order={order} />
      {pending && order.expiresAt && <p className="notice">{t('pay.payBefore', { time: sgTime(order.expiresAt, i18n.language) })}</p>}
      {pending && (
        <div className="pay-actions">
          <button type="button" className="button" onClick={() => void payByCard()}>
            {t('pay.payByCard')}
          </button>
          <button type="button" className="button ghost" onClick={() => void payByPayNow()}>
            {t('pay.payByPayNow')}
          </button>
          <button type="button" className="link-button" onClick={() => setConfirm('cancel')}>
            {t('pay.cancelOrder')}
          </button>
        </div>
      )}
      {pending && paynow && <PayNowPanel payment={paynow} />}
      {order.status === 'shipped' && (
        <button type="button" className="button" onClick={() => setConfirm('receipt')}>
          {t('pay.confirmReceipt')}
        </button>
      )}
      <p>
        <Link to="/orders">{t('orders.title')}</Link>
      </p>
      {confirm && <ConfirmDialog text={t(confirm === 'cancel' ? 'pay.cancelConfirm' : 'pay.receiptConfirm')} onConfirm={() => void act()} onCancel={() => setConfirm(null)} />}
    </section>
  );
}
