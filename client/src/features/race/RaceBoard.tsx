import { useTranslation } from 'react-i18next';
import type { BoardEntry } from '@learnstar/shared';

/** A track per racer, moved by the server's progress. */
export function RaceBoard({ board, me }: { board: BoardEntry[]; me?: number }) {
  const { t } = useTranslation();
  return (
    <ol className="race-board" data-testid="race-board">
      {board.map((b) => (
        <li key={b.userId} className={b.userId === me ? 'me' : ''}>
          <span className="racer-name">{b.name}</span>
          <span className="track">
            <span className="runner" style={{ left: `${Math.min(100, b.progress)}%` }}>
              ★
            </span>
          </span>
          <span className="racer-figures">
            {b.wpm} {t('home.wpm')} · {b.accuracy}%
          </span>
        </li>
      ))}
    </ol>
  );
}
