import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADE_CODES, LOW_STOCK_LINE, gstIncludedCents, productCreateSchema, productEditSchema, type ConsoleProduct, type ProductCategory } from '@learnstar/shared';
import { api } from '../../../api/client';
import { Field } from '../../../common/Field';
import { money } from '../../shop/shop-format';
import { singaporeInstant, singaporeLocal } from '../singapore-time';
import { ConsoleMessage } from '../ConsoleMessage';
import { BilingualTexts, TextField } from './fields';
import { ImagePicker } from './ImagePicker';
import { centsOf, optionalNumber, requiredNumber, textOf, toggled, useCatalogueSave, useShopAssets } from './catalogue-form';

const EMPTY = {
  sku: '', categoryId: '', nameEn: '', nameZh: '', descriptionEn: '', descriptionZh: '', price: '', stock: '0', lowStockLine: String(LOW_STOCK_LINE), purchaseLimit: '', weightGrams: '',
  specificationEn: '', specificationZh: '', dimensions: '', packingListEn: '', packingListZh: '', gradeCodes: [] as number[], images: [] as string[],
  files: [] as string[], videoUrl: '', expiresAt: '', active: true,
};
type Form = typeof EMPTY;

const fromProduct = (p: ConsoleProduct): Form => ({
  ...p,
  categoryId: String(p.categoryId), price: (p.priceCents / 100).toFixed(2), stock: String(p.stock), lowStockLine: String(p.lowStockLine), purchaseLimit: textOf(p.purchaseLimit), weightGrams: textOf(p.weightGrams),
  specificationEn: p.specificationEn ?? '', specificationZh: p.specificationZh ?? '', dimensions: p.dimensions ?? '', packingListEn: p.packingListEn ?? '', packingListZh: p.packingListZh ?? '',
  videoUrl: p.videoUrl ?? '', expiresAt: singaporeLocal(p.expiresAt),
});

const toBody = (f: Form) => ({
  ...f,
  categoryId: requiredNumber(f.categoryId), priceCents: centsOf(f.price), purchaseLimit: optionalNumber(f.purchaseLimit), weightGrams: optionalNumber(f.weightGrams),
  videoUrl: f.videoUrl || null, expiresAt: f.expiresAt ? singaporeInstant(f.expiresAt) : null, price: undefined, stock: requiredNumber(f.stock), lowStockLine: requiredNumber(f.lowStockLine),
});

/**
 * Creates a product or edits one: every field a shopper sees, the price typed in SGD and shown as
 * the shop shows it (GST included when the seller is registered). Stock is typed only on create;
 * afterwards it moves by units in the Stock tab.
 */
export function ProductForm({ product, onDone, onCancel }: { product: ConsoleProduct | null; onDone(msg: string): void; onCancel(): void }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<Form>(product ? fromProduct(product) : EMPTY);
  const [shop, setShop] = useState<{ categories: ProductCategory[]; gstRegistered: boolean } | null>(null);
  const { assets, add } = useShopAssets();
  const { errors, msg, save, forget } = useCatalogueSave(product ? productEditSchema : productCreateSchema);
  useEffect(() => {
    void api<{ categories: ProductCategory[]; settings: { gstRegistered: boolean } }>('GET', '/shop/api/products').then((a) => a.data && setShop({ categories: a.data.categories, gstRegistered: a.data.settings.gstRegistered }));
  }, []);
  const set = (name: string, value: unknown) => {
    setForm((f) => ({ ...f, [name]: value }));
    forget(name, name === 'price' ? 'priceCents' : name);
  };
  const input = (name: keyof Form, props: Record<string, unknown> = {}) => <TextField name={name} errors={errors} value={String(form[name])} onChange={(e) => set(name, e.target.value)} {...props} />;
  const cents = centsOf(form.price);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { stock, ...edit } = toBody(form);
    const done = await save(product ? 'PUT' : 'POST', product ? `/console/products/${product.id}` : '/console/products', product ? edit : { ...edit, stock });
    if (done) onDone(done);
  };

  return (
    <form className="catalogue-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(product ? 'consoleProducts.editProduct' : 'consoleProducts.newProduct')}>
      <ConsoleMessage msg={msg} />
      <div className="match-form">
        {input('sku', { maxLength: 40 })}
        <Field label={t('consoleProducts.field_categoryId')} error={errors.categoryId}>
          <select name="categoryId" value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">{t('consoleProducts.choose')}</option>
            {shop?.categories.map((c) => <option key={c.id} value={c.id}>{i18n.language === 'zh' ? c.nameZh : c.nameEn}</option>)}
          </select>
        </Field>
        <div>
          {input('price', { type: 'number', step: '0.01', min: 0 })}
          {errors.priceCents && <p className="field-error" role="alert">{t(`errors.${errors.priceCents}`)}</p>}
          {cents !== undefined && cents > 0 && shop && (
            <p className="muted">{shop.gstRegistered ? t('consoleProducts.priceShown', { price: money(cents, i18n.language), gst: money(gstIncludedCents(cents, true), i18n.language) }) : t('consoleProducts.priceShownNoGst', { price: money(cents, i18n.language) })}</p>
          )}
        </div>
        {product ? <p>{t('consoleProducts.stockNow', { count: product.stock })}</p> : input('stock', { type: 'number', min: 0 })}
        {input('lowStockLine', { type: 'number', min: 0 })}
        {input('purchaseLimit', { type: 'number', min: 1 })}
        {input('weightGrams', { type: 'number', min: 1 })}
        {input('dimensions', { maxLength: 100 })}
        {input('expiresAt', { type: 'datetime-local' })}
        <label className="check"><input type="checkbox" name="active" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> {t('consoleProducts.field_active')}</label>
      </div>
      <BilingualTexts keys={['name', 'description', 'specification', 'packingList']} long={['description', 'specification', 'packingList']} values={form} errors={errors} onChange={set} />
      <fieldset className="grades">
        <legend>{t('matches.grades')}</legend>
        {GRADE_CODES.map((g) => <label key={g}><input type="checkbox" checked={form.gradeCodes.includes(g)} onChange={() => set('gradeCodes', toggled(form.gradeCodes, g))} /> {t(`grade.${g}`)}</label>)}
      </fieldset>
      <ImagePicker images={assets.images} selected={form.images} error={errors.images} onChange={(images) => set('images', images)} onUploaded={add} />
      <fieldset className="grades">
        <legend>{t('consoleProducts.field_files')}</legend>
        {errors.files && <p className="field-error" role="alert">{t(`errors.${errors.files}`)}</p>}
        {assets.files.map((f) => <label key={f}><input type="checkbox" checked={form.files.includes(f)} onChange={() => set('files', toggled(form.files, f))} /> {f}</label>)}
      </fieldset>
      <Field label={t('consoleProducts.field_videoUrl')} error={errors.videoUrl}>
        <select name="videoUrl" value={form.videoUrl} onChange={(e) => set('videoUrl', e.target.value)}>
          <option value="">{t('consoleProducts.noVideo')}</option>
          {assets.videos.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
      </Field>
      <div className="form-actions">
        <button type="submit" className="button">{t(product ? 'consoleProducts.save' : 'consoleProducts.createProduct')}</button>
        <button type="button" className="button ghost" onClick={onCancel}>{t('consoleProducts.cancel')}</button>
      </div>
    </form>
  );
}
