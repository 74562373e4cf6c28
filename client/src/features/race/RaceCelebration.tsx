import { useTranslation } from 'react-i18next';
import type { RaceResultRow } from '@learnstar/shared';
import { MAX_STARS, starsFor } from './stars';

const CONFETTI = 24;

/** The finish: stars earned (in words too), a cheer and confetti (none when motion is reduced). */
export function RaceCelebration({ mine }: { mine: RaceResultRow }) {
  const { t } = useTranslation();
  const stars = starsFor(mine);
  return (
    <div className="celebration" data-testid="celebration">
      {stars > 0 && (
        <div className="confetti" aria-hidden="true">
          {Array.from({ length: CONFETTI }, (_, i) => (
            <span key={i} style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i % 8) * 0.15}s` }} />
          ))}
        </div>
      )}
      <p className="stars" role="img" aria-label={t('race.stars', { n: stars, max: MAX_STARS })} data-testid="stars">
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <span key={i} className={i < stars ? 'star on' : 'star'}>
            ★
          </span>
        ))}
      </p>
      <p className="cheer-big">{t(`race.celebrate_${stars}`)}</p>
      <p className="muted">{t('race.starsHow')}</p>
    </div>
  );
}
