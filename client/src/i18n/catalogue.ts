import type { Locale } from '@learnstar/shared';
import en from './locales/en.json';
import zh from './locales/zh.json';

type Catalogue = Record<string, unknown>;

/**
 * Each language is the base catalogue (locales/<lang>.json) with every feature catalogue
 * (locales/<lang>/<feature>.json) merged into it, so features add texts without all editing
 * one file. A feature file holds whole sections (e.g. "games") and may add keys to shared
 * sections such as "errors".
 */
const featureFiles = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json', { eager: true });

function merge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isSection(existing) && isSection(value) ? merge({ ...existing }, value) : value;
  }
  return target;
}

function isSection(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function build(locale: Locale, base: Catalogue): Catalogue {
  const merged = merge({}, base);
  for (const [path, file] of Object.entries(featureFiles).sort(([a], [b]) => a.localeCompare(b))) {
    if (path.startsWith(`./locales/${locale}/`)) merge(merged, file.default);
  }
  return merged;
}

export const CATALOGUES: Record<Locale, Catalogue> = { en: build('en', en), zh: build('zh', zh) };
