import type { RosterRacer } from '@learnstar/shared';
import { FramedAvatar } from '../../pointshop/AvatarFrame';
import { AVATAR_COLOURS } from '../../race/RaceBoard';

/** A racer's avatar (their picture, or their initial on a colour of their own) in the frame they wear. */
export function RacerAvatar({ userId, name, card }: { userId: number; name: string; card?: RosterRacer }) {
  return (
    <FramedAvatar frame={card?.frame ?? 'none'}>
      <span className="racer-avatar" style={{ background: AVATAR_COLOURS[userId % AVATAR_COLOURS.length] }} aria-hidden="true">
        {card?.avatar ? <img src={card.avatar} alt="" /> : Array.from(name)[0]}
      </span>
    </FramedAvatar>
  );
}
