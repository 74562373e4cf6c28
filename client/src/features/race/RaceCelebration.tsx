import { useTranslation } from 'react-i18next';
import { MAX_STARS } from './stars';

const CONFETTI = 24;

/**
 * The finish: stars earned (in words too), a cheer and confetti (none when motion is reduced).
 * A typing race (game 1) cheers typing; a dictionary race (game 2) cheers right answers.
 */
export function RaceCelebration({ stars, game = 1 }: { stars: number; game?: number }) {
  const { t } = useTranslation();
  const texts = game === 2 ? 'dictionary' : 'race';
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
      <p className="cheer-big">{t(`${texts}.celebrate_${stars}`)}</p>
      <p className="muted">{t(`${texts}.starsHow`)}</p>
    </div>
  );
}
