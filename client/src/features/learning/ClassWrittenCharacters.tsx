import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_HOMEWORK_GAME, isSuccess, type ClassTrickyCharacters } from '@learnstar/shared';
import { classesApi } from '../classes/classes-api';
import { TrickyCharacterTable, singleCharacters, trickyHomeworkDueAt } from './TrickyCharacterTable';

/**
 * The class page: the characters the class most often misses when writing them from memory (the
 * "write" skill, apart from reading), and one button that assigns them as writing homework.
 */
export function ClassWrittenCharacters({ classId, gradeCode, written, onAssigned }: { classId: number; gradeCode: number; written: ClassTrickyCharacters['written']; onAssigned: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const assign = async () => {
    const characters = singleCharacters(written);
    const answer = await classesApi.assignHomework(classId, { game: WRITE_HOMEWORK_GAME, gradeCode, level: 'elementary', mode: 'hanzi', count: characters.length, dueAt: trickyHomeworkDueAt(), characters });
    setNotice(isSuccess(answer) ? t('writeMemory.writeHomeworkAssigned', { count: characters.length }) : t(`errors.${answer.msg ?? 'unknown'}`));
    if (isSuccess(answer)) onAssigned();
  };
  return (
    <section className="class-tricky" data-testid="class-written">
      <h3>{t('writeMemory.classWritten')}</h3>
      {written.length === 0 ? (
        <p className="muted">{t('writeMemory.noClassWritten')}</p>
      ) : (
        <>
          <TrickyCharacterTable rows={written} characterHeading={t('learning.character')} />
          <p className="tricky-homework">
            <button type="button" className="button" onClick={() => void assign()}>
              {t('writeMemory.assignWriteHomework')}
            </button>
          </p>
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
