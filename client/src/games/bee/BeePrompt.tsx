import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameBridge, SceneEvents } from '../bridge';
import { speak, useChineseVoice } from './speech';

type Prompt = NonNullable<SceneEvents['prompt']>;

/** Longer prompts (English glosses) get a smaller size so they fit the box's two lines. */
const LONG_PROMPT_CHARS = 18;

/**
 * What to show for a prompt. The bank has English glosses only, and Singapore pupils read English
 * at school, so a meaning prompt shows the English gloss in both languages (labelled as English in
 * zh). It never adds the pinyin: a meaning prompt's wrong flowers may sound the same, so pinyin
 * would not narrow it to one. An audio prompt's text is the word itself: it is spoken, never shown;
 * without a Chinese voice its pinyin is shown instead (audio prompts have no same-sounding flowers).
 */
function shown(prompt: Prompt, canSpeak: boolean): { label: string; text: string | null; lang: string } {
  if (prompt.kind === 'audio') return canSpeak ? { label: 'audio', text: null, lang: 'zh-Hans' } : { label: 'pinyin', text: prompt.pinyin, lang: 'zh-Latn-pinyin' };
  if (prompt.kind === 'meaning') return { label: 'meaning', text: prompt.text, lang: 'en' };
  return { label: prompt.kind, text: prompt.text, lang: prompt.kind === 'clue' ? 'zh-Hans' : 'zh-Latn-pinyin' };
}

/** Above the meadow: the current prompt, big, with "hear it" when the browser can speak Chinese. */
export function BeePrompt({ bridge }: { bridge: GameBridge }) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<SceneEvents['prompt']>(null);
  const voice = useChineseVoice();
  useEffect(() => bridge.on('prompt', setPrompt), [bridge]);
  const spoken = prompt?.kind === 'audio' && voice !== null;
  useEffect(() => {
    if (prompt && spoken) speak(prompt.text, voice);
  }, [prompt, spoken, voice]);

  if (!prompt) return <div className="bee-prompt empty" aria-hidden="true" />;
  const { label, text, lang } = shown(prompt, voice !== null);
  return (
    <div className="bee-prompt" role="status" data-testid="bee-prompt">
      <span className="bee-prompt-label">{t(`games.bee.prompt_${label}`)}</span>
      {text !== null && (
        <strong className={`bee-prompt-text${text.length > LONG_PROMPT_CHARS ? ' long' : ''}`} lang={lang}>
          {text}
        </strong>
      )}
      {spoken && (
        <button type="button" className="button" onClick={() => speak(prompt.text, voice)}>
          {t('games.bee.hearIt')}
        </button>
      )}
    </div>
  );
}
