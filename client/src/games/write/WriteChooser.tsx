import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLevel } from '@learnstar/shared';
import type { StartOptions } from '../games-api';
import { LevelChooser } from '../LevelChooser';
import { WriteHomework } from './WriteHomework';
import './write-chooser.css';

const ROUNDS = ['steps', 'dictation'] as const;
type RoundKind = (typeof ROUNDS)[number];

/**
 * Before Write it: the level, and the kind of round: watch, trace and write each character, or a
 * 听写 round (hear it, write it from memory), as the pupil's spelling tests are. The writing homework
 * below starts in the same kind of round.
 */
export function WriteChooser({ onStart }: { onStart(level: GameLevel, options: StartOptions): void }) {
  const { t } = useTranslation();
  const [round, setRound] = useState<RoundKind>('steps');
  const withRound = (options: StartOptions): StartOptions => (round === 'dictation' ? { ...options, dictation: true } : options);
  return (
    <>
      <LevelChooser game="write" onStart={(level) => onStart(level, withRound({}))}>
        <fieldset className="write-round-kinds">
          <legend>{t('games.write.roundKind')}</legend>
          {ROUNDS.map((kind) => (
            <label key={kind} className="write-round-kind">
              <input type="radio" name="write-round" value={kind} checked={round === kind} onChange={() => setRound(kind)} />
              <span>
                <strong>{t(`games.write.round_${kind}`)}</strong> {t(`games.write.roundSays_${kind}`)}
              </span>
            </label>
          ))}
        </fieldset>
      </LevelChooser>
      <WriteHomework onStart={(level, options) => onStart(level, withRound(options))} />
    </>
  );
}
