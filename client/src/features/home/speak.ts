import { useTranslation } from 'react-i18next';
import { useGameSession } from '../../games/session-store';

/** The voices a page in each language reads with: Singapore hears British English and Mandarin. */
const VOICE_LANGS: Record<string, readonly string[]> = { zh: ['zh-CN', 'zh-SG', 'cmn-CN', 'zh'], en: ['en-GB', 'en-SG', 'en'] };

function voiceFor(locale: string): { lang: string; voice: SpeechSynthesisVoice | null } {
  const wanted = VOICE_LANGS[locale] ?? VOICE_LANGS.en!;
  const voices = speechSynthesis.getVoices?.() ?? [];
  for (const lang of wanted) {
    const voice = voices.find((v) => v.lang.replace('_', '-').toLowerCase().startsWith(lang.toLowerCase()));
    if (voice) return { lang: voice.lang, voice };
  }
  return { lang: wanted[0]!, voice: null };
}

/** Reads `text` aloud in the page's language (or `language`, for Chinese on an English page), unless the games' sound switch is off. */
export function useSayAloud(language?: 'zh' | 'en'): (text: string) => void {
  const { i18n } = useTranslation();
  const muted = useGameSession((s) => s.muted);
  return (text: string) => {
    if (muted || typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
    const { lang, voice } = voiceFor(language ?? i18n.language);
    speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    if (voice) utterance.voice = voice;
    utterance.rate = 0.9;
    speechSynthesis.speak(utterance);
  };
}
