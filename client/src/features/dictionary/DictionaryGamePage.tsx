import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KINDS_HIDING_WORD } from '@learnstar/shared';
import { reportPaths } from '../race/report/use-race-report';
import { useSession } from '../../stores/session';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { LevelGate } from '../../common/LevelGate';
import { useRace } from '../race/use-race';
import { RaceBoard } from '../race/RaceBoard';
import { QuestionCard } from './QuestionCard';
import { WordCard } from './WordCard';

/** Dictionary practice or race (?matchId=): questions from the server, one answer each, scored on arrival. */
export function DictionaryGamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const race = useRace();
  const [gradeCode, setGradeCode] = useState(user?.gradeCode ?? 1);
  const [level, setLevel] = useState('elementary');
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const matchId = Number(params.get('matchId'));
    const code = params.get('code');
    if (matchId) void race.begin({ kind: 'match', matchId });
    else if (code) void race.begin({ kind: 'classroom', joinCode: code });
  }, [params, race.begin]);
  useEffect(() => {
    const timer = setInterval(() => setNow(race.serverNow()), 250);
    return () => clearInterval(timer);
  }, [race]);

  const { view, question, reveal, results, review } = race;
  const countdown = view?.startAt && now < view.startAt ? Math.ceil((view.startAt - now) / 1000) : 0;
  const mine = results?.find((r) => r.userId === user?.id);
  return (
    <section className="dictionary-page">
      <h1>{t('dictionary.title')}</h1>
      {race.error && <p className="notice">{t(`errors.${race.error}`)}</p>}
      {!view && !params.get('matchId') && !params.get('code') && (
        <div className="practice-setup">
          <GradeLevelPicker gradeCode={gradeCode} level={level} onChange={(next) => (setGradeCode(next.gradeCode), setLevel(next.level))} />
          <LevelGate game={2} level={level}>
            <button type="button" className="button" onClick={() => void race.begin({ kind: 'practice', game: 2, gradeCode, level })}>
              {t('race.startPractice')}
            </button>
          </LevelGate>
        </div>
      )}
      {view && !results && (
        <>
          {countdown > 0 && <p className="countdown">{t('race.startsIn', { seconds: countdown })}</p>}
          {question && <QuestionCard question={question} reveal={reveal} chosen={race.answered[question.index]} onAnswer={(i) => void race.answer(question.index, i)} />}
          {reveal && <WordCard word={reveal.word} />}
          <RaceBoard board={race.board} me={user?.id} />
        </>
      )}
      {results && (
        <section data-testid="dictionary-results">
          <h2>{t('race.results')}</h2>
          {mine && !mine.submitted && <p className="notice">{t('errors.noSubmission')}</p>}
          {mine && (
            <p>
              {t('race.place', { place: mine.place, total: results.length })} · {t('home.score')}: {mine.score} · {t('dictionary.correct', { n: mine.correctChars })}
            </p>
          )}
          {mine && view && (
            <p>
              <Link to={reportPaths(2, view.raceId).result}>{t('report.toResult')}</Link>
            </p>
          )}
          <ol className="review">
            {(review ?? []).map((q, i) => (
              <li key={q.id}>
                <p lang="zh">
                  {t(`dictionary.kind_${q.kind}`, { word: KINDS_HIDING_WORD.includes(q.kind) ? q.phrase : q.word, hint: q.hint })} → <strong>{q.options[q.answerIndex]}</strong>
                  {mine?.answers?.[i] ? ` · ${(mine.answers[i].ms / 1000).toFixed(1)} s · ${mine.answers[i].points}` : ` · ${t('dictionary.unanswered')}`}
                </p>
                <WordCard word={q.word} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
