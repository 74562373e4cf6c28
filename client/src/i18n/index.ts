import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@learnstar/shared';
import { STORAGE_KEYS } from '../common/storage-keys';

function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

const CATALOGUE_CHUNKS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./catalogue-en'),
  zh: () => import('./catalogue-zh'),
};

/** Each language's texts arrive in their own chunk when i18next first needs them. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = CATALOGUE_CHUNKS[language as Locale];
    if (!load) return callback(null, {});
    load().then(
      (chunk) => callback(null, chunk.default),
      (error: Error) => callback(error, null),
    );
  },
};

function markLanguage(lng: string): void {
  document.documentElement.lang = lng === 'zh' ? 'zh-Hans' : 'en';
}

/**
 * Resolves once the stored language's texts are in, so the first render is already translated.
 * Both catalogues have the same keys (catalogues.spec.ts), so no fallback language is fetched.
 */
export const i18nReady = i18n
  .use(catalogueChunks)
  .use(initReactI18next)
  .init({
    lng: storedLocale(),
    fallbackLng: false,
    supportedLngs: LOCALES as unknown as string[],
    interpolation: { escapeValue: false },
    returnObjects: true,
    react: { useSuspense: false },
  })
  .then(() => markLanguage(i18n.language));

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(STORAGE_KEYS.locale, lng);
  markLanguage(lng);
});

export function currentLocale(): Locale {
  return (i18n.language as Locale) ?? DEFAULT_LOCALE;
}

export default i18n;
