import { useTranslation } from 'react-i18next';
import './learning.css';

/** The characters a homework practises, big enough for a child to read at a glance. */
export function HomeworkCharacters({ characters }: { characters: readonly string[] }) {
  const { t } = useTranslation();
  if (characters.length === 0) return null;
  return (
    <span className="homework-characters" data-testid="homework-characters">
      {t('classes.homeworkCharacters')}{' '}
      <span className="tricky-char" lang="zh">
        {characters.join(' ')}
      </span>
    </span>
  );
}
