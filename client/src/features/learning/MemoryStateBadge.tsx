import { useTranslation } from 'react-i18next';
import type { MemoryState } from '@learnstar/shared';
import { STATE_ICONS } from './learning-api';

/** A character's state in words and an icon (the colour only repeats them). */
export function MemoryStateBadge({ state }: { state: MemoryState }) {
  const { t } = useTranslation();
  return (
    <span className={`memory-state memory-${state}`}>
      <span aria-hidden="true">{STATE_ICONS[state]}</span> {t(`learning.state_${state}`)}
    </span>
  );
}

/** How the character is written by hand (Write it): a skill of its own, with the pen as its icon. */
export function WriteStateBadge({ state }: { state: MemoryState }) {
  const { t } = useTranslation();
  return (
    <span className={`memory-state memory-write memory-${state}`} data-testid="write-state">
      <span aria-hidden="true">✍</span> {t(`writeMemory.badge_${state}`)}
    </span>
  );
}
