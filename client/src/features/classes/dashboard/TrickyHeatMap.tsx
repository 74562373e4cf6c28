import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDashboardPupil, ClassTrickyGrid } from '@learnstar/shared';
import { ScrollTable } from '../../../common/ScrollTable';
import { ChartFigure } from '../../../common/chart/ChartFigure';

type Cell = ClassTrickyGrid['cells'][number];

/** Shade 1–4 of a cell by its misses against the most any pupil has of one character (0: none). */
function shade(wrong: number, most: number): number {
  return wrong === 0 ? 0 : Math.max(1, Math.ceil((4 * wrong) / most));
}

/**
 * Who missed what: pupils down, the class's most missed characters across. Each cell prints its
 * misses and marks a character still tricky with "!" and stripes, so colour is never the only cue.
 * One stop in the tab order; the arrow keys move between cells and the line above reads the cell.
 */
export function TrickyHeatMap({ grid, pupils }: { grid: ClassTrickyGrid; pupils: ClassDashboardPupil[] }) {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const [at, setAt] = useState<{ row: number; col: number } | null>(null);
  const byKey = new Map(grid.cells.map((c) => [`${c.userId}:${c.character}`, c]));
  const misses = (userId: number) => grid.cells.filter((c) => c.userId === userId).reduce((sum, c) => sum + c.wrong, 0);
  const rows = pupils.filter((p) => misses(p.userId) > 0).sort((a, b) => misses(b.userId) - misses(a.userId));
  const most = Math.max(1, ...grid.cells.map((c) => c.wrong));
  const top = grid.characters[0];
  const summary = top ? t('classDashboard.trickySummary', { character: top.character, pinyin: top.pinyin, wrong: top.wrong, pupils: top.pupils, count: rows.length }) : t('classDashboard.trickyNone');
  const describe = (row: number, col: number) => {
    const pupil = rows[row];
    const character = grid.characters[col];
    const cell: Cell | undefined = byKey.get(`${pupil.userId}:${character.character}`);
    return t(cell?.tricky ? 'classDashboard.cellTricky' : 'classDashboard.cell', { name: pupil.name, character: character.character, pinyin: character.pinyin, count: cell?.wrong ?? 0 });
  };
  const move = (event: KeyboardEvent) => {
    const here = at ?? { row: 0, col: 0 };
    const next = ({ ArrowRight: { ...here, col: here.col + 1 }, ArrowLeft: { ...here, col: here.col - 1 }, ArrowDown: { ...here, row: here.row + 1 }, ArrowUp: { ...here, row: here.row - 1 }, Home: { ...here, col: 0 }, End: { ...here, col: grid.characters.length - 1 } } as Record<string, { row: number; col: number }>)[event.key];
    if (!next) return;
    event.preventDefault();
    const target = { row: Math.min(rows.length - 1, Math.max(0, next.row)), col: Math.min(grid.characters.length - 1, Math.max(0, next.col)) };
    setAt(target);
    table.current?.querySelector<HTMLElement>(`[data-cell="${target.row}:${target.col}"]`)?.focus();
  };
  const stop = at ?? { row: 0, col: 0 };
  return (
    <ChartFigure
      className="dash-chart"
      title={t('classDashboard.trickyQuestion')}
      summary={summary}
      testId="tricky-heatmap"
      table={{ head: [t('classDashboard.character'), t('classDashboard.missesHead'), t('classDashboard.pupilsWhoMissed')], rows: grid.characters.map((c) => ({ key: c.character, cells: [`${c.character} ${c.pinyin}`, String(c.wrong), String(c.pupils)] })) }}
    >
      {rows.length > 0 && (
        <>
          <p className="heat-reading" aria-live="polite">{at ? describe(at.row, at.col) : t('classDashboard.heatHint')}</p>
          <ScrollTable>
            <table ref={table} className="heat-map" onKeyDown={move}>
              <caption className="sr-only">{t('classDashboard.trickyQuestion')}</caption>
              <thead>
                <tr>
                  <td />
                  {grid.characters.map((c) => (
                    <th key={c.character} scope="col" lang="zh">
                      <span className="heat-character">{c.character}</span>
                      <span className="heat-pinyin">{c.pinyin}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((pupil, row) => (
                  <tr key={pupil.userId}>
                    <th scope="row">{pupil.name}</th>
                    {grid.characters.map((c, col) => {
                      const cell = byKey.get(`${pupil.userId}:${c.character}`);
                      return (
                        <td
                          key={c.character}
                          data-cell={`${row}:${col}`}
                          tabIndex={stop.row === row && stop.col === col ? 0 : -1}
                          className={`heat-${shade(cell?.wrong ?? 0, most)}${cell?.tricky ? ' heat-tricky' : ''}`}
                          onFocus={() => setAt({ row, col })}
                          onMouseEnter={() => setAt({ row, col })}
                          aria-label={describe(row, col)}
                        >
                          {cell ? cell.wrong : ''}
                          {cell?.tricky && <span aria-hidden="true">!</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <p className="heat-legend">{t('classDashboard.heatLegend')}</p>
        </>
      )}
    </ChartFigure>
  );
}
