import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deliverySchema, isSuccess, REDEEM_MAX_QUANTITY, type PointsGood, type RedeemResult } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { localized } from '../shop/shop-format';
import { useSession } from '../../stores/session';
import { useCosmetics } from './cosmetics-store';
import { pointshopApi } from './pointshop-api';

const DELIVERY_FIELDS = ['recipient', 'phone', 'email', 'address'] as const;
/** What a phone's autofill and keyboard should offer for each delivery field. */
const DELIVERY_INPUT = {
  recipient: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
} as const;

/**
 * The redemption form of SPEC §3: delivery details for physical goods, and always the login
 * password. One idempotency key per opened form, so a double click or a retry redeems once.
 */
export function RedeemDialog({ good, onDone, onCancel }: { good: PointsGood; onDone(result: RedeemResult): void; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const userId = useSession((s) => s.user?.id);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [form, setForm] = useState({ quantity: 1, recipient: '', phone: '', email: '', address: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const physical = good.kind === 'physical';
  const maxQuantity = Math.min(REDEEM_MAX_QUANTITY, good.stock, good.perUserLimit === null ? REDEEM_MAX_QUANTITY : good.perUserLimit - good.redeemedByMe);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = physical ? validate(deliverySchema, form) : null;
    const local: FieldErrors = checked && !checked.ok ? { ...checked.errors } : {};
    if (!form.password) local.password = 'required';
    setErrors(local);
    setRefusal(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    const delivery = physical ? Object.fromEntries(DELIVERY_FIELDS.map((k) => [k, form[k]])) : {};
    const r = await pointshopApi.redeem({ goodsId: good.id, quantity: form.quantity, idempotencyKey, password: form.password, ...delivery });
    setBusy(false);
    if (isSuccess(r) && r.data) {
      if (good.kind === 'virtual' && userId !== undefined) void useCosmetics.getState().load(userId);
      return onDone(r.data);
    }
    // The key answered an earlier redemption of another quantity: redeeming again is a new one.
    if (r.msg === 'idempotencyKeyReused') setIdempotencyKey(crypto.randomUUID());
    setErrors(serverFieldErrors(r));
    if (r.msg !== 'validationFailed') setRefusal(r.msg ?? 'submissionFailed');
  };
  const input = (key: keyof typeof form) => ({ name: key, value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });

  return (
    <div className="modal-backdrop" role="presentation" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <form className="modal ps-form" role="dialog" aria-modal="true" aria-labelledby="ps-form-title" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="ps-form-title">{t('pointshop.formTitle', { name: localized(good, 'name', i18n.language) })}</h2>
        <Field label={t('pointshop.quantity')}>
          <input ref={first} type="number" min={1} max={Math.max(1, maxQuantity)} value={form.quantity} onChange={(e) => setForm({ ...form, quantity: Math.max(1, Math.min(Number(e.target.value) || 1, Math.max(1, maxQuantity))) })} />
        </Field>
        <p className="ps-points">{t('pointshop.total', { points: good.points * form.quantity })}</p>
        {physical && (
          <fieldset className="ps-delivery">
            <legend>{t('pointshop.deliveryHelp')}</legend>
            {DELIVERY_FIELDS.map((key) => (
              <Field key={key} label={t(`pointshop.${key}`)} error={errors[key]}>
                {key === 'address' ? <textarea rows={2} autoComplete="street-address" {...input(key)} /> : <input {...DELIVERY_INPUT[key]} {...input(key)} />}
              </Field>
            ))}
          </fieldset>
        )}
        <Field label={t('pointshop.password')} error={errors.password}>
          <input type="password" autoComplete="current-password" {...input('password')} />
        </Field>
        <p className="muted">{t('pointshop.passwordHelp')}</p>
        {refusal && <p className="field-error" role="alert">{t(`errors.${refusal}`)}</p>}
        <div className="modal-actions">
          <button type="button" className="button ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('pointshop.confirmRedeem')}
          </button>
        </div>
      </form>
    </div>
  );
}
