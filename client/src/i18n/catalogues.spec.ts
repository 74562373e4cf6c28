import { describe, expect, test } from 'vitest';
import { GRADE_CODES, MESSAGE_KEYS } from '@learnstar/shared';
import enFirst from './catalogue-en';
import zhFirst from './catalogue-zh';
import enRest from './catalogue-rest-en';
import zhRest from './catalogue-rest-zh';
import { FIRST_LOAD_SECTIONS } from './first-load-sections';

const en = { ...enFirst, ...enRest } as any;
const zh = { ...zhFirst, ...zhRest } as any;

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
  test('each language ships its first-load sections in one half and every other section in the other', () => {
    for (const [first, rest] of [[enFirst, enRest], [zhFirst, zhRest]]) {
      expect(Object.keys(first).sort()).toEqual([...FIRST_LOAD_SECTIONS].sort());
      expect(Object.keys(rest).filter((section) => FIRST_LOAD_SECTIONS.includes(section))).toEqual([]);
    }
  });
  test('the FAQ has the same number of questions in both languages', () => {
    expect(zh.pages.faq.items.length).toBe(en.pages.faq.items.length);
    expect(en.pages.faq.items.length).toBeGreaterThanOrEqual(10);
  });
});
