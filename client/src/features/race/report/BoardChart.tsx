import { useTranslation } from 'react-i18next';
import type { RaceReport } from '@learnstar/shared';

/** Each racer's score as a horizontal bar, mine highlighted: a board to see rather than read. */
export function BoardChart({ board, me, valueOf, unit }: { board: RaceReport['board']; me: number; valueOf(row: RaceReport['board'][number]): number; unit: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...board.map(valueOf));
  const rowHeight = 28;
  const width = 640;
  const labelWidth = 170;
  return (
    <svg className="board-chart" width={width} height={board.length * rowHeight + 8} viewBox={`0 0 ${width} ${board.length * rowHeight + 8}`} role="img" aria-label={t('report.boardChart')} data-testid="board-chart">
      {board.map((row, i) => {
        const w = ((width - labelWidth - 90) * valueOf(row)) / max;
        const y = i * rowHeight + 4;
        return (
          <g key={row.userId}>
            <text x={0} y={y + 17} fontSize="13" fill="#1e2a3a">{`${row.place ?? '–'}. ${row.name}`}</text>
            <rect x={labelWidth} y={y + 4} width={Math.max(2, w)} height={rowHeight - 10} rx={4} fill={row.userId === me ? '#ffb703' : '#1f4e9c'} />
            <text x={labelWidth + w + 6} y={y + 17} fontSize="12" fill="#5f6b7a">{`${valueOf(row)} ${unit}`}</text>
          </g>
        );
      })}
    </svg>
  );
}
