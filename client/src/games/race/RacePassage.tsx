import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keepInView } from '../../common/keep-in-view';

/**
 * The passage in big characters. Typed, wrong, current and untyped characters differ in more than
 * colour: typed ones are lighter with a check underline, wrong ones struck through in bold, the
 * current one boxed and underlined. Memoised: the race ticks ten times a second, the passage
 * changes only when the pupil commits.
 */
export const RacePassage = memo(function RacePassage({ target, typed, lang }: { target: readonly string[]; typed: readonly string[]; lang: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLParagraphElement>(null);
  // Where the passage scrolls in a box of its own (a tablet on its side, race.css), the current character stays in view.
  useEffect(() => keepInView(box.current, '[aria-current]'), [typed.length]);
  return (
    <p ref={box} className="race-passage" lang={lang} data-testid="race-passage" aria-label={t('games.race.passage')}>
      {target.map((ch, i) => {
        const state = i < typed.length ? (typed[i] === ch ? 'done' : 'wrong') : i === typed.length ? 'current' : 'todo';
        return (
          <span key={i} className={`race-ch ${state}${ch === ' ' ? ' space' : ''}`} aria-current={state === 'current' ? 'true' : undefined}>
            {ch === ' ' ? '\u00a0' : ch}
          </span>
        );
      })}
    </p>
  );
});
