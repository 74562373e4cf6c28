import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DICT_TYPE_DEVICE, ERROR_CODES, WARRANTY_RESUBMIT_MS, isSuccess, warrantyRequestSchema, type Envelope, type ProductOption } from '@learnstar/shared';
import { api } from '../../api/client';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { ContactFields } from '../../common/ContactFields';
import { Field } from '../../common/Field';
import { useFormSubmit } from '../../common/use-form-submit';

const EMPTY = { name: '', email: '', phone: '', purchaseTime: '', product: '', purchasePlace: '', serialCode: '', acceptTerms: false };
/** Refused here, as the API would, within 30 s of this browser's last registration. */
const TOO_SOON: Envelope = { code: ERROR_CODES.tooManyRequests, msg: 'tooFrequent30s' };

/** SPEC §2/§3 warranty registration, with the terms checkbox and the 30 s resubmit guard. */
export function WarrantyPage() {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [products, setProducts] = useState<ProductOption[]>([]);
  useEffect(() => {
    void api<ProductOption[]>('GET', '/user/getDictData', { query: { dictType: DICT_TYPE_DEVICE } }).then((r) => setProducts(isSuccess(r) ? (r.data ?? []) : []));
  }, []);
  const set = (key: keyof typeof EMPTY) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  const { errors, submit } = useFormSubmit(
    warrantyRequestSchema,
    async (body) => {
      const last = Number(localStorage.getItem(STORAGE_KEYS.lastWarrantySubmit) ?? 0);
      return Date.now() - last < WARRANTY_RESUBMIT_MS ? TOO_SOON : api('POST', '/content/addWarranty', { body });
    },
    () => {
      localStorage.setItem(STORAGE_KEYS.lastWarrantySubmit, String(Date.now()));
      setForm(EMPTY);
    },
  );

  return (
    <form className="form-page" onSubmit={(e) => void submit(form)(e)} noValidate>
      <h1>{t('warranty.title')}</h1>
      <p>{t('warranty.intro')}</p>
      <Field label={t('warranty.name')} error={errors.name}>
        <input name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} autoComplete="name" />
      </Field>
      <ContactFields email={form.email} phone={form.phone} errors={errors} onChange={(key, value) => set(key)(value)} />
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
