import { useTranslation } from 'react-i18next';
import { useGameSession } from './session-store';

/** Under the play field: the word just answered, with tone-marked pinyin and its meaning, so the game teaches. */
export function AnswerFeedback() {
  const { t } = useTranslation();
  const feedback = useGameSession((s) => s.feedback);
  if (!feedback) return <div className="answer-feedback empty" aria-hidden="true" />;
  return (
    <div className={`answer-feedback ${feedback.correct ? 'right' : 'wrong'}`} role="status" data-testid="answer-feedback">
      <span className="feedback-mark">{feedback.correct ? t('games.right') : t('games.notQuite')}</span>
      <span className="feedback-word" lang="zh-Hans">
        {feedback.word}
      </span>
      <span className="feedback-pinyin">{feedback.pinyin}</span>
      <span className="feedback-meaning">
        {t('games.meaning')}: {feedback.meaning}
      </span>
    </div>
  );
}
