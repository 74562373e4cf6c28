import { useTranslation } from 'react-i18next';
import type { BoardEntry } from '@learnstar/shared';

/**
 * A track per racer, moved by the server's progress. The host of a classroom race also gets a
 * fair-play marker on racers whose typing so far breaks the model: an icon and words, not a colour.
 */
export function RaceBoard({ board, me }: { board: BoardEntry[]; me?: number }) {
  const { t } = useTranslation();
  return (
    <ol className="race-board" data-testid="race-board">
      {board.map((b) => (
        <li key={b.userId} className={b.userId === me ? 'me' : ''}>
          <span className="racer-name">
            {b.name}
            {b.flagged && (
              <span className="tag live-flag" data-testid="live-flag" title={t('fairplay.liveWhy')}>
                <span aria-hidden="true">⚑ </span>
                {t('fairplay.heldMark')}
              </span>
            )}
          </span>
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
