export type Catalogue = Record<string, unknown>;
type FeatureFiles = Record<string, { default: Catalogue }>;

/**
 * A language's catalogue is its base file (locales/<lang>.json) with every feature catalogue
 * (locales/<lang>/<feature>.json) merged into it, so features add texts without all editing
 * one file. A feature file holds whole sections (e.g. "games") and may add keys to shared
 * sections such as "errors". The build merges them (build-plugins/catalogue-split.ts) and ships
 * each language in two chunks: the sections the first load needs (catalogue-<lang>.ts) and the
 * rest (catalogue-rest-<lang>.ts, fetched with the first lazy page), so a first load brings only
 * the language it shows and only the texts its pages use.
 */
export function buildCatalogue(base: Catalogue, featureFiles: FeatureFiles): Catalogue {
  const merged = merge({}, base);
  for (const [, file] of Object.entries(featureFiles).sort(([a], [b]) => a.localeCompare(b))) merge(merged, file.default);
  return merged;
}

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
