import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@learnstar/shared';
import { STORAGE_KEYS } from '../common/storage-keys';
import { CATALOGUES } from './catalogues';

function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: CATALOGUES.en }, zh: { translation: CATALOGUES.zh } },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnObjects: true,
});

i18n.on('languageChanged', (lng) => {
  localStorage.setItem(STORAGE_KEYS.locale, lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-Hans' : 'en';
});

export function currentLocale(): Locale {
  return (i18n.language as Locale) ?? DEFAULT_LOCALE;
}

export default i18n;
