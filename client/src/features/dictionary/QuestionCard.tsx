import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryQuestionView, DictionaryRevealView } from '@learnstar/shared';
import './dictionary.css';

/**
 * One question: the prompt by kind, four options; after the reveal, the right one is marked. Marks
 * are a symbol and words as well as a colour, so no pupil has to tell green from red.
 */
export function QuestionCard({ question, reveal, chosen, onAnswer }: { question: DictionaryQuestionView; reveal: DictionaryRevealView | null; chosen?: number; onAnswer(option: number): void }) {
  const { t } = useTranslation();
  const revealed = reveal?.index === question.index ? reveal : null;
  const options = useRef<HTMLDivElement>(null);
  // A new question brings the keyboard to its first option, unless the pupil is in another
  // control: with seconds to answer, Tab from the top of the page would take too long.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || options.current?.contains(active)) options.current?.querySelector('button')?.focus();
  }, [question.index]);
  return (
    <div className="question-card" data-testid="question">
      <p className="muted">{t('dictionary.questionOf', { n: question.index + 1, count: question.count })}</p>
      <h2 lang="zh">{t(`dictionary.kind_${question.kind}`, { word: question.word || question.phrase, hint: question.hint })}</h2>
      <div className="options" ref={options}>
        {question.options.map((option, i) => (
          <button
            key={option}
            type="button"
            lang="zh"
            className={`option${chosen === i ? ' chosen' : ''}${revealed?.answerIndex === i ? ' right' : ''}${revealed && chosen === i && revealed.answerIndex !== i ? ' wrong' : ''}`}
            disabled={chosen !== undefined || Boolean(revealed)}
            onClick={() => onAnswer(i)}
          >
            {option}
            <OptionMark right={revealed ? revealed.answerIndex === i : undefined} chosen={chosen === i} />
          </button>
        ))}
      </div>
      {chosen !== undefined && !revealed && <p className="muted">{t('dictionary.answerTaken')}</p>}
      {revealed && <p className="notice">{t('dictionary.rightAnswer', { answer: question.options[revealed.answerIndex] })}</p>}
    </div>
  );
}

/** ✓ and words on the right answer, ✗ on a wrong choice, and "your answer" before the reveal. */
function OptionMark({ right, chosen }: { right?: boolean; chosen: boolean }) {
  const { t } = useTranslation();
  if (right === undefined) return chosen ? <span className="option-mark">{t('dictionary.markChosen')}</span> : null;
  if (right) return <span className="option-mark"><span aria-hidden="true">✓ </span>{t('dictionary.markRight')}</span>;
  return chosen ? <span className="option-mark"><span aria-hidden="true">✗ </span>{t('dictionary.markWrong')}</span> : null;
}
