/** Quotes where needed, and defuses cells a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Spreadsheet programs read a CSV as UTF-8 (so Chinese names show) only after this byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** One CSV line with its CRLF ending: streamed exports write a header and rows line by line. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** A CSV file as spreadsheet programs open it: UTF-8 with a BOM, CRLF lines. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}
