import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LEVELS, MINI_GAME_NUMBERS, type GameLevel, type MiniGame } from '@learnstar/shared';
import { LevelGate } from '../common/LevelGate';

/** Before a game: pick a level (locked ones can be unlocked with points), a game's own options (children), then start. */
export function LevelChooser({ game, onStart, children }: { game: MiniGame; onStart(level: GameLevel): void; children?: ReactNode }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<GameLevel>('elementary');
  return (
    <section className="game-chooser" aria-labelledby="game-chooser-title">
      <h2 id="game-chooser-title">{t('games.chooseLevel')}</h2>
      <div className="level-options" role="radiogroup" aria-label={t('race.level')}>
        {GAME_LEVELS.map((l) => (
          <label key={l} className={`level-option${l === level ? ' on' : ''}`}>
            <input type="radio" name="level" value={l} checked={l === level} onChange={() => setLevel(l)} />
            <strong>{t(`matches.level_${l}`)}</strong>
            <span>{t(`games.${game}.level_${l}`)}</span>
          </label>
        ))}
      </div>
      {children}
      <p className="game-howto">{t(`games.${game}.howTo`)}</p>
      <LevelGate game={MINI_GAME_NUMBERS[game]} level={level}>
        <button type="button" className="button big" onClick={() => onStart(level)}>
          {t('games.start')}
        </button>
      </LevelGate>
    </section>
  );
}
