import { useEffect, useRef } from 'react';
import { keepInView } from '../../common/keep-in-view';
import './race.css';

/**
 * The text with the caret; typed characters marked right or wrong against the server's copy, by
 * shape as well as colour (race.css). With `above`, each Han character carries its pinyin as ruby;
 * the `.ch` span holds only the character, so its text is exactly what is typed. A space to type
 * wears a visible mark and punctuation a marker (race.css), so every key counted is one a child sees.
 */
export function RaceText({ text, typed, lang = 'zh', above }: { text: string; typed: string; lang?: string; above?: (string | null)[] | null }) {
  const target = Array.from(text);
  const done = Array.from(typed);
  const box = useRef<HTMLParagraphElement>(null);
  // A long text in a round scrolls in its box (race.css): the caret's line stays in view.
  useEffect(() => keepInView(box.current, '.caret'), [done.length, text]);
  useEffect(() => keepAboveKeyboard(box.current), []);
  const cells = target.map((ch, i) => {
    const state = i < done.length ? (done[i] === ch ? 'right' : 'wrong') : i === done.length ? 'caret' : 'todo';
    const char = (
      <span key={i} className={`ch ${state}${markOf(ch)}`} aria-current={state === 'caret' ? 'true' : undefined}>
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
    <p ref={box} className={`race-text${above ? ' with-ruby' : ''}`} lang={lang} data-testid="race-text">
      {keptTogether(target).map((group) => (group.length === 1 ? cells[group[0]] : <span key={group[0]} className="keep">{group.map((i) => cells[i])}</span>))}
    </p>
  );
}

/**
 * A tablet's or phone's on-screen keyboard shrinks the visual viewport, not the layout one, and
 * can cover the text being typed: while a box to type in has the focus, each resize of the visual
 * viewport (the keyboard opening, a rotation) brings the text to the top of what is still seen.
 */
function keepAboveKeyboard(box: HTMLElement | null): (() => void) | undefined {
  const viewport = window.visualViewport;
  if (!box || !viewport) return undefined;
  const onResize = () => {
    if (!(document.activeElement instanceof HTMLTextAreaElement || document.activeElement instanceof HTMLInputElement)) return;
    const top = box.getBoundingClientRect().top;
    if (top < 0 || top > viewport.height / 3) box.scrollIntoView({ block: 'start' });
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}

const PUNCTUATION = /\p{P}/u;

/** The extra class of a character a child could miss: a space (drawn as a mark) or punctuation (highlighted). */
function markOf(ch: string): string {
  return ch === ' ' ? ' space' : PUNCTUATION.test(ch) ? ' punct' : '';
}

/** Closing punctuation never starts a line, as in printed Chinese: it is kept with the character before it. */
const CLOSING = /[，。！？、；：”’）》」』…,.!?;:)]/u;

function keptTogether(chars: string[]): number[][] {
  const groups: number[][] = [];
  chars.forEach((ch, i) => (i > 0 && CLOSING.test(ch) ? groups[groups.length - 1].push(i) : groups.push([i])));
  return groups;
}
