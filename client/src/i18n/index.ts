import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@learnstar/shared';
import { STORAGE_KEYS } from '../common/storage-keys';

function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

type CatalogueChunk = () => Promise<{ default: Record<string, unknown> }>;

const FIRST_LOAD_TEXTS: Record<Locale, CatalogueChunk> = {
  en: () => import('./catalogue-en'),
  zh: () => import('./catalogue-zh'),
};
const REST_OF_TEXTS: Record<Locale, CatalogueChunk> = {
  en: () => import('./catalogue-rest-en'),
  zh: () => import('./catalogue-rest-zh'),
};

/** Set once a page beyond the first load has asked for the rest of the texts. */
let restWanted = false;

/**
 * Each language's texts arrive in their own chunks when i18next first needs them: the first-load
 * half, plus the rest when a lazy page has already wanted it (a language switch on such a page).
 */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const locale = language as Locale;
    if (!FIRST_LOAD_TEXTS[locale]) return callback(null, {});
    const halves = restWanted ? [FIRST_LOAD_TEXTS[locale](), REST_OF_TEXTS[locale]()] : [FIRST_LOAD_TEXTS[locale]()];
    Promise.all(halves).then(
      (chunks) => callback(null, Object.assign({}, ...chunks.map((chunk) => chunk.default))),
      (error: Error) => callback(error, null),
    );
  },
};

let restOfTexts: Promise<void> | undefined;

/**
 * The texts of every page beyond the first load (lazy pages and dialogs await this before they
 * render), for each language already loaded; a language loaded later brings them itself.
 */
export function loadRestOfTexts(): Promise<void> {
  restWanted = true;
  restOfTexts ??= Promise.all(
    LOCALES.filter((locale) => i18n.hasResourceBundle(locale, 'translation')).map((locale) =>
      REST_OF_TEXTS[locale]().then((chunk) => void i18n.addResourceBundle(locale, 'translation', chunk.default, true, true)),
    ),
  ).then(
    () => undefined,
    (error: unknown) => {
      restOfTexts = undefined;
      throw error;
    },
  );
  return restOfTexts;
}

function markLanguage(lng: string): void {
  document.documentElement.lang = lng === 'zh' ? 'zh-Hans' : 'en';
}

/**
 * Keys a page asked for that its language's loaded texts lack (shown as the key itself, as
 * i18next does), as `language:key`. The browser tests read them from the page after each route,
 * so a text left out of a catalogue, or out of the half its page loads, fails a test.
 */
const missingTexts = new Set<string>();
(globalThis as { __missingTexts?: Set<string> }).__missingTexts = missingTexts;

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
    parseMissingKeyHandler: (key: string) => {
      missingTexts.add(`${i18n.language}:${key}`);
      return key;
    },
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
