import { intlLocale, sgTime as sgTimeIn } from '../../common/sg-time';

/** One currency formatter per language (building one per price cost the shop's lists as it did the dates). */
const currencies = new Map<string, Intl.NumberFormat>();

/** SGD from integer cents, in the interface language's conventions. */
export function money(cents: number, language: string): string {
  let format = currencies.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'SGD' });
    currencies.set(language, format);
  }
  return format.format(cents / 100);
}

/** A date and time as Singapore shows it, or a dash for none. */
export function sgTime(iso: string | null, language: string): string {
  return iso ? sgTimeIn(iso, language, 'medium') : '—';
}

/** The En or Zh variant of a bilingual field: `localized(product, 'name', 'zh')` → product.nameZh. */
export function localized<K extends string>(row: Record<`${K}En` | `${K}Zh`, string | null>, key: K, language: string): string {
  return (language === 'zh' ? row[`${key}Zh`] : row[`${key}En`]) ?? '';
}
