/** The text with the caret; typed characters coloured right or wrong against the server's copy. */
export function RaceText({ text, typed, lang = 'zh' }: { text: string; typed: string; lang?: string }) {
  const target = Array.from(text);
  const done = Array.from(typed);
  return (
    <p className="race-text" lang={lang} data-testid="race-text">
      {target.map((ch, i) => {
        const state = i < done.length ? (done[i] === ch ? 'right' : 'wrong') : i === done.length ? 'caret' : 'todo';
        return (
          <span key={i} className={`ch ${state}`}>
            {ch}
          </span>
        );
      })}
    </p>
  );
}
