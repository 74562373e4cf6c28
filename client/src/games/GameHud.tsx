import { useTranslation } from 'react-i18next';
import { HeartIcon, StarIcon } from './HudIcons';
import { useGameSession } from './session-store';

/** Above the play field: what the pupil has done so far, lives as hearts with a number, and the controls. */
export function GameHud({ onPause, onQuit }: { onPause(): void; onQuit(): void }) {
  const { t } = useTranslation();
  const { correct, lives, done, total, muted, toggleMute, session, leftMs } = useGameSession();
  return (
    <div className="game-hud" role="group" aria-label={t('games.hud')}>
      <span className="hud-figure" data-testid="hud-correct">
        <StarIcon /> {t('games.correct', { count: correct })}
      </span>
      {session && session.lives > 0 && (
        <span className="hud-figure" data-testid="hud-lives" aria-label={t('games.livesLeft', { count: lives })}>
          {Array.from({ length: session.lives }, (_, i) => (
            <HeartIcon key={i} full={i < lives} />
          ))}{' '}
          {t('games.lives', { count: lives })}
        </span>
      )}
      <span className="hud-figure">{t('games.progress', { done, total })}</span>
      {leftMs !== null && (
        <span className="hud-figure" role="timer" data-testid="hud-time">
          {t('games.timeLeft', { count: Math.ceil(leftMs / 1000) })}
        </span>
      )}
      <span className="hud-controls">
        <button type="button" className="button ghost" onClick={toggleMute} aria-pressed={muted}>
          {muted ? t('games.soundOff') : t('games.soundOn')}
        </button>
        <button type="button" className="button ghost" onClick={onPause}>
          {t('games.pause')}
        </button>
        <button type="button" className="button ghost" onClick={onQuit}>
          {t('games.quit')}
        </button>
      </span>
    </div>
  );
}
