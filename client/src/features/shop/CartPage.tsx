import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSuccess, type CartRow } from '@learnstar/shared';
import { useCart } from '../../stores/cart';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { shopApi } from './shop-api';
import { localized, money } from './shop-format';
import { ScrollTable } from '../../common/ScrollTable';
import './cart.css';

/** /shoppingcar: the cart rows with their problems marked; checkout waits until none is left. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  // A phone shows the cart as cards without the header row (cart.css): each cell names itself.
  const labelled = (key: string) => t(key) + t('common.colon');
  const navigate = useNavigate();
  const toast = useUi((s) => s.toast);
  const user = useSession((s) => s.user);
  const rows = useCart((s) => s.rows);
  const [confirmClear, setConfirmClear] = useState(false);
  useEffect(() => {
    void useCart.getState().refresh();
  }, [user]);

  const apply = async (call: Promise<{ code: number; msg?: string; data?: CartRow[] }>) => {
    const result = await call;
    if (!isSuccess(result)) toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    await useCart.getState().refresh();
  };
  const blocked = rows.some((r) => r.problem !== null);
  const goods = rows.reduce((sum, r) => sum + r.totalPriceCents, 0);

  const checkout = () => {
    if (blocked) return toast(t('errors.cartHasInvalidGoods'), 'error');
    if (!user) return useUi.getState().openLogin('shop.loginToCheckoutText');
    navigate('/placeorder');
  };

  if (rows.length === 0)
    return (
      <section className="cart">
        <h1>{t('shop.cart')}</h1>
        <p className="notice">{t('shop.cartEmpty')}</p>
        <Link to="/shoppingcenter" className="button">
          {t('shop.continueShopping')}
        </Link>
      </section>
    );

  return (
    <section className="cart">
      <h1>{t('shop.cart')}</h1>
      <ScrollTable><table className="table" data-testid="cart-table">
        <thead>
          <tr>
            <th colSpan={2}>{t('shop.product')}</th>
            <th>{t('shop.unitPrice')}</th>
            <th>{t('shop.quantity')}</th>
            <th>{t('shop.totalPrice')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.problem ? 'invalid' : ''} data-testid={`cart-row-${row.sku}`}>
              <td>{row.image && <img src={row.image} alt="" className="thumb" />}</td>
              <td>
                <Link to={`/productdetail?id=${row.productId}`}>{localized(row, 'name', i18n.language)}</Link>
                {row.problem && <span className="badge bad">{t(`shop.problem_${row.problem}`, { limit: row.purchaseLimit, stock: row.stock })}</span>}
              </td>
              <td data-label={labelled('shop.unitPrice')}>{money(row.unitPriceCents, i18n.language)}</td>
              <td data-label={labelled('shop.quantity')}>
                <input
                  type="number"
                  aria-label={t('shop.quantity')}
                  min={1}
                  max={row.purchaseLimit}
                  value={row.quantity}
                  onChange={(e) => void apply(shopApi.setQuantity(row.productId, Math.max(1, Number(e.target.value) || 1)))}
                />
              </td>
              <td data-label={labelled('shop.totalPrice')}>{money(row.totalPriceCents, i18n.language)}</td>
              <td>
                <button type="button" className="link-button" onClick={() => void apply(shopApi.removeFromCart(row.productId))}>
                  {t('shop.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table></ScrollTable>
      <div className="cart-footer">
        <button type="button" className="button ghost" onClick={() => setConfirmClear(true)}>
          {t('shop.clearCart')}
        </button>
        <span>
          {t('shop.goodsTotal')}{t('common.colon')}<strong data-testid="cart-total">{money(goods, i18n.language)}</strong>
        </span>
        <button type="button" className="button" onClick={checkout} aria-disabled={blocked}>
          {t('shop.checkout')}
        </button>
      </div>
      {blocked && <p className="field-error">{t('errors.cartHasInvalidGoods')}</p>}
      {confirmClear && (
        <ConfirmDialog
          text={t('shop.clearConfirm')}
          onCancel={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            void apply(shopApi.clearCart() as Promise<{ code: number; msg?: string }>);
          }}
        />
      )}
    </section>
  );
}
