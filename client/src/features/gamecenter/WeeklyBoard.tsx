import { useTranslation } from 'react-i18next';
import type { GameBoardRow } from '@learnstar/shared';

/** This week's top 10 of the pupil's grade code in one game; the pupil's own row says "You". */
export function WeeklyBoard({ rows, title }: { rows: GameBoardRow[]; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="weekly-board">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('gamecentre.boardEmpty')}</p>
      ) : (
        <ol>
          {rows.map((row) => (
            <li key={`${row.place}-${row.name}`} className={row.me ? 'me' : undefined}>
              <span className="board-place">{row.place}</span>
              <span className="board-name">{row.name}</span>
              {row.me && <span className="tag">{t('gamecentre.you')}</span>}
              <span className="board-score">{row.score}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
