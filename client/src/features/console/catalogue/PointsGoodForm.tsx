import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GOODS_KINDS, LOW_STOCK_LINE, PHYSICAL_GOODS_CATEGORIES, pointsGoodCreateSchema, pointsGoodEditSchema, type ConsolePointsGood, type GoodsEffect } from '@learnstar/shared';
import { Field } from '../../../common/Field';
import { ConsoleMessage } from '../ConsoleMessage';
import { BilingualTexts, TextField } from './fields';
import { EffectPicker } from './EffectPicker';
import { ImagePicker } from './ImagePicker';
import { optionalNumber, requiredNumber, textOf, useCatalogueSave, useShopAssets } from './catalogue-form';

const EMPTY = {
  sku: '', kind: 'physical', category: '', effect: null as GoodsEffect | null, nameEn: '', nameZh: '', descriptionEn: '', descriptionZh: '',
  points: '', stock: '0', lowStockLine: String(LOW_STOCK_LINE), perUserLimit: '', images: [] as string[], active: true,
};
type Form = typeof EMPTY;

const fromGood = (g: ConsolePointsGood): Form => ({
  ...g,
  category: g.kind === 'physical' ? g.category : '', points: String(g.points), stock: String(g.stock), lowStockLine: String(g.lowStockLine), perUserLimit: textOf(g.perUserLimit),
});

/**
 * Creates a points-shop good or edits one. A physical good is filed under a category; a virtual
 * good grants an effect picked from what the points shop applies (never typed JSON), and its
 * kind stays as created. Stock is typed only on create.
 */
export function PointsGoodForm({ good, onDone, onCancel }: { good: ConsolePointsGood | null; onDone(msg: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(good ? fromGood(good) : EMPTY);
  const { assets, add } = useShopAssets();
  const { errors, msg, save, forget } = useCatalogueSave(good ? pointsGoodEditSchema : pointsGoodCreateSchema);
  const set = (name: string, value: unknown) => {
    setForm((f) => ({ ...f, [name]: value }));
    forget(name);
  };
  const input = (name: keyof Form, props: Record<string, unknown> = {}) => <TextField name={name} errors={errors} value={String(form[name])} onChange={(e) => set(name, e.target.value)} {...props} />;
  const physical = form.kind === 'physical';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const edit = {
      ...form, category: physical ? form.category || null : null, effect: physical ? null : form.effect,
      points: requiredNumber(form.points), lowStockLine: requiredNumber(form.lowStockLine), perUserLimit: optionalNumber(form.perUserLimit), stock: undefined,
    };
    const done = await save(good ? 'PUT' : 'POST', good ? `/console/points-goods/${good.id}` : '/console/points-goods', good ? edit : { ...edit, stock: requiredNumber(form.stock) });
    if (done) onDone(done);
  };

  return (
    <form className="catalogue-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(good ? 'consoleProducts.editGood' : 'consoleProducts.newGood')}>
      <ConsoleMessage msg={msg} />
      <div className="match-form">
        {input('sku', { maxLength: 40 })}
        <Field label={t('consoleProducts.field_kind')} error={errors.kind}>
          <select name="kind" value={form.kind} disabled={Boolean(good)} onChange={(e) => set('kind', e.target.value)}>
            {GOODS_KINDS.map((k) => <option key={k} value={k}>{t(`consoleProducts.kind_${k}`)}</option>)}
          </select>
        </Field>
        {physical && (
          <Field label={t('consoleProducts.field_category')} error={errors.category}>
            <select name="category" value={form.category} onChange={(e) => set('category', e.target.value)}>
              <option value="">{t('consoleProducts.choose')}</option>
              {PHYSICAL_GOODS_CATEGORIES.map((c) => <option key={c} value={c}>{t(`pointshop.category_${c}`)}</option>)}
            </select>
          </Field>
        )}
        {input('points', { type: 'number', min: 1 })}
        {good ? <p>{t('consoleProducts.stockNow', { count: good.stock })}</p> : input('stock', { type: 'number', min: 0 })}
        {physical && input('lowStockLine', { type: 'number', min: 0 })}
        {input('perUserLimit', { type: 'number', min: 1 })}
        <label className="check"><input type="checkbox" name="active" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> {t('consoleProducts.field_active')}</label>
      </div>
      {!physical && <EffectPicker effect={form.effect} error={errors.effect} onChange={(effect) => set('effect', effect)} />}
      <BilingualTexts keys={['name', 'description']} long={['description']} values={form} errors={errors} onChange={set} />
      <ImagePicker images={assets.images} selected={form.images} error={errors.images} onChange={(images) => set('images', images)} onUploaded={add} />
      <div className="form-actions">
        <button type="submit" className="button">{t(good ? 'consoleProducts.save' : 'consoleProducts.createGood')}</button>
        <button type="button" className="button ghost" onClick={onCancel}>{t('consoleProducts.cancel')}</button>
      </div>
    </form>
  );
}
