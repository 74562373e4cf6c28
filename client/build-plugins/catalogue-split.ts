import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildCatalogue, type Catalogue } from '../src/i18n/catalogue';

const PREFIX = 'virtual:catalogue/';

/**
 * Serves `virtual:catalogue/<lang>/first` and `virtual:catalogue/<lang>/rest`: the language's
 * base file with every feature catalogue (locales/<lang>/*.json) merged in, split by top-level
 * section into what the first load needs (`firstSections`) and the rest. Done at build time so
 * each half ships as plain data in its own chunk and feature files stay whole for their authors.
 */
export function catalogueSplit(localesDir: string, firstSections: readonly string[]): Plugin {
  return {
    name: 'learnstar-catalogue-split',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, half] = id.slice(PREFIX.length + 1).split('/');
      const featureDir = join(localesDir, language);
      const files = [join(localesDir, `${language}.json`), ...readdirSync(featureDir).filter((f) => f.endsWith('.json')).map((f) => join(featureDir, f))];
      for (const file of files) this.addWatchFile(file);
      const [base, ...features] = files.map((file) => ({ file, data: JSON.parse(readFileSync(file, 'utf8')) as Catalogue }));
      const merged = buildCatalogue(base.data, Object.fromEntries(features.map(({ file, data }) => [file, { default: data }])));
      const wanted = half === 'first';
      const part = Object.fromEntries(Object.entries(merged).filter(([section]) => firstSections.includes(section) === wanted));
      // JSON.parse of a string literal is faster for engines to load than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
