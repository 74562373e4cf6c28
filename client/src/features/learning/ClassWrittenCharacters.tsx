import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, WRITE_HOMEWORK_GAME, isSuccess, type ClassTrickyCharacters } from '@learnstar/shared';
import { classesApi } from '../classes/classes-api';
import { ScrollTable } from '../../common/ScrollTable';

/** A writing homework from these characters: a week to write each from memory in Write it. */
const HOMEWORK_DAYS = 7;

/**
 * The class page: the characters the class most often misses when writing them from memory (the
 * "write" skill, apart from reading), and one button that assigns them as writing homework.
 */
export function ClassWrittenCharacters({ classId, gradeCode, written, onAssigned }: { classId: number; gradeCode: number; written: ClassTrickyCharacters['written']; onAssigned: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const assign = async () => {
    const characters = written.map((c) => c.character).filter((c) => [...c].length === 1);
    const dueAt = new Date(Date.now() + HOMEWORK_DAYS * DAY_MS).toISOString();
    const answer = await classesApi.assignHomework(classId, { game: WRITE_HOMEWORK_GAME, gradeCode, level: 'elementary', mode: 'hanzi', count: characters.length, dueAt, characters });
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
          <ScrollTable>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('learning.character')}</th>
                  <th scope="col">{t('learning.misses')}</th>
                  <th scope="col">{t('learning.pupilsMissing')}</th>
                </tr>
              </thead>
              <tbody>
                {written.map((c) => (
                  <tr key={c.character}>
                    <td>
                      <span className="tricky-char" lang="zh">
                        {c.character}
                      </span>{' '}
                      {c.pinyin}
                    </td>
                    <td>{c.wrong}</td>
                    <td>{c.pupils}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
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
