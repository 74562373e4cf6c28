import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DICT_TYPE_DEVICE, WARRANTY_RESUBMIT_MS, isSuccess, warrantyRequestSchema, type ProductOption } from '@learnstar/shared';
import { api } from '../../api/client';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { Field } from '../../common/Field';
import { serverFieldErrors, validate, type FieldErrors } from '../../common/form';
import { useUi } from '../../stores/ui';

const EMPTY = { name: '', email: '', phone: '', purchaseTime: '', product: '', purchasePlace: '', serialCode: '', acceptTerms: false };

/** SPEC §2/§3 warranty registration, with the terms checkbox and the 30 s resubmit guard. */
export function WarrantyPage() {
  const { t, i18n } = useTranslation();
  const toast = useUi((s) => s.toast);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [products, setProducts] = useState<ProductOption[]>([]);
  useEffect(() => {
    void api<ProductOption[]>('GET', '/user/getDictData', { query: { dictType: DICT_TYPE_DEVICE } }).then((r) => setProducts(isSuccess(r) ? (r.data ?? []) : []));
  }, []);
  const set = (key: keyof typeof EMPTY) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(warrantyRequestSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    const last = Number(localStorage.getItem(STORAGE_KEYS.lastWarrantySubmit) ?? 0);
    if (Date.now() - last < WARRANTY_RESUBMIT_MS) return toast(t('errors.tooFrequent30s'), 'error');
    setErrors({});
    const result = await api('POST', '/content/addWarranty', { body: checked.data });
    if (isSuccess(result)) {
      localStorage.setItem(STORAGE_KEYS.lastWarrantySubmit, String(Date.now()));
      toast(t('errors.warrantyRegistered'), 'success');
      setForm(EMPTY);
    } else {
      setErrors(serverFieldErrors(result));
      toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    }
  };

  return (
    <form className="form-page" onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('warranty.title')}</h1>
      <p>{t('warranty.intro')}</p>
      <Field label={t('warranty.name')} error={errors.name}>
        <input name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} autoComplete="name" />
      </Field>
      <Field label={t('warranty.email')} error={errors.email}>
        <input name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} autoComplete="email" />
      </Field>
      <Field label={t('warranty.phone')} error={errors.phone}>
        <input name="phone" type="tel" value={form.phone} onChange={(e) => set('phone')(e.target.value)} autoComplete="tel" />
      </Field>
      <Field label={t('warranty.purchaseTime')} error={errors.purchaseTime}>
        <input name="purchaseTime" type="date" value={form.purchaseTime} onChange={(e) => set('purchaseTime')(e.target.value)} />
      </Field>
      <Field label={t('warranty.product')} error={errors.product}>
        <select name="product" value={form.product} onChange={(e) => set('product')(e.target.value)}>
          <option value="">{t('warranty.choose')}</option>
          {products.map((p) => (
            <option key={p.dictValue} value={p.dictValue}>
              {i18n.language === 'zh' && p.dictLabelZh ? p.dictLabelZh : p.dictLabel}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('warranty.purchasePlace')} error={errors.purchasePlace}>
        <input name="purchasePlace" value={form.purchasePlace} onChange={(e) => set('purchasePlace')(e.target.value)} />
      </Field>
      <Field label={t('warranty.serialCode')} error={errors.serialCode}>
        <input name="serialCode" value={form.serialCode} onChange={(e) => set('serialCode')(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Field>
      <label className="inline">
        <input name="acceptTerms" type="checkbox" checked={form.acceptTerms} onChange={(e) => set('acceptTerms')(e.target.checked)} /> {t('warranty.accept')}{' '}
        <Link to="/warrantyView" target="_blank">
          {t('warranty.terms')}
        </Link>
      </label>
      {errors.acceptTerms && <span className="field-error">{t(`errors.${errors.acceptTerms}`)}</span>}
      <button type="submit" className="button">
        {t('warranty.submit')}
      </button>
    </form>
  );
}
