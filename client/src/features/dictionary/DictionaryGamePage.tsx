import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KINDS_HIDING_WORD } from '@learnstar/shared';
import { reportPaths } from '../race/report/use-race-report';
import { useSession } from '../../stores/session';
import { useRoundRunning } from '../../layout/use-round-running';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { LevelGate } from '../../common/LevelGate';
import { useRace } from '../race/use-race';
import { RaceQueueNotice } from '../race/RaceQueueNotice';
import { RaceCelebration } from '../race/RaceCelebration';
import { dictionaryStars } from '../race/stars';
import { useRaceCues, useRaceSound } from '../race/use-race-sound';
import { useRoundSeconds } from '../race/use-round-clock';
import { DictionaryLive } from './DictionaryLive';
import { WordCard } from './WordCard';

/**
 * Dictionary practice or race (?matchId=, ?code=): questions from the server, one answer each,
 * scored on arrival; level cards to start, a big countdown, each question's clock, sounds with
 * the remembered mute, and stars at the finish, as on the typing race.
 */
export function DictionaryGamePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const race = useRace();
  const [gradeCode, setGradeCode] = useState(user?.gradeCode ?? 1);
  const [level, setLevel] = useState('elementary');
  const sound = useRaceSound();
  useEffect(() => {
    const matchId = Number(params.get('matchId'));
    const code = params.get('code');
    if (matchId) void race.begin({ kind: 'match', matchId });
    else if (code) void race.begin({ kind: 'classroom', joinCode: code });
    // "My tricky characters": questions on the pupil's own due characters, their confusions among the options.
    else if (params.get('review') && user?.gradeCode) void race.begin({ kind: 'practice', game: 2, gradeCode: user.gradeCode, level: 'elementary', review: true });
    // Homework: questions on its characters, the class's confusions among the options.
    else if (Number(params.get('homework')) && user?.gradeCode) void race.begin({ kind: 'practice', game: 2, gradeCode: user.gradeCode, level: 'elementary', homework: Number(params.get('homework')) });
  }, [params, race.begin]);

  const { view, question, reveal, results, review } = race;
  const inRound = Boolean(view && !results);
  const { countdown } = useRoundSeconds(view?.startAt, undefined, race.serverNow, inRound);
  const mine = results?.find((r) => r.userId === user?.id);
  useRaceCues(sound.play, countdown, Boolean(view?.startAt) && countdown === 0, mine);
  useRoundRunning(inRound);
  return (
    <section className={inRound ? 'dictionary-page in-round' : 'dictionary-page'}>
      <h1 className={inRound ? 'sr-only' : undefined}>{t('dictionary.title')}</h1>
      {race.connection === 'reconnecting' && (
        <p className="notice" role="status">
          {t('race.reconnecting')}
        </p>
      )}
      {race.error && <p className="notice">{t(`errors.${race.error}`)}</p>}
      <RaceQueueNotice ahead={race.queueAhead} />
      {!view && !params.get('matchId') && !params.get('code') && !params.get('review') && !params.get('homework') && (
        <div className="practice-setup cards">
          <GradeLevelPicker levelCards gradeCode={gradeCode} level={level} onChange={(next) => (setGradeCode(next.gradeCode), setLevel(next.level))} />
          <LevelGate game={2} level={level}>
            <button type="button" className="button" onClick={() => void race.begin({ kind: 'practice', game: 2, gradeCode, level })}>
              {t('race.startPractice')}
            </button>
          </LevelGate>
        </div>
      )}
      {view && !results && <DictionaryLive view={view} question={question} reveal={reveal} answered={race.answered} board={race.board} me={user?.id} serverNow={race.serverNow} countdown={countdown} sound={sound} onAnswer={(index, option) => void race.answer(index, option)} />}
      {results && (
        <section data-testid="dictionary-results">
          <h2>{t('race.results')}</h2>
          {mine && !mine.submitted && <p className="notice">{t('errors.noSubmission')}</p>}
          {mine && <RaceCelebration stars={dictionaryStars(mine, review?.length ?? 0)} game={2} />}
          {mine && (
            <p>
              {t('race.place', { place: mine.place, total: results.length })} · {t('home.score')}{t('common.colon')}{mine.score} · {t('dictionary.correct', { n: mine.correctChars })}
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
