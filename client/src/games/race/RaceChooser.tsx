import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RACE_MODES, type GameLevel, type RaceGhost, type RaceMode } from '@learnstar/shared';
import type { StartOptions } from '../games-api';
import { LevelChooser } from '../LevelChooser';
import { fetchRaceGhosts } from './race-api';
import './race.css';

/**
 * Before a race: level, typing mode (Chinese characters by IME, or pinyin keys) and, if the pupil
 * likes, a ghost to race: their own or a classmate's earlier race, run on its passage, level and mode.
 */
export function RaceChooser({ onStart }: { onStart(level: GameLevel, options: StartOptions): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<RaceMode>('hanzi');
  const [ghosts, setGhosts] = useState<RaceGhost[]>([]);
  const [ghostId, setGhostId] = useState('');
  useEffect(() => {
    let live = true;
    void fetchRaceGhosts().then((list) => live && setGhosts(list));
    return () => {
      live = false;
    };
  }, []);
  const ghost = ghosts.find((g) => g.sessionId === ghostId);
  const start = (level: GameLevel) => onStart(ghost?.level ?? level, ghost ? { mode: ghost.mode, ghostSessionId: ghost.sessionId } : { mode });

  return (
    <LevelChooser game="race" onStart={start}>
      <fieldset className="race-options">
        <legend>{t('games.race.mode')}</legend>
        {RACE_MODES.map((m) => (
          <label key={m} className="race-option">
            <input type="radio" name="race-mode" value={m} checked={(ghost?.mode ?? mode) === m} disabled={Boolean(ghost)} onChange={() => setMode(m)} /> {t(`games.race.mode_${m}`)}
          </label>
        ))}
      </fieldset>
      {ghosts.length > 0 && (
        <label className="race-ghost-pick">
          {t('games.race.ghost')}{' '}
          <select value={ghostId} onChange={(e) => setGhostId(e.target.value)}>
            <option value="">{t('games.race.noGhost')}</option>
            {ghosts.map((g) => (
              <option key={g.sessionId} value={g.sessionId}>
                {t(g.own ? 'games.race.ghostMine' : 'games.race.ghostOf', { name: g.name, seconds: Math.round(g.finishMs / 1000), level: t(`matches.level_${g.level}`), mode: t(`games.race.mode_${g.mode}`) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {ghost && <p className="race-ghost-note">{t('games.race.ghostTerms')}</p>}
    </LevelChooser>
  );
}
