import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterStrokes } from '@learnstar/shared';

/** Choices offered for each stroke: the right one and up to two other strokes of the character. */
const CHOICES = 3;
const TOP = 900;

/** The next stroke and two others, in an order that changes from stroke to stroke (no fixed answer place). */
function choicesFor(total: number, next: number): number[] {
  const others = Array.from({ length: total }, (_, i) => i).filter((i) => i !== next);
  const picked = [others[(next * 7 + 1) % Math.max(1, others.length)], others[(next * 3 + 2) % Math.max(1, others.length)]].filter((i, k, all) => i !== undefined && all.indexOf(i) === k);
  const choices = [next, ...picked].slice(0, CHOICES);
  const turn = next % choices.length;
  return [...choices.slice(turn), ...choices.slice(0, turn)];
}

/**
 * The stroke order by keyboard (or any pointer): "which stroke comes next?" among drawn choices,
 * each a button showing the strokes found so far in grey and one candidate in colour. What happens
 * is said in the live region, so it works with a screen reader and without drawing.
 */
export function StrokeQuiz({ strokes }: { strokes: CharacterStrokes }) {
  const { t } = useTranslation();
  const total = strokes.strokes.length;
  const [found, setFound] = useState(0);
  const [said, setSaid] = useState(t('games.write.quizAsk', { done: 0, total }));
  const choose = (stroke: number) => {
    if (stroke !== found) return setSaid(t('games.write.quizWrong'));
    const done = found + 1;
    setFound(done);
    setSaid(done === total ? t('games.write.quizDone', { total }) : `${t('games.write.quizRight', { done, total })} ${t('games.write.quizAsk', { done, total })}`);
  };
  return (
    <section className="stroke-quiz" data-testid="stroke-quiz" aria-label={t('games.write.quizTitle')}>
      <p role="status" aria-live="polite" data-testid="stroke-quiz-status">
        {said}
      </p>
      {found < total && (
        <div className="stroke-quiz-choices">
          {choicesFor(total, found).map((stroke, n) => (
            <button key={`${found}-${stroke}`} type="button" className="stroke-quiz-choice" aria-label={t('games.write.quizChoice', { n: n + 1 })} onClick={() => choose(stroke)}>
              <svg viewBox="0 0 1024 1024" aria-hidden="true">
                <g transform={`translate(0 ${TOP}) scale(1 -1)`}>
                  {strokes.strokes.slice(0, found).map((d, i) => (
                    <path key={i} d={d} className="write-outline" />
                  ))}
                  <path d={strokes.strokes[stroke]} className="write-filled" />
                </g>
              </svg>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
