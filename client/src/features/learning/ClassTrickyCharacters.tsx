import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS, isSuccess, type ClassTrickyCharacters as Tricky } from '@learnstar/shared';
import { classesApi } from '../classes/classes-api';
import { learningApi } from './learning-api';

/** A homework from the class's tricky characters: a week of dictionary practice at the class's grade. */
const HOMEWORK_DAYS = 7;
const HOMEWORK_MIN_QUESTIONS = 5;

/**
 * The class page: the class's 20 most-missed characters and what they were confused with, and one
 * button that assigns the homework to practise them (each pupil's "My tricky characters" practice
 * brings back their own missed characters; it counts as the class grade's elementary practice).
 */
export function ClassTrickyCharacters({ classId, gradeCode, onAssigned }: { classId: number; gradeCode: number; onAssigned: () => void }) {
  const { t } = useTranslation();
  const [tricky, setTricky] = useState<Tricky | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    void learningApi.classTricky(classId).then((r) => setTricky(isSuccess(r) ? (r.data ?? null) : null));
  }, [classId]);
  if (!tricky) return null;
  const assign = async () => {
    const count = Math.max(HOMEWORK_MIN_QUESTIONS, tricky.characters.length);
    const answer = await classesApi.assignHomework(classId, { game: 2, gradeCode, level: 'elementary', mode: 'hanzi', count, dueAt: new Date(Date.now() + HOMEWORK_DAYS * DAY_MS).toISOString() });
    setNotice(isSuccess(answer) ? t('learning.homeworkAssigned', { count }) : t(`errors.${answer.msg ?? 'unknown'}`));
    if (isSuccess(answer)) onAssigned();
  };
  return (
    <section className="class-tricky" data-testid="class-tricky">
      <h2>{t('learning.classTricky')}</h2>
      {tricky.characters.length === 0 ? (
        <p className="muted">{t('learning.noClassTricky')}</p>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('learning.character')}</th>
                <th scope="col">{t('learning.misses')}</th>
                <th scope="col">{t('learning.pupilsMissing')}</th>
                <th scope="col">{t('learning.confusedWithHeading')}</th>
              </tr>
            </thead>
            <tbody>
              {tricky.characters.map((c) => (
                <tr key={c.character}>
                  <td>
                    <span className="tricky-char" lang="zh">
                      {c.character}
                    </span>{' '}
                    {c.pinyin}
                  </td>
                  <td>{c.wrong}</td>
                  <td>{c.pupils}</td>
                  <td lang="zh">{c.confusedWith.join(t('common.listSeparator')) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="button" onClick={() => void assign()}>
            {t('learning.assignTrickyHomework')}
          </button>
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
