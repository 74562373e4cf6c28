import { DISPLAY_TIME_ZONE } from '@learnstar/shared';

/** SGD from integer cents, in the interface language's conventions. */
export function money(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-SG' : 'en-SG', { style: 'currency', currency: 'SGD' }).format(cents / 100);
}

/** A date and time as Singapore shows it. */
export function sgTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(language === 'zh' ? 'zh-SG' : 'en-SG', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
}

/** The En or Zh variant of a bilingual field: `localized(product, 'name', 'zh')` → product.nameZh. */
export function localized<K extends string>(row: Record<`${K}En` | `${K}Zh`, string | null>, key: K, language: string): string {
  return (language === 'zh' ? row[`${key}Zh`] : row[`${key}En`]) ?? '';
}
