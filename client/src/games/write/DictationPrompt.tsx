import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteItem } from '@learnstar/shared';
import { useSayAloud } from '../../features/home/speak';
import { SpeakerIcon } from '../../features/home/ChildIcons';
import { useGameSession } from '../session-store';

/**
 * A 听写 round's prompt: the character is said aloud in Mandarin as a teacher says it, with a word
 * it is in (many characters share a sound), and again on a tap; its pinyin and meaning are always
 * shown, for a browser without a Chinese voice, a muted tablet or a child who cannot hear it.
 */
export function DictationPrompt({ item }: { item: WriteItem }) {
  const { t } = useTranslation();
  const say = useSayAloud('zh');
  const muted = useGameSession((s) => s.muted);
  const spoken = item.example && item.example !== item.word ? `${item.word}，${item.example}的${item.word}` : item.word;
  // Said once as each character comes; the round was started by a tap, so the browser lets it speak.
  useEffect(() => say(spoken), [spoken]);
  return (
    <div className="write-dictation" data-testid="write-dictation">
      <button type="button" className="button ghost write-hear" onClick={() => say(spoken)} title={muted ? t('home.child.soundIsOff') : undefined}>
        <SpeakerIcon muted={muted} size={28} /> {t('games.write.hearAgain')}
      </button>
      <p className="write-dictation-clue">
        <span className="write-learned-pinyin">{item.pinyin}</span> <span>{t('games.meaning')}: {item.meaning}</span>
      </p>
    </div>
  );
}
