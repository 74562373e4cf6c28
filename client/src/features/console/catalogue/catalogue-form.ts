import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ShopAssets } from '@learnstar/shared';
import { api } from '../../../api/client';
import { serverFieldErrors, validate, type FieldErrors } from '../../../common/form';

/** 'images.0' or 'effect.value' is shown under the images or effect input. */
function byInput(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, msg] of Object.entries(errors)) shown[field.split('.')[0]] ??= msg;
  return shown;
}

/**
 * Saves a product or good: checked first with the same shared schema the API uses (nothing is
 * sent while a field is wrong), then the API's own field errors or refusal (e.g. skuTaken).
 */
export function useCatalogueSave(schema: z.ZodType) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [msg, setMsg] = useState<string | null>(null);
  const save = async (method: 'POST' | 'PUT', path: string, body: unknown): Promise<string | null> => {
    const checked = validate(schema, body);
    if (!checked.ok) {
      setErrors(byInput(checked.errors));
      setMsg('validationFailed');
      return null;
    }
    const answer = await api(method, path, { body });
    if (answer.code === 200) return answer.msg ?? 'ok';
    setErrors(byInput(serverFieldErrors(answer)));
    setMsg(answer.msg ?? 'submissionFailed');
    return null;
  };
  /** A field the operator changes drops its old error (the next save checks it again). */
  const forget = (...fields: string[]) => setErrors((shown) => (fields.some((f) => f in shown) ? Object.fromEntries(Object.entries(shown).filter(([f]) => !fields.includes(f))) : shown));
  return { errors, msg, save, forget };
}

/** The pictures, guides and videos the operator can choose from; `add` after an upload. */
export function useShopAssets() {
  const [assets, setAssets] = useState<ShopAssets>({ images: [], files: [], videos: [] });
  const load = useCallback(async () => {
    const answer = await api<ShopAssets>('GET', '/console/shop-assets');
    if (answer.code === 200 && answer.data) setAssets(answer.data);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const add = (image: string) => setAssets((a) => ({ ...a, images: [...a.images, image] }));
  return { assets, add };
}

/** Form inputs hold text; the API takes numbers (empty: not given, so null or missing). */
export const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
export const requiredNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** Prices are typed in dollars and sent in cents. */
export const centsOf = (dollars: string) => (dollars.trim() === '' ? undefined : Math.round(Number(dollars) * 100));
export const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Adds or removes one value of a multiple choice, keeping the order the operator picked. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
