import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  COUPON_RESULT_MESSAGES,
  SHIPPING_COUNTRIES,
  SHIPPING_FEES_CENTS,
  buyNowSchema,
  checkoutSchema,
  isSuccess,
  type BuyNow,
  type CouponCheckResult,
  type Quote,
  type ShippingCountry,
  type ShippingMethod,
} from '@learnstar/shared';
import { Field } from '../../common/Field';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { useCart } from '../../stores/cart';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { shopApi } from './shop-api';
import { OrderTotals } from './OrderTotals';
import { localized } from './shop-format';

type TextField = 'block' | 'street' | 'unit' | 'building' | 'postcode' | 'firstName' | 'lastName' | 'email' | 'phone';

/** `?buyNow=<productId>&qty=<n>` from a product's "Buy now": undefined orders the cart, null is a broken link. */
function buyNowOf(params: URLSearchParams): BuyNow | null | undefined {
  if (!params.has('buyNow')) return undefined;
  const parsed = buyNowSchema.safeParse({ productId: params.get('buyNow'), quantity: params.get('qty') ?? 1 });
  return parsed.success ? parsed.data : null;
}

/** /placeorder: shipping details, coupon and the server's price; placing reserves the stock. */
export function PlaceOrderPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buyNow = useMemo(() => buyNowOf(params), [params]);
  const toast = useUi((s) => s.toast);
  const user = useSession((s) => s.user);
  const [country, setCountry] = useState<ShippingCountry>('SG');
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [text, setText] = useState<Record<TextField, string>>({ block: '', street: '', unit: '', building: '', postcode: '', firstName: '', lastName: '', email: user?.email ?? '', phone: '' });
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<{ code: string; result: CouponCheckResult } | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // One key per purchase on this page: a retry after a 503 or a lost answer places the order once.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const methods = Object.keys(SHIPPING_FEES_CENTS[country]) as ShippingMethod[];
  const appliedCode = coupon?.result === 'verified' ? coupon.code : '';

  // Re-priced by the server whenever what changes the price changes.
  useEffect(() => {
    if (!(Object.keys(SHIPPING_FEES_CENTS[country]) as ShippingMethod[]).includes(method)) return setMethod('standard');
    if (buyNow === null) return;
    void shopApi.quote({ country, shippingMethod: method, couponCode: appliedCode, buyNow }).then((r) => setQuote(isSuccess(r) && r.data ? r.data : null));
  }, [country, method, appliedCode, buyNow]);

  const checkCoupon = async () => {
    const code = couponInput.trim().toUpperCase();
    if (!code) return setCoupon(null);
    const result = await shopApi.checkCoupon(code, buyNow ?? undefined);
    if (!isSuccess(result) || !result.data) return toast(t(`errors.${result.msg ?? 'dataFetchFailed'}`), 'error');
    setCoupon({ code, result: result.data.result as CouponCheckResult });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(checkoutSchema, { ...text, country, shippingMethod: method, couponCode: appliedCode, buyNow: buyNow ?? undefined });
    if (!checked.ok) return setErrors(checked.errors);
    if (quote?.lines.some((l) => l.problem)) return toast(t('errors.cartHasInvalidGoods'), 'error');
    setErrors({});
    setBusy(true);
    const result = await shopApi.placeOrder(checked.data, attemptKey);
    setBusy(false);
    if (!isSuccess(result) || !result.data) {
      // The key answered an earlier, different request: placing again is a new purchase.
      if (result.msg === 'idempotencyKeyReused') setAttemptKey(crypto.randomUUID());
      setErrors(serverFieldErrors(result));
      return toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    }
    toast(t('errors.orderPlaced'), 'success');
    void useCart.getState().refresh();
    navigate(`/pay?code=${result.data.code}`);
  };

  const input = (field: TextField, props: Record<string, unknown> = {}) => (
    <Field label={t(`shop.field_${field}`)} error={errors[field]}>
      <input name={field} value={text[field]} onChange={(e) => setText((s) => ({ ...s, [field]: e.target.value }))} {...props} />
    </Field>
  );

  if (buyNow === null || (quote && quote.lines.length === 0)) {
    return (
      <section>
        <h1>{t('shop.checkoutTitle')}</h1>
        <p className="notice">{t(buyNow === null ? 'errors.productNotFound' : 'errors.cartEmpty')}</p>
      </section>
    );
  }

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate>
      <div className="checkout-form">
        <h1>{t('shop.checkoutTitle')}</h1>
        <Field label={t('shop.field_country')} error={errors.country}>
          <select name="country" autoComplete="country" value={country} onChange={(e) => setCountry(e.target.value as ShippingCountry)}>
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`shop.country_${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('shop.field_shippingMethod')} error={errors.shippingMethod}>
          <select name="shippingMethod" value={method} onChange={(e) => setMethod(e.target.value as ShippingMethod)}>
            {methods.map((m) => (
              <option key={m} value={m}>
                {t(`shop.method_${m}`)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset>
          <legend>{t('shop.mailingAddress')}</legend>
          {/* No autofill token names a block alone: a saved address's first line (block and street) goes to street. */}
          {input('block')}
          {input('street', { autoComplete: 'address-line1' })}
          {input('unit', { autoComplete: 'address-line2' })}
          {input('building', { autoComplete: 'address-line3' })}
          {input('postcode', { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
        </fieldset>
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className="coupon-row">
          <Field label={t('shop.field_couponCode')} error={coupon && coupon.result !== 'verified' ? COUPON_RESULT_MESSAGES[coupon.result] : undefined}>
            <input name="couponCode" value={couponInput} onChange={(e) => setCouponInput(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          </Field>
          <button type="button" className="button ghost" onClick={() => void checkCoupon()}>
            {t('shop.applyCoupon')}
          </button>
          {coupon?.result === 'verified' && <span className="ok" role="status">{t('errors.couponVerified')}</span>}
        </div>
      </div>
      <aside className="checkout-summary">
        {buyNow &&
          quote?.lines.map((line) => (
            <p key={line.productId} className="buy-now-line" data-testid="buy-now-line">
              {t('shop.buyingNow', { name: localized(line, 'name', i18n.language), n: line.quantity })}{' '}
              {line.problem && <span className="badge bad">{t(`shop.problem_${line.problem}`, { limit: line.purchaseLimit, stock: line.stock })}</span>}
            </p>
          ))}
        {quote && <OrderTotals price={quote.price} />}
        <button type="submit" className="button" disabled={busy || !quote}>
          {t('shop.placeOrder')}
        </button>
      </aside>
    </form>
  );
}
