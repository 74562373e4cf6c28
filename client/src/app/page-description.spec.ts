import { describe, expect, test } from 'vitest';
import { SITE_ROUTES } from '@learnstar/shared';
import enFirst from '../i18n/catalogue-en';
import zhFirst from '../i18n/catalogue-zh';
import { descriptionKey } from './page-description';

/** A key's text in a catalogue half (the first load's: the description is set on every page). */
const textOf = (catalogue: unknown, key: string): unknown => key.split('.').reduce<any>((node, part) => node?.[part], catalogue);

describe('page descriptions', () => {
  test('every page has a description in the first load of both languages, and the first pages their own', () => {
    for (const path of SITE_ROUTES) {
      for (const catalogue of [enFirst, zhFirst]) expect(String(textOf(catalogue, descriptionKey(path))).length, path).toBeGreaterThan(15);
    }
    for (const page of ['/index', '/shoppingcenter', '/productdetail', '/gamecenter']) expect(descriptionKey(page)).toBe(`app.pageDescriptions.${page.slice(1)}`);
    expect(descriptionKey('/about')).toBe('app.description');
  });
});
