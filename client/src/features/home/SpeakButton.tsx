import { useTranslation } from 'react-i18next';
import { useGameSession } from '../../games/session-store';
import { useSayAloud } from './speak';
import { SpeakerIcon } from './ChildIcons';
import './speak-button.css';

/** A speaker beside an instruction: a child who cannot read it yet can hear it. */
export function SpeakButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const say = useSayAloud();
  const muted = useGameSession((s) => s.muted);
  return (
    <button type="button" className="speak-button" onClick={() => say(text)} aria-label={t('home.child.hear', { text })} title={muted ? t('home.child.soundIsOff') : undefined}>
      <SpeakerIcon muted={muted} />
    </button>
  );
}

/** The same switch as the games' sound: off here is off there, and the other way round. */
export function SoundSwitch() {
  const { t } = useTranslation();
  const { muted, toggleMute } = useGameSession();
  return (
    <button type="button" className="button ghost sound-switch" onClick={toggleMute} aria-pressed={!muted}>
      <SpeakerIcon muted={muted} size={24} /> {t('home.child.sound')}
    </button>
  );
}
