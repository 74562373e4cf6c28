import { useTranslation } from 'react-i18next';
import type { ClassRace } from '@learnstar/shared';
import { formatDay } from '../family/format';

/** The races the class's teacher hosted, with the class's pupils' places. */
export function ClassRaces({ races }: { races: ClassRace[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="class-races">
      <h2>{t('classes.races')}</h2>
      {races.length === 0 && <p className="muted">{t('classes.noRaces')}</p>}
      {races.map((race) => (
        <details key={race.raceId}>
          <summary>
            {formatDay(race.finishedAt, i18n.language)} · {t(race.game === 1 ? 'family.typing' : 'family.dictionary')} · {t('classes.racerCount', { count: race.racers.length })}
          </summary>
          <ol>
            {race.racers.map((r) => (
              <li key={r.userId}>
                {r.name} · {race.game === 1 ? `${r.wpm} ${t('home.wpm')} · ` : ''}
                {r.accuracy}% · {r.score}
                {r.fairPlay === 'flagged' ? ` · ${t('classes.held')}` : ''}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
