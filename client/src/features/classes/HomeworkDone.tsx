import { useTranslation } from 'react-i18next';
import type { Homework, HomeworkProgress } from '@learnstar/shared';

/** "3 of 5 passages typed · accuracy 92% · 31 WPM": how far a pupil is with a homework and how well. */
export function HomeworkDone({ homework, progress }: { homework: Pick<Homework, 'game' | 'count'>; progress: Pick<HomeworkProgress, 'done' | 'accuracy' | 'wpm'> }) {
  const { t } = useTranslation();
  return (
    <span data-testid="homework-done">
      <strong>{t(`classes.homeworkDone_${homework.game}`, { done: progress.done, count: homework.count })}</strong>
      {progress.accuracy !== null && ` · ${t('classes.accuracyIs', { value: progress.accuracy })}`}
      {progress.wpm !== null && ` · ${t('classes.speedIs', { value: progress.wpm })}`}
    </span>
  );
}
