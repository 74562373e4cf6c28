import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RaceResultFigures } from './race/RaceResultFigures';
import { useGameSession } from './session-store';

/** After a game: the server's score and points, the daily cap, and the words to practise. */
export function GameResults({ onAgain }: { onAgain(): void }) {
  const { t } = useTranslation();
  const result = useGameSession((s) => s.result);
  if (!result) return null;
  return (
    <section className="game-results" aria-labelledby="game-results-title" data-testid="game-results">
      <h2 id="game-results-title">{t('games.resultsTitle')}</h2>
      <div className="result-figures">
        <div>
          <span>{t('games.score')}</span>
          <strong data-testid="result-score">{result.score}</strong>
        </div>
        <div>
          <span>{t('games.rightAnswers')}</span>
          <strong>{t('games.rightOf', { correct: result.correct, answered: result.answered })}</strong>
        </div>
        <div>
          <span>{t('games.pointsEarned')}</span>
          <strong data-testid="result-points">+{result.points}</strong>
        </div>
        <div>
          <span>{t('games.best')}</span>
          <strong>{result.best}</strong>
        </div>
      </div>
      {result.race && <RaceResultFigures race={result.race} />}
      {result.heldReasons && (
        <p className="notice" role="status" data-testid="being-checked">
          {t('fairplay.beingCheckedGame')}
        </p>
      )}
      <p className="daily-cap">
        {t('games.pointsToday', { today: result.pointsToday, cap: result.dailyCap })}
        {result.capped && <> {t('games.capReached')}</>}
      </p>
      {result.missed.length > 0 ? (
        <>
          <h3>{t('games.missedTitle')}</h3>
          <ul className="missed-words" data-testid="missed-words">
            {result.missed.map((m) => (
              <li key={m.itemId}>
                <span className="missed-word" lang="zh-Hans">
                  {m.word}
                </span>
                <span className="missed-pinyin">{m.pinyin}</span>
                <span className="missed-meaning">{m.meaning}</span>
              </li>
            ))}
          </ul>
          <Link className="button ghost" to="/dictionarymain/game">
            {t('games.practiseMissed')}
          </Link>
        </>
      ) : (
        <p>{t(result.answered > 0 ? 'games.noMissed' : 'games.noneAnswered')}</p>
      )}
      <div className="result-actions">
        <button type="button" className="button" onClick={onAgain}>
          {t('games.playAgain')}
        </button>
        <Link className="button ghost" to="/pointshop">
          {t('games.toPointShop')}
        </Link>
        <Link className="button ghost" to="/gamecenter">
          {t('games.backToCentre')}
        </Link>
      </div>
    </section>
  );
}
