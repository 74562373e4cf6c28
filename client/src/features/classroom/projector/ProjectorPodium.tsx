import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { improvements, type RaceResultRow, type RosterRacer } from '@learnstar/shared';
import { RacerAvatar } from './RacerAvatar';
import '../../race/race.css';

const CONFETTI = 40;
/** Second, first, third: the winner stands in the middle, highest. */
const PODIUM_ORDER = [1, 0, 2];

/**
 * The end on the big screen: the top three on a podium with confetti (none under reduced motion),
 * then everyone's result with what each gained on their previous race and who improved most.
 */
export function ProjectorPodium({ results, roster, game }: { results: RaceResultRow[]; roster: Map<number, RosterRacer>; game: number }) {
  const { t } = useTranslation();
  const [everyone, setEveryone] = useState(false);
  const { gains, mostImproved } = useMemo(() => improvements(game, results, new Map([...roster].map(([id, r]) => [id, r.previous]))), [game, results, roster]);
  const figure = (r: RaceResultRow) => (game === 2 ? `${r.score} ${t('projector.points')}` : `${r.wpm} ${t('home.wpm')}`);
  const top = PODIUM_ORDER.map((i) => results[i]).filter(Boolean);
  return (
    <div className="projector-end">
      {!everyone ? (
        <section className="podium" data-testid="podium" aria-labelledby="podium-title">
          <div className="confetti" aria-hidden="true">
            {Array.from({ length: CONFETTI }, (_, i) => (
              <span key={i} style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i % 10) * 0.2}s` }} />
            ))}
          </div>
          <h2 id="podium-title">{t('projector.podium')}</h2>
          <ol className="podium-steps">
            {top.map((r) => (
              <li key={r.userId} className={`step step-${r.place}`} value={r.place}>
                <RacerAvatar userId={r.userId} name={r.name} card={roster.get(r.userId)} />
                <span className="podium-name">{r.name}</span>
                <span className="podium-figure">{figure(r)}</span>
                <span className="podium-block">{t('projector.place', { place: r.place })}</span>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setEveryone(true)}>
            {t('projector.showEveryone')}
          </button>
        </section>
      ) : (
        <section className="everyone" data-testid="everyone" aria-labelledby="everyone-title">
          <h2 id="everyone-title">{t('projector.everyone')}</h2>
          <ol className="everyone-list">
            {results.map((r) => {
              const gain = gains.get(r.userId);
              return (
                <li key={r.userId} className={mostImproved.includes(r.userId) ? 'improved' : ''} data-testid="everyone-row">
                  <span className="lane-place">{r.place}</span>
                  <RacerAvatar userId={r.userId} name={r.name} card={roster.get(r.userId)} />
                  <span className="everyone-name">{r.name}</span>
                  <span>{figure(r)}</span>
                  {gain !== undefined && gain > 0 && <span className="gain">{t(`projector.gain_${game === 2 ? 2 : 1}`, { gain })}</span>}
                  {mostImproved.includes(r.userId) && (
                    <span className="tag most-improved" data-testid="most-improved">
                      <span aria-hidden="true">🚀 </span>
                      {t('projector.mostImproved')}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <button type="button" className="button ghost" onClick={() => setEveryone(false)}>
            {t('projector.showPodium')}
          </button>
        </section>
      )}
    </div>
  );
}
