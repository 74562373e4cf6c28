import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@learnstar/shared';
import { localized, sgTime } from '../../shop/shop-format';
import './packing-slip.css';

/**
 * What goes in the parcel with the goods: who it is for, where it goes and what to pack, without
 * prices (a gift's receiver sees it). Rendered beside the page's root and hidden on screen; when
 * it is there, printing shows it alone.
 */
export function PackingSlip({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { address } = order;
  return createPortal(
    <article className="packing-slip" data-testid="packing-slip">
      <header>
        <strong>{t('orderDesk.slipShop')}</strong>
        <h1>{t('orderDesk.slipTitle')}</h1>
        <p>{t('orderDesk.slipOrder', { code: order.code, date: sgTime(order.paidAt ?? order.createdAt, lang) })}</p>
      </header>
      <section>
        <h2>{t('orders.shipTo')}</h2>
        <address>
          {order.firstName} {order.lastName}
          <br />
          {[address.block, address.street].filter(Boolean).join(' ')}
          {address.unit && <><br />{address.unit}</>}
          {address.building && <><br />{address.building}</>}
          <br />
          {t(`shop.country_${order.country}`)} {order.postcode}
          <br />
          {order.phone}
        </address>
        <p>{t('shop.field_shippingMethod')}: {t(`shop.method_${order.shippingMethod}`)}</p>
      </section>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('orderDesk.slipItem')}</th>
            <th scope="col">{t('orderDesk.slipQuantity')}</th>
            <th scope="col">{t('orderDesk.slipPacked')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <td>{localized(item, 'name', lang)}</td>
              <td>{item.quantity}</td>
              <td className="slip-box">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('orderDesk.slipTotalItems', { count: order.totalItems })}</p>
      {order.trackingNote && <p>{t('orderDesk.notes')}: {order.trackingNote}</p>}
      <footer>{t('orderDesk.slipThanks')}</footer>
    </article>,
    document.body,
  );
}
