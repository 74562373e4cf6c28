import { useTranslation } from 'react-i18next';
import { COUPON_KINDS } from '@learnstar/shared';

/** Cents as the dollars a form shows, and typed dollars back to whole cents. */
export const dollars = (cents: number) => String(cents / 100);
export const cents = (value: string) => Math.round(Number(value) * 100);

/** Amount off or percent off: the coupon form's and a coupon offer's kind. */
export function CouponKindSelect({ name, value, onChange }: { name: string; value: string; onChange(e: { target: { value: string } }): void }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      {t('console.coupon_kind')}
      <select name={name} value={value} onChange={onChange}>
        {COUPON_KINDS.map((k) => <option key={k} value={k}>{t(`console.couponKind_${k}`)}</option>)}
      </select>
    </label>
  );
}
