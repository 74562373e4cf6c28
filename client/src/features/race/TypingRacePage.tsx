import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { GradeLevelPicker } from '../../common/GradeLevelPicker';
import { LevelGate } from '../../common/LevelGate';
import { useImeInput } from '../../common/use-ime-input';
import { useRace, type RaceStart } from './use-race';
import { RaceText } from './RaceText';
import { pinyinAbove } from './pinyin-ruby';
import { useShowPinyin } from './use-show-pinyin';
import { RaceBoard } from './RaceBoard';
import { RaceResults } from './RaceResults';

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
  const [now, setNow] = useState(Date.now());
  const [showPinyin, setShowPinyin] = useShowPinyin();
  const { box: input, props: typingProps } = useImeInput<HTMLTextAreaElement>(
    (text) => void race.send({ kind: 'insert', text }),
    () => void race.send({ kind: 'delete', count: 1 }),
  );

  useEffect(() => {
    const matchId = Number(params.get('matchId'));
    const code = params.get('code');
    if (matchId) void race.begin({ kind: 'match', matchId });
    else if (code) void race.begin({ kind: 'classroom', joinCode: code });
  }, [params]);
  useEffect(() => {
    const timer = setInterval(() => setNow(race.serverNow()), 200);
    return () => clearInterval(timer);
  }, [race]);
  useEffect(() => {
    if (race.view?.text) input.current?.focus();
  }, [race.view?.text]);

  const start = (s: RaceStart) => void race.begin(s);
  const view = race.view;
  const countdown = view?.startAt && now < view.startAt ? Math.ceil((view.startAt - now) / 1000) : 0;
  const above = useMemo(() => (view?.text ? pinyinAbove(view.text, view.pinyin) : null), [view?.text, view?.pinyin]);
  const remaining = view?.endAt && now < view.endAt ? Math.ceil((view.endAt - now) / 1000) : 0;

  return (
    <section className="race-page">
      <h1>{t('race.title')}</h1>
      {race.error && (
        <p className="notice" role="alert">
          {t(`errors.${race.error}`)}
        </p>
      )}
      {!view && !params.get('matchId') && !params.get('code') && (
        <div className="practice-setup">
          <GradeLevelPicker gradeCode={gradeCode} level={level} onChange={(next) => (setGradeCode(next.gradeCode), setLevel(next.level))} />
          <fieldset className="mode-picker">
            <legend>{t('race.mode')}</legend>
            {(['hanzi', 'pinyin'] as const).map((m) => (
              <label key={m} className="inline">
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {t(`race.mode_${m}`)}
              </label>
            ))}
          </fieldset>
          <LevelGate game={1} level={level}>
            <button type="button" className="button" onClick={() => start({ kind: 'practice', gradeCode, level, mode })}>
              {t('race.startPractice')}
            </button>
          </LevelGate>
        </div>
      )}
      {view && !race.results && (
        <>
          {countdown > 0 && (
            <p className="countdown" data-testid="countdown">
              {t('race.startsIn', { seconds: countdown })}
            </p>
          )}
          {view.text ? (
            <>
              <p className="race-clock">{t('race.timeLeft', { seconds: remaining })}</p>
              {view.mode === 'pinyin' && <p className="notice">{t('race.pinyinHint')}</p>}
              {view.pinyin && (
                <label className="pinyin-toggle">
                  <input type="checkbox" checked={showPinyin} onChange={(e) => setShowPinyin(e.target.checked)} /> {t('race.showPinyin')}
                </label>
              )}
              <RaceText text={view.text} typed={race.typed} lang={view.mode === 'pinyin' ? 'zh-Latn' : 'zh'} above={showPinyin ? above : null} />
              {showPinyin && view.pinyin && !above && <p className="pinyin muted">{view.pinyin}</p>}
              <textarea
                {...typingProps}
                className="race-input"
                name="race-input"
                aria-label={t(view.mode === 'pinyin' ? 'race.typePinyinHere' : 'race.typeHere')}
                placeholder={t(view.mode === 'pinyin' ? 'race.typePinyinHere' : 'race.typeHere')}
              />
              {race.figures && (
                <p className="live-figures" data-testid="live-figures">
                  {race.figures.cpm} {t('race.cpm')} · {race.figures.wpm} {t('home.wpm')} · {t('race.accuracy')} {race.figures.accuracy}%
                </p>
              )}
            </>
          ) : (
            countdown === 0 && <p>{t('race.waiting')}</p>
          )}
          <RaceBoard board={race.board} me={user?.id} />
        </>
      )}
      {race.results && <RaceResults results={race.results} me={user?.id} raceId={view?.raceId} game={view?.game} />}
    </section>
  );
}
