import { useTranslation } from 'react-i18next';
import type { RaceReport } from '@learnstar/shared';
import { BarChart } from '../../../common/chart/BarChart';

type Row = RaceReport['board'][number];

/** Each racer's score as a horizontal bar, mine highlighted: a board to see rather than read. */
export function BoardChart({ board, me, valueOf, unit }: { board: RaceReport['board']; me: number; valueOf(row: Row): number; unit: string }) {
  const { t, i18n } = useTranslation();
  const format = (v: number) => `${v.toLocaleString(i18n.language)} ${unit}`;
  const mine = board.find((row) => row.userId === me);
  const top = Math.max(0, ...board.map(valueOf));
  return (
    <BarChart
      testId="board-chart"
      title={t('report.boardChart')}
      summary={t('chart.board.summary', { count: board.length, top: format(top), mine: mine ? format(valueOf(mine)) : '–', place: mine?.place ?? '–' })}
      horizontal
      bars={board.map((row) => ({ key: String(row.userId), label: `${row.place ?? '–'}. ${row.name}`, value: valueOf(row), mine: row.userId === me }))}
      valueLabel={unit}
      unit={unit}
      format={format}
      look="speed"
      categoryHeader={t('chart.board.racer')}
    />
  );
}
