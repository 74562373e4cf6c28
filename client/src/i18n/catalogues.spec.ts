import { describe, expect, test } from 'vitest';
import { GRADE_CODES, MESSAGE_KEYS } from '@learnstar/shared';
import enCatalogue from './catalogue-en';
import zhCatalogue from './catalogue-zh';

const en = enCatalogue as any;
const zh = zhCatalogue as any;

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('translation catalogues', () => {
  test('English and Chinese have exactly the same keys', () => {
    expect(flatten(zh).sort()).toEqual(flatten(en).sort());
  });
  test('every server message key and grade code has a text in both languages', () => {
    for (const catalogue of [en, zh] as unknown as Record<string, Record<string, string>>[]) {
      for (const key of MESSAGE_KEYS) expect(catalogue.errors[key], key).toBeTruthy();
      for (const code of GRADE_CODES) expect(catalogue.grade[String(code)]).toBeTruthy();
    }
  });
  test('the FAQ has the same number of questions in both languages', () => {
    expect(zh.pages.faq.items.length).toBe(en.pages.faq.items.length);
    expect(en.pages.faq.items.length).toBeGreaterThanOrEqual(10);
  });
});
