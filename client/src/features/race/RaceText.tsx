import './race.css';

/**
 * The text with the caret; typed characters marked right or wrong against the server's copy, by
 * shape as well as colour (race.css). With `above`, each Han character carries its pinyin as ruby;
 * the `.ch` span holds only the character, so its text is exactly what is typed.
 */
export function RaceText({ text, typed, lang = 'zh', above }: { text: string; typed: string; lang?: string; above?: (string | null)[] | null }) {
  const target = Array.from(text);
  const done = Array.from(typed);
  return (
    <p className={`race-text${above ? ' with-ruby' : ''}`} lang={lang} data-testid="race-text">
      {target.map((ch, i) => {
        const state = i < done.length ? (done[i] === ch ? 'right' : 'wrong') : i === done.length ? 'caret' : 'todo';
        const char = (
          <span key={i} className={`ch ${state}`} aria-current={state === 'caret' ? 'true' : undefined}>
            {ch}
          </span>
        );
        const syllable = above?.[i];
        return syllable ? (
          <ruby key={i}>
            {char}
            <rt lang="zh-Latn">{syllable}</rt>
          </ruby>
        ) : (
          char
        );
      })}
    </p>
  );
}
