import { useTranslation } from 'react-i18next';
import { PROMOTION_OFFER_TYPES, type CouponKind, type PromotionOffer } from '@learnstar/shared';
import { CouponKindSelect, cents, dollars } from './coupon-inputs';

/** A promotion's offer as the form holds it: every kind's inputs (as typed), the chosen kind's sent. */
export const EMPTY_OFFER = { type: 'bonusPoints', points: '50', kind: 'fixed', value: '', minSpend: '0', validDays: '30', sku: '', price: '' };
export type OfferInput = typeof EMPTY_OFFER;

export function offerInputOf(offer: PromotionOffer): OfferInput {
  if (offer.type === 'bonusPoints') return { ...EMPTY_OFFER, points: String(offer.points) };
  if (offer.type === 'coupon') {
    return { ...EMPTY_OFFER, type: 'coupon', kind: offer.kind, value: offer.kind === 'fixed' ? dollars(offer.value) : String(offer.value), minSpend: dollars(offer.minSpendCents), validDays: String(offer.validDays) };
  }
  return { ...EMPTY_OFFER, type: 'productPrice', sku: offer.sku, price: dollars(offer.priceCents) };
}

/** The offer to send (amounts in cents); the API's shared schema judges it. */
export function offerFrom(input: OfferInput): PromotionOffer {
  if (input.type === 'coupon') {
    return { type: 'coupon', kind: input.kind as CouponKind, value: input.kind === 'fixed' ? cents(input.value) : Number(input.value), minSpendCents: cents(input.minSpend), validDays: Number(input.validDays) };
  }
  if (input.type === 'productPrice') return { type: 'productPrice', sku: input.sku.trim(), priceCents: cents(input.price) };
  return { type: 'bonusPoints', points: Number(input.points) };
}

/** The offer's kind and the inputs of that kind (bonus points; a coupon's terms; a product's promotion price). */
export function OfferInputs({ value, onChange }: { value: OfferInput; onChange(value: OfferInput): void }) {
  const { t } = useTranslation();
  const set = (key: keyof OfferInput) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const input = (key: keyof OfferInput, label: string, type = 'number') => (
    <label className="field">
      {t(label)}
      <input name={`offer-${key}`} type={type} step={type === 'number' ? 'any' : undefined} value={value[key]} onChange={set(key)} required />
    </label>
  );
  return (
    <>
      <label className="field">
        {t('console.offerType')}
        <select name="offer-type" value={value.type} onChange={set('type')}>
          {PROMOTION_OFFER_TYPES.map((type) => <option key={type} value={type}>{t(`promotions.offerType_${type}`)}</option>)}
        </select>
      </label>
      {value.type === 'bonusPoints' && input('points', 'console.promo_points')}
      {value.type === 'coupon' && (
        <>
          <CouponKindSelect name="offer-kind" value={value.kind} onChange={set('kind')} />
          {input('value', 'console.coupon_value')}
          {input('minSpend', 'console.coupon_minSpend')}
          {input('validDays', 'console.offerValidDays')}
        </>
      )}
      {value.type === 'productPrice' && (
        <>
          {input('sku', 'console.offerSku', 'text')}
          {input('price', 'console.offerPrice')}
        </>
      )}
    </>
  );
}
