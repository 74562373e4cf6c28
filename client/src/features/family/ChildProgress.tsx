import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccess, type ChildProgress as Progress, type ProgressRace } from '@learnstar/shared';
import { familyApi } from './family-api';
import { formatDay } from './format';
import { ChildTrends } from './ChildTrends';
import { HomeworkDone } from '../classes/HomeworkDone';
import { homeworkGameKey } from '../classes/homework-names';
import { ChildCharacters } from '../learning/ChildCharacters';
import { HomeworkCharacters } from '../learning/HomeworkCharacters';
import { ScrollTable } from '../../common/ScrollTable';
import { resultMeasures } from '../race/measures';
import { matchTitle } from '../matches/match-title';

/** One child's progress: points and places, a speed/accuracy chart, then the recent lists and homework. */
export function ChildProgress({ childId }: { childId: number }) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    let live = true;
    void familyApi.progress(childId).then((answer) => live && setProgress(isSuccess(answer) ? (answer.data ?? null) : null));
    return () => {
      live = false;
    };
  }, [childId]);
  if (!progress || progress.pupil.id !== childId) return null;
  const day = (iso: string) => formatDay(iso, i18n.language);
  const place = (n: number | null) => (n === null ? t('family.unranked') : `#${n}`);
  return (
    <article className="child-progress" data-testid="child-progress">
      <h2>
        {progress.pupil.name}
        {progress.pupil.gradeCode !== null && ` · ${t(`grade.${progress.pupil.gradeCode}`)}`}
      </h2>
      <dl className="child-figures">
        <dt>{t('family.points')}</dt>
        <dd>{progress.points.balance}</dd>
        <dt>{t('family.pointsWeek')}</dt>
        <dd>{progress.points.thisWeek}</dd>
        <dt>{t('family.rankWeek')}</dt>
        <dd>{place(progress.rank.weekly)}</dd>
        <dt>{t('family.rankAll')}</dt>
        <dd>{place(progress.rank.allTime)}</dd>
      </dl>
      <ChildTrends childId={childId} name={progress.pupil.name} />
      <ChildCharacters childId={childId} />
      <RaceList title={t('family.typing')} races={progress.races} day={day} />
      <RaceList title={t('family.dictionary')} races={progress.dictionary} day={day} />
      <h3>{t('family.games')}</h3>
      {progress.games.length === 0 ? <p className="muted">{t('family.none')}</p> : (
        <ul>
          {progress.games.map((g) => (
            <li key={g.id}>
              {day(g.at)} · {t(`games.${g.game}.title`)} · {g.correct}/{g.answered} · {t('family.score', { score: g.score })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('family.redemptions')}</h3>
      {progress.redemptions.length === 0 ? <p className="muted">{t('family.none')}</p> : (
        <ul>
          {progress.redemptions.map((r) => (
            <li key={r.id}>
              {day(r.at)} · {i18n.language === 'zh' ? r.nameZh : r.nameEn} · {r.points} · {t(`account.redemption_${r.status}`)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('family.matches')}</h3>
      {progress.matches.length === 0 ? <p className="muted">{t('family.none')}</p> : (
        <ul>
          {progress.matches.map((m) => (
            <li key={m.id}>
              {day(m.startTime)} · {matchTitle(m, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('classes.homework')}</h3>
      {progress.homework.length === 0 ? <p className="muted">{t('family.none')}</p> : (
        <ul data-testid="child-homework">
          {progress.homework.map((h) => (
            <li key={h.id}>
              {h.className} · {t(homeworkGameKey(h.game))} · {t(`matches.level_${h.level}`)} · {t('classes.dueOn', { time: day(h.dueAt) })} ·{' '}
              <HomeworkDone homework={h} progress={h} /> <HomeworkCharacters characters={h.characters} />
            </li>
          ))}
        </ul>
      )}
      {progress.classes.length > 0 && (
        <p>
          {t('family.classes')}: {progress.classes.map((c) => `${c.name} (${c.teacherName})`).join(', ')}
        </p>
      )}
    </article>
  );
}

function RaceList({ title, races, day }: { title: string; races: ProgressRace[]; day(iso: string): string }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{title}</h3>
      {races.length === 0 ? <p className="muted">{t('family.none')}</p> : (
        <ScrollTable><table className="progress-races">
          <tbody>
            {races.map((r) => (
              <tr key={r.raceId}>
                <td>{day(r.at)}</td>
                <td>{r.classroom ? t('family.classroomRace') : t('family.race')}</td>
                <td>{r.place === null ? '' : `#${r.place}`}</td>
                {resultMeasures(t, r).map((measure, i) => (
                  <td key={i}>{measure}</td>
                ))}
                <td>{r.fairPlay === 'flagged' ? t('classes.held') : r.score}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollTable>
      )}
    </>
  );
}
