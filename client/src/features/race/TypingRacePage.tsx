import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useRoundRunning } from '../../layout/use-round-running';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { LevelGate } from '../../common/LevelGate';
import { PictureChoice } from '../../common/PictureChoice';
import { useImeInput } from '../../common/use-ime-input';
import { RaceQueueNotice } from './RaceQueueNotice';
import { useRace, type RaceStart } from './use-race';
import { RaceLive } from './RaceLive';
import { useRaceCues, useRaceSound } from './use-race-sound';
import { RaceResults } from './RaceResults';
import { ReviewStart } from './ReviewStart';
import { useRoundSeconds } from './use-round-clock';

const MODES = ['hanzi', 'pinyin'] as const;
/** What each mode asks for, drawn large on its card. */
const MODE_PICTURES = { hanzi: '字', pinyin: 'abc' };

/**
 * The typing race: practice (grade and level), a scheduled match (?matchId=) or a classroom
 * (?code=). IME-aware: a composition is sent whole when it ends; keys pressed while composing
 * are ignored; paste is refused. The server judges everything and answers with its copy.
 */
export function TypingRacePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const race = useRace();
  const [gradeCode, setGradeCode] = useState(user?.gradeCode ?? 1);
  const [level, setLevel] = useState<string>('elementary');
  const [mode, setMode] = useState<'hanzi' | 'pinyin'>('hanzi');
  const sound = useRaceSound();
  const { box: input, props: typingProps } = useImeInput<HTMLTextAreaElement>(
    (text) => void race.send({ kind: 'insert', text }),
    () => void race.send({ kind: 'delete', count: 1 }),
  );

  useEffect(() => {
    const matchId = Number(params.get('matchId'));
    const code = params.get('code');
    if (matchId) void race.begin({ kind: 'match', matchId });
    else if (code) void race.begin({ kind: 'classroom', joinCode: code });
    // Homework: the server takes its characters, grade code, level and mode from the homework.
    else if (Number(params.get('homework')) && user?.gradeCode) void race.begin({ kind: 'practice', gradeCode: user.gradeCode, level: 'elementary', homework: Number(params.get('homework')) });
  }, [params]);
  useEffect(() => {
    if (race.view?.text) input.current?.focus();
  }, [race.view?.text]);

  const start = (s: RaceStart) => void race.begin(s);
  const view = race.view;
  const inRound = Boolean(view && !race.results);
  const { countdown, remaining } = useRoundSeconds(view?.startAt, view?.endAt, race.serverNow, inRound);
  useRaceCues(sound.play, countdown, Boolean(view?.text), race.results?.find((r) => r.userId === user?.id));
  const reviewGrade = params.get('review') ? user?.gradeCode : null;
  useRoundRunning(inRound);

  return (
    <section className={inRound ? 'race-page in-round' : 'race-page'}>
      <h1 className={inRound ? 'sr-only' : undefined}>{t('race.title')}</h1>
      {race.connection === 'reconnecting' && (
        <p className="notice" role="status">
          {t('race.reconnecting')}
        </p>
      )}
      {race.error && (
        <p className="notice" role="alert">
          {t(`errors.${race.error}`)}
        </p>
      )}
      <RaceQueueNotice ahead={race.queueAhead} />
      {!view && !params.get('matchId') && !params.get('code') && !params.get('review') && !params.get('homework') && (
        <div className="practice-setup cards">
          <GradeLevelPicker levelCards gradeCode={gradeCode} level={level} onChange={(next) => (setGradeCode(next.gradeCode), setLevel(next.level))} />
          <PictureChoice<(typeof MODES)[number]> name="mode" legend={t('race.mode')} options={MODES.map((m) => ({ value: m, picture: MODE_PICTURES[m], label: t(`race.mode_${m}`) }))} value={mode} onChange={setMode} />
          <LevelGate game={1} level={level}>
            <button type="button" className="button" onClick={() => start({ kind: 'practice', gradeCode, level, mode })}>
              {t('race.startPractice')}
            </button>
          </LevelGate>
        </div>
      )}
      {/* "My tricky characters" (home page, account centre): the pupil's own due characters, letters or characters. */}
      {!view && reviewGrade && <ReviewStart onStart={(m) => start({ kind: 'practice', gradeCode: reviewGrade, level: 'elementary', mode: m, review: true })} />}
      {view && !race.results && <RaceLive view={view} typed={race.typed} board={race.board} figures={race.figures} me={user?.id} countdown={countdown} remaining={remaining} typingProps={typingProps} muted={sound.muted} toggleMute={sound.toggleMute} />}
      {race.results && <RaceResults results={race.results} me={user?.id} raceId={view?.raceId} game={view?.game} />}
    </section>
  );
}
