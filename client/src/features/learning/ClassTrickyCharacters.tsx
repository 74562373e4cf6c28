import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ClassTrickyCharacters as Tricky } from '@learnstar/shared';
import { classesApi } from '../classes/classes-api';
import { learningApi } from './learning-api';
import { wordsContext } from './word-lists';
import { ClassWrittenCharacters } from './ClassWrittenCharacters';
import { TrickyCharacterTable, singleCharacters, trickyHomeworkDueAt } from './TrickyCharacterTable';

const HOMEWORK_MIN_QUESTIONS = 5;
const HOMEWORK_MIN_PASSAGES = 3;

/** Dictionary: a question a character; typing: a sentence covers about two of them. */
function homeworkCount(game: 1 | 2, characters: number): number {
  return game === 2 ? Math.max(HOMEWORK_MIN_QUESTIONS, characters) : Math.max(HOMEWORK_MIN_PASSAGES, Math.ceil(characters / 2));
}

/**
 * The class page: the class's 20 most-missed characters and what they were confused with, and one
 * button that assigns them as homework (dictionary or typing practice built from these characters,
 * the class's confusions among the options; it counts as the class grade's elementary practice).
 */
export function ClassTrickyCharacters({ classId, gradeCode, onAssigned }: { classId: number; gradeCode: number; onAssigned: () => void }) {
  const { t } = useTranslation();
  const [tricky, setTricky] = useState<Tricky | null>(null);
  const [game, setGame] = useState<1 | 2>(2);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    void learningApi.classTricky(classId).then((r) => setTricky(isSuccess(r) ? (r.data ?? null) : null));
  }, [classId]);
  if (!tricky) return null;
  const words = wordsContext(tricky.characters);
  const assign = async () => {
    const characters = singleCharacters(tricky.characters);
    const count = homeworkCount(game, characters.length);
    const answer = await classesApi.assignHomework(classId, { game, gradeCode, level: 'elementary', mode: 'hanzi', count, dueAt: trickyHomeworkDueAt(), characters });
    setNotice(isSuccess(answer) ? t(`learning.homeworkAssigned_game${game}`, { count }) : t(`errors.${answer.msg ?? 'unknown'}`));
    if (isSuccess(answer)) onAssigned();
  };
  return (
    <section className="class-tricky" data-testid="class-tricky">
      <h2>{t('learning.classTricky', words)}</h2>
      {tricky.characters.length === 0 ? (
        <p className="muted">{t('learning.noClassTricky')}</p>
      ) : (
        <>
          <TrickyCharacterTable
            rows={tricky.characters}
            characterHeading={t('learning.character', words)}
            extra={{ heading: t('learning.confusedWithHeading'), cell: (c) => <td lang="zh">{c.confusedWith.join(t('common.listSeparator')) || '—'}</td> }}
          />
          <p className="tricky-homework">
            <label>
              {t('learning.homeworkGame')}{' '}
              <select name="trickyGame" value={game} onChange={(e) => setGame(Number(e.target.value) === 1 ? 1 : 2)}>
                <option value={2}>{t('family.dictionary')}</option>
                <option value={1}>{t('family.typing')}</option>
              </select>
            </label>{' '}
            <button type="button" className="button" onClick={() => void assign()}>
              {t('learning.assignTrickyHomework')}
            </button>
          </p>
        </>
      )}
      {notice && <p role="status">{notice}</p>}
      <ClassWrittenCharacters classId={classId} gradeCode={gradeCode} written={tricky.written} onAssigned={onAssigned} />
    </section>
  );
}
