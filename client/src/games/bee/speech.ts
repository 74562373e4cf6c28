import { useEffect, useState } from 'react';

const isChinese = (voice: SpeechSynthesisVoice) => /^zh|^cmn/i.test(voice.lang);

/** A Chinese voice of the browser's speech synthesis, or null when it has none (then prompts fall back to pinyin). */
export function useChineseVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    // Voices often arrive after the page loads, announced by voiceschanged.
    const choose = () => setVoice(speechSynthesis.getVoices().find(isChinese) ?? null);
    choose();
    speechSynthesis.addEventListener('voiceschanged', choose);
    return () => {
      speechSynthesis.removeEventListener('voiceschanged', choose);
      speechSynthesis.cancel();
    };
  }, []);
  return voice;
}

export function speak(text: string, voice: SpeechSynthesisVoice): void {
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = 0.8;
  speechSynthesis.speak(utterance);
}
