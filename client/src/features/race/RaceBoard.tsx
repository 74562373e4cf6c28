import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardEntry } from '@learnstar/shared';
import './race.css';

/** Dark enough for white initials (4.5:1 or more), so racers tell each other apart by colour and letter. */
export const AVATAR_COLOURS = ['#1f4e9c', '#9a4a00', '#1e7b4d', '#7b2d8e', '#b0313f', '#00697a'];

/**
 * A track per racer: the racer's drawn avatar (initial on a colour of their own) runs towards the
 * finish flag by the server's progress, with speed (typing) or points (dictionary). The host of a classroom race also gets a
 * fair-play marker on racers whose typing so far breaks the model (`flagged`, from the host's own
 * `race:flags` event): an icon and words, not a colour.
 */
export function RaceBoard({ board, me, game = 1, inClass = false, flagged }: { board: BoardEntry[]; me?: number; game?: number; inClass?: boolean; flagged?: ReadonlySet<number> }) {
  const { t } = useTranslation();
  // The board comes leaders first, so a racer's place in the class is where they stand on it.
  const place = inClass ? board.findIndex((b) => b.userId === me) + 1 : 0;
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => keepOwnRowInView(list.current), [board, me]);
  return (
    <>
      {place > 0 && (
        <p className="class-place" data-testid="class-place">
          {t('race.classPlace', { place, count: board.length })}
        </p>
      )}
      <ol className="race-board" data-testid="race-board" ref={list}>
        {board.map((b) => (
          <li key={b.userId} className={b.userId === me ? 'me' : ''}>
            <span className="racer-name">
              {b.name}
              {flagged?.has(b.userId) && (
                <span className="tag live-flag" data-testid="live-flag" title={t('fairplay.liveWhy')}>
                  <span aria-hidden="true">⚑ </span>
                  {t('fairplay.heldMark')}
                </span>
              )}
            </span>
            <span className="track">
              <span className="runner" style={{ left: `calc((100% - 36px) * ${Math.min(100, b.progress) / 100})`, background: AVATAR_COLOURS[b.userId % AVATAR_COLOURS.length] }} aria-hidden="true">
                {Array.from(b.name)[0]}
              </span>
            </span>
            <span className="racer-figures">
              {game === 2 ? `${t('home.score')} ${b.score ?? 0}` : `${b.wpm} ${t('home.wpm')}`} · {b.accuracy}%
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * In a round the board scrolls inside its own box (a room of 40 is taller than the space left), and
 * it is sorted by progress, so the racer's own row moves: it is brought back into the box's view
 * after each board, by scrolling the box alone (scrollIntoView would scroll the page too).
 */
function keepOwnRowInView(list: HTMLOListElement | null): void {
  const own = list?.querySelector<HTMLElement>('li.me');
  if (!list || !own || list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const row = own.getBoundingClientRect();
  if (row.top < box.top) list.scrollTop -= box.top - row.top;
  else if (row.bottom > box.bottom) list.scrollTop += row.bottom - box.bottom;
}
