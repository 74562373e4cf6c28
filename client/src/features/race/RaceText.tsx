import './race.css';

/**
 * The text with the caret; typed characters marked right or wrong against the server's copy, by
 * shape as well as colour (race.css). With `above`, each Han character carries its pinyin as ruby;
 * the `.ch` span holds only the character, so its text is exactly what is typed.
 */
export function RaceText({ text, typed, lang = 'zh', above }: { text: string; typed: string; lang?: string; above?: (string | null)[] | null }) {
  const target = Array.from(text);
  const done = Array.from(typed);
  const cells = target.map((ch, i) => {
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
  });
  return (
    <p className={`race-text${above ? ' with-ruby' : ''}`} lang={lang} data-testid="race-text">
      {keptTogether(target).map((group) => (group.length === 1 ? cells[group[0]] : <span key={group[0]} className="keep">{group.map((i) => cells[i])}</span>))}
    </p>
  );
}

/** Closing punctuation never starts a line, as in printed Chinese: it is kept with the character before it. */
const CLOSING = /[，。！？、；：”’）》」』…,.!?;:)]/u;

function keptTogether(chars: string[]): number[][] {
  const groups: number[][] = [];
  chars.forEach((ch, i) => (i > 0 && CLOSING.test(ch) ? groups[groups.length - 1].push(i) : groups.push([i])));
  return groups;
}
