import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@learnstar/shared';
import { OrderDetail } from '../../shop/OrderDetail';
import { PackingSlip } from './PackingSlip';

/**
 * One order as the operator handles it: the buyer's view of it (items, address, totals) plus how it
 * was paid and the shipping note, and a packing slip to print. The slip is the only thing on the
 * printed page (packing-slip.css), so the browser's own print dialog is all it needs.
 */
export function OrderDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  // Escape closes it wherever the focus is (printing can leave the focus on the page's body).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal order-dialog" role="dialog" aria-modal="true" aria-labelledby="order-dialog-title" data-testid="order-dialog">
        <h2 id="order-dialog-title">{t('orderDesk.title', { code: order.code })}</h2>
        <OrderDetail order={order} />
        <dl className="spec">
          <dt>{t('orderDesk.payment')}</dt>
          <dd>{order.paymentProvider ? t(`orderDesk.provider_${order.paymentProvider}`) : t('orderDesk.notPaid')}</dd>
          <dt>{t('orderDesk.notes')}</dt>
          <dd>{order.trackingNote ?? t('orderDesk.noNotes')}</dd>
        </dl>
        <div className="modal-actions">
          <button type="button" className="button ghost" onClick={onClose} ref={closeButton}>{t('orderDesk.close')}</button>
          <button type="button" className="button" onClick={() => window.print()}>{t('orderDesk.print')}</button>
        </div>
        <PackingSlip order={order} />
      </div>
    </div>
  );
}
