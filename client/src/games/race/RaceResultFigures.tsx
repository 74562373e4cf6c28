import { useTranslation } from 'react-i18next';
import type { RaceFigures } from '@learnstar/shared';

/** A race's figures as the server scored them: speed, accuracy, and whether the tortoise beat the hare. */
export function RaceResultFigures({ race }: { race: RaceFigures }) {
  const { t } = useTranslation();
  const figures: [string, string, string][] = [
    ['resultCpm', String(race.cpm), 'result-cpm'],
    ['resultWpm', String(race.wpm), 'result-wpm'],
    ['resultAccuracy', `${race.accuracy}%`, 'result-accuracy'],
  ];
  return (
    <div className="race-result" data-testid="race-result">
      <p className={`race-verdict ${race.beatHare ? 'won' : 'lost'}`}>
        <strong>{t(race.beatHare ? 'games.race.beatHare' : 'games.race.lostToHare')}</strong>{' '}
        {race.finishMs !== null ? t('games.race.yourTime', { seconds: (race.finishMs / 1000).toFixed(1), hare: (race.hareFinishMs / 1000).toFixed(1) }) : t('games.race.notFinished')}
      </p>
      <div className="result-figures">
        {figures.map(([label, value, testId]) => (
          <div key={label}>
            <span>{t(`games.race.${label}`)}</span>
            <strong data-testid={testId}>{value}</strong>
          </div>
        ))}
      </div>
    </div>
  );
}
