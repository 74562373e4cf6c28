import { describe, expect, test } from 'vitest';
import { CSV_BOM, csvDocument, csvLine } from './csv.js';

describe('the one CSV writer', () => {
  test('a line quotes commas, quotes and line breaks, defuses formulas, ends in CRLF', () => {
    expect(csvLine(['陈小明, "Ming"', '=SUM(A1)', 'a\nb', 3, null])).toBe(`"陈小明, ""Ming""",'=SUM(A1),"a\nb",3,\r\n`);
  });

  test('a document is the BOM, the header and the rows, line by line as a streamed export writes them', () => {
    const rows = [['林太太', 1], ['Lee', 2]] as const;
    expect(csvDocument(['name', 'n'], rows)).toBe(CSV_BOM + csvLine(['name', 'n']) + csvLine(rows[0]) + csvLine(rows[1]));
    expect(csvDocument(['name'], []).startsWith('\uFEFFname\r\n')).toBe(true);
  });
});
