import { useTranslation } from 'react-i18next';
import type { BoardEntry, RosterRacer } from '@learnstar/shared';
import { RacerAvatar } from './RacerAvatar';
import { useStableOrder } from './stable-order';

/** Up to this many lanes stack in one column; more share two, so forty fit one screen. */
const ONE_COLUMN_LANES = 10;

/**
 * The race on the big screen: a lane per pupil with avatar, name, track, place and speed. Lanes keep
 * the order pupils joined in (the place number changes, the lane does not move). The fair-play
 * marker of the host's board is not drawn here: the whole class sees this screen.
 */
export function ProjectorLanes({ board, roster, game }: { board: BoardEntry[]; roster: Map<number, RosterRacer>; game: number }) {
  const { t } = useTranslation();
  const order = useStableOrder(board.map((b) => b.userId));
  const entries = new Map(board.map((b, i) => [b.userId, { entry: b, place: i + 1 }]));
  const columns = order.length > ONE_COLUMN_LANES ? 2 : 1;
  const rows = Math.max(1, Math.ceil(order.length / columns));
  return (
    <ol className="projector-lanes" data-testid="projector-lanes" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`, ['--rows' as string]: rows }}>
      {order.map((userId) => {
        const { entry, place } = entries.get(userId)!;
        return (
          <li key={userId} className="lane" data-testid="lane">
            <span className="sr-only">{t('projector.place', { place })}</span>
            <span className="lane-place" aria-hidden="true">
              {place}
            </span>
            <RacerAvatar userId={userId} name={entry.name} card={roster.get(userId)} />
            <span className="lane-name">{entry.name}</span>
            <span className="lane-track" aria-hidden="true">
              <span className="lane-runner" style={{ left: `${Math.min(100, entry.progress)}%` }} />
            </span>
            <span className="lane-speed">{game === 2 ? `${entry.score ?? 0} ${t('projector.points')}` : `${entry.wpm} ${t('home.wpm')}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
