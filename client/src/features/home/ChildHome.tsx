import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyHomework } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { REVIEW_TYPING_PATH } from '../learning/learning-api';
import { HomeworkCharacters } from '../learning/HomeworkCharacters';
import { homeworkChildKey, homeworkPath } from '../classes/homework-names';
import { useChildDay, type ChildDay } from './child-home-data';
import { SoundSwitch, SpeakButton } from './SpeakButton';
import { LearnStarGuide } from './LearnStarGuide';
import { ChildJoinClass } from './ChildJoinClass';
import { FlameIcon, StarIcon, StateIcon, StepIcon } from './ChildIcons';
import './child-home.css';

interface Step {
  key: 'review' | 'game' | 'homework' | 'race';
  to: string;
  done: boolean;
  /** A line under the step's name: what is left, or nothing. */
  note?: string;
}

const left = (list: MyHomework[]) => list.filter((h) => h.done < h.count);

function todaySteps(day: ChildDay, t: TFunction): Step[] {
  const due = day.memory?.due ?? 0;
  const homeworkLeft = left(day.homework);
  return [
    { key: 'review', to: REVIEW_TYPING_PATH, done: due === 0, note: due ? t('home.child.dueCount', { count: due }) : undefined },
    { key: 'game', to: '/gamecenter', done: day.playedGameToday },
    { key: 'homework', to: homeworkLeft[0] ? homeworkPath(homeworkLeft[0]) : '/typingmain', done: homeworkLeft.length === 0, note: day.homework.length === 0 ? t('home.child.noHomework') : undefined },
    { key: 'race', to: day.nextRace ? (day.nextRace.game === 1 ? '/typingmain' : '/dictionarymain') : '/typingmain', done: day.racedToday },
  ];
}

/** A pupil's home: today's path in pictures, the streak and the week's stars, homework; no shop. */
export function ChildHome() {
  const { t } = useTranslation();
  const name = useSession((s) => s.user?.name ?? '');
  // A class joined here can bring homework: the day is read again.
  const [version, setVersion] = useState(0);
  const day = useChildDay(version);
  // The page's heading is there while the day loads too (a slow network still reads a titled page).
  const heading = <h1 className="sr-only">{t('home.child.title')}</h1>;
  if (!day) return <div className="home child-home" aria-busy="true">{heading}</div>;
  const steps = todaySteps(day, t);
  const allDone = steps.every((s) => s.done);
  return (
    <div className="home child-home">
      {heading}
      <LearnStarGuide line={allDone ? t('home.child.guideDone', { name }) : t('home.child.guide', { name })}>
        <SoundSwitch />
      </LearnStarGuide>
      <section className="child-path-box" data-testid="today-panel" aria-labelledby="child-path-title">
        <h2 id="child-path-title">{t('home.child.pathTitle')}</h2>
        <ol className="child-path">
          {steps.map((step, i) => {
            const text = t(`home.child.step_${step.key}`);
            return (
              <li key={step.key} className={`child-step${step.done ? ' done' : ''}`} data-testid={`step-${step.key}`}>
                <Link to={step.to} className="child-step-link">
                  <span className="child-step-icon"><StepIcon name={step.key} /></span>
                  <span className="child-step-number" aria-hidden="true">{i + 1}</span>
                  <span className="child-step-text">{text}</span>
                  {step.note && <span className="child-step-note">{step.note}</span>}
                  {step.key === 'review' && day.memory && day.memory.characters.length > 0 && (
                    <span className="child-step-chars" lang="zh">
                      {day.memory.characters.slice(0, 4).map((c) => (
                        <span key={c.character} className="tricky-char">{c.character}</span>
                      ))}
                    </span>
                  )}
                  <span className="child-step-state">
                    <StateIcon done={step.done} /> {step.done ? t('home.child.done') : t('home.child.go')}
                  </span>
                </Link>
                <SpeakButton text={text} />
              </li>
            );
          })}
        </ol>
      </section>
      <ChildJoinClass onJoined={() => setVersion((v) => v + 1)} />
      <ChildRewards day={day} />
      <ChildHomework homework={day.homework} />
    </div>
  );
}

/** The streak as a flame with its number, the week as seven stars (lit on each day played). */
function ChildRewards({ day }: { day: ChildDay }) {
  const { t } = useTranslation();
  const streak = day.memory?.streakDays ?? 0;
  const stars = day.week.filter(Boolean).length;
  const streakText = streak ? t('home.child.streak', { count: streak }) : t('home.child.streakNone');
  const starsText = t('home.child.stars', { count: stars });
  return (
    <section className="child-rewards" aria-labelledby="child-rewards-title">
      <h2 id="child-rewards-title">{t('home.child.rewardsTitle')}</h2>
      <div className="child-reward" data-testid="streak">
        <span className="child-flame" role="img" aria-label={streakText}>
          <FlameIcon lit={streak > 0} />
          <b aria-hidden="true">{streak}</b>
        </span>
        <p>{streakText}</p>
        <SpeakButton text={streakText} />
      </div>
      <div className="child-reward" data-testid="week-stars">
        <ol className="child-week" role="img" aria-label={starsText}>
          {day.week.map((lit, i) => (
            <li key={i} className={lit ? 'lit' : undefined} aria-hidden="true">
              <StarIcon lit={lit} />
              <span className="child-week-day">{t(`home.child.day_${i}`)}</span>
            </li>
          ))}
        </ol>
        <p>{starsText}</p>
        <SpeakButton text={starsText} />
      </div>
    </section>
  );
}

/** Every homework of both games, each with its characters, how far along and a button to do it. */
function ChildHomework({ homework }: { homework: MyHomework[] }) {
  const { t } = useTranslation();
  const title = t('home.child.homeworkTitle');
  return (
    <section className="child-homework" data-testid="child-homework" aria-labelledby="child-homework-title">
      <div className="child-section-head">
        <StepIcon name="homework" size={40} />
        <h2 id="child-homework-title">{title}</h2>
        <SpeakButton text={title} />
      </div>
      {homework.length === 0 ? (
        <p>{t('home.child.noHomework')}</p>
      ) : (
        <ul>
          {homework.map((h) => {
            const finished = h.done >= h.count;
            return (
              <li key={h.id} className={finished ? 'done' : undefined}>
                <span className="child-homework-icon"><StepIcon name={h.game === 1 ? 'review' : 'homework'} size={48} /></span>
                <span className="child-homework-what">
                  <b>{t(homeworkChildKey(h.game))}</b>
                  <span>{t('home.child.homeworkProgress', { done: Math.min(h.done, h.count), count: h.count })}</span>
                  <HomeworkCharacters characters={h.characters} />
                </span>
                {finished ? (
                  <span className="child-homework-done"><StateIcon done /> {t('home.child.done')}</span>
                ) : (
                  <Link to={homeworkPath(h)} className="button">
                    {t('home.child.doIt')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
