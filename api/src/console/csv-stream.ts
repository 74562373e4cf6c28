import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { CSV_BOM, csvLine } from '@learnstar/shared';

export const CSV_BATCH = 500;
const logger = new Logger('CsvExport');

/**
 * Writes a CSV download in batches read by id cursor (`nextBatch(afterId)` answers up to
 * CSV_BATCH rows in id order), waiting for the socket to drain, so an export of 100,000 rows
 * holds one batch in memory, never the whole table.
 */
export async function streamCsv<Row extends { id: number }>(
  res: Response,
  filename: string,
  header: readonly string[],
  nextBatch: (afterId: number) => Promise<Row[]>,
  cells: (row: Row) => (string | number | null)[],
): Promise<void> {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  try {
    await write(res, CSV_BOM + csvLine(header));
    for (let afterId = 0; ; ) {
      const batch = await nextBatch(afterId);
      if (batch.length) await write(res, batch.map((row) => csvLine(cells(row))).join(''));
      if (batch.length < CSV_BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    res.end();
  } catch (error) {
    // The status line is gone: an envelope cannot follow. Cutting the connection tells the
    // browser the file is incomplete instead of saving a truncated CSV as if it were whole.
    logger.warn(`CSV export ${filename} stopped: ${(error as Error).message}`);
    res.destroy();
  }
}

function write(res: Response, text: string): Promise<void> {
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    res.once('drain', resolve);
    res.once('close', () => reject(new Error('client went away during a CSV export')));
  });
}
