import { useTranslation } from 'react-i18next';
import type { Order } from '@learnstar/shared';
import { localized, money, sgTime } from './shop-format';
import { OrderTotals } from './OrderTotals';
import { ScrollTable } from '../../common/ScrollTable';

/** SPEC §3 order: id, times, items, amounts, status, and where it goes. */
export function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { address } = order;
  return (
    <div className="order-detail">
      <dl className="spec">
        <dt>{t('orders.code')}</dt>
        <dd data-testid="order-code">{order.code}</dd>
        <dt>{t('orders.status')}</dt>
        <dd>
          <span className={`status status-${order.status}`} data-testid="order-status">
            {t(`orders.status_${order.status}`)}
          </span>
        </dd>
        <dt>{t('orders.orderTime')}</dt>
        <dd>{sgTime(order.createdAt, lang)}</dd>
        <dt>{t('orders.payTime')}</dt>
        <dd>{sgTime(order.paidAt, lang)}</dd>
        {order.shippedAt && (
          <>
            <dt>{t('orders.shipTime')}</dt>
            <dd>{sgTime(order.shippedAt, lang)}</dd>
          </>
        )}
        <dt>{t('orders.shipTo')}</dt>
        <dd>
          {order.firstName} {order.lastName}, {[address.block, address.street, address.unit, address.building].filter(Boolean).join(' ')}, {t(`shop.country_${order.country}`)} {order.postcode} · {order.phone} · {order.email}
        </dd>
        <dt>{t('shop.field_shippingMethod')}</dt>
        <dd>{t(`shop.method_${order.shippingMethod}`)}</dd>
        {order.couponCode && (
          <>
            <dt>{t('shop.field_couponCode')}</dt>
            <dd>{order.couponCode}</dd>
          </>
        )}
      </dl>
      <ScrollTable><table className="table">
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <td>{item.image && <img src={item.image} alt="" className="thumb" />}</td>
              <td>{localized(item, 'name', lang)}</td>
              <td>{money(item.unitPriceCents, lang)}</td>
              <td>× {item.quantity}</td>
              <td>{money(item.unitPriceCents * item.quantity, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table></ScrollTable>
      <OrderTotals
        price={{ originalCents: order.originalPriceCents, discountCents: order.discountCents, shippingCents: order.shippingFeeCents, payAmountCents: order.payAmountCents, gstIncludedCents: order.gstIncludedCents, totalItems: order.totalItems }}
      />
    </div>
  );
}
