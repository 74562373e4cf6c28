import { useTranslation } from 'react-i18next';

/** The race's sound switch; the choice is the game centre's remembered mute. */
export function SoundToggle({ muted, toggleMute }: { muted: boolean; toggleMute(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button ghost" onClick={toggleMute} aria-pressed={muted}>
      {muted ? t('games.soundOff') : t('games.soundOn')}
    </button>
  );
}
