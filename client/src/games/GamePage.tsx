import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameEndReason, GameLevel, MiniGame, WriteSessionStart } from '@learnstar/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useRoundRunning } from '../layout/use-round-running';
import { AnswerFeedback } from './AnswerFeedback';
import { BeePrompt } from './bee/BeePrompt';
import { GameBridge } from './bridge';
import { ChoiceButtons } from './ChoiceButtons';
import { GameHost } from './GameHost';
import { GameHud } from './GameHud';
import { GameResults } from './GameResults';
import { LevelChooser } from './LevelChooser';
import { equippedCosmetic } from './equipped-cosmetic';
import { finishSession, startSession, type StartOptions } from './games-api';
import { RaceChooser } from './race/RaceChooser';
import { WriteChooser } from './write/WriteChooser';
import { RacePanel } from './race/RacePanel';
import { useGameSession } from './session-store';
import { usePauseOnLeave } from './use-pause-on-leave';
import './games.css';

/** Write it is React and SVG (write/WriteRound.tsx says why), in its own lazy chunk. */
const WriteRound = lazy(() => import('./write/WriteRound'));

const isTouchDevice = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

/**
 * A game-centre route: React draws the chrome (level choice, HUD, pause, quit, results) and the
 * lazily loaded Phaser game draws the play field. The session's answers go to the server, which
 * scores them.
 */
export function GamePage({ game }: { game: MiniGame }) {
  const { t } = useTranslation();
  const store = useGameSession();
  const { phase, session, paused } = store;
  const [confirmQuit, setConfirmQuit] = useState(false);
  const [cosmetic, setCosmetic] = useState<string>();
  const bridge = useMemo(() => new GameBridge(), [session]);
  const inRound = (phase === 'playing' || phase === 'finishing') && session !== null;
  useRoundRunning(inRound);

  useEffect(() => useGameSession.getState().reset(game), [game]);

  const pause = useCallback(() => {
    if (useGameSession.getState().phase !== 'playing' || useGameSession.getState().paused) return;
    useGameSession.getState().setPaused(true);
    bridge.emit('pause');
  }, [bridge]);
  const resume = () => {
    store.setPaused(false);
    bridge.emit('resume');
  };
  const { hiddenMs } = usePauseOnLeave(phase === 'playing', pause);

  const finish = useCallback(
    async (endedBy: GameEndReason) => {
      const state = useGameSession.getState();
      if (state.phase !== 'playing' || !state.session) return;
      state.finishing();
      const outcome = await finishSession(state.session, state.answers, endedBy, hiddenMs());
      if (outcome.ok) useGameSession.getState().finished(outcome.data);
      else useGameSession.getState().failed(outcome.msg);
    },
    [hiddenMs],
  );

  useEffect(() => {
    const offs = [
      bridge.on('answered', (a) => useGameSession.getState().showFeedback(a)),
      bridge.on('lifeLost', ({ lives }) => useGameSession.getState().setLives(lives)),
      bridge.on('progress', ({ done, total }) => useGameSession.getState().setProgress(done, total)),
      bridge.on('clock', ({ leftMs }) => useGameSession.getState().setLeftMs(leftMs)),
      bridge.on('ended', ({ reason }) => void finish(reason)),
    ];
    return () => offs.forEach((off) => off());
  }, [bridge, finish]);

  const start = async (level: GameLevel, options?: StartOptions) => {
    useGameSession.setState({ phase: 'starting' });
    // The look is known before the game mounts: GameHost restarts a game whose cosmetic changes.
    const [outcome, look] = await Promise.all([startSession(game, level, options), equippedCosmetic(game)]);
    setCosmetic(look);
    if (outcome.ok) useGameSession.getState().begin(outcome.data);
    else useGameSession.getState().failed(outcome.msg);
  };

  return (
    <div className="page game-page">
      <header className={inRound ? 'game-title sr-only' : 'game-title'}>
        <h1>{t(`games.${game}.title`)}</h1>
        <p>{t(`games.${game}.tagline`)}</p>
      </header>
      {phase === 'choose' && (game === 'race' ? <RaceChooser onStart={(level, options) => void start(level, options)} /> : game === 'write' ? <WriteChooser onStart={(level, options) => void start(level, options)} /> : <LevelChooser game={game} onStart={(level) => void start(level)} />)}
      {phase === 'starting' && <p role="status">{t('games.gettingReady')}</p>}
      {inRound && session && (
        <>
          {/* The stage is the window's height below the slim header: the field takes what the rest leaves. */}
          <div className="game-stage">
            <GameHud onPause={pause} onQuit={() => setConfirmQuit(true)} />
            {game === 'bee' && <BeePrompt bridge={bridge} />}
            <div className="game-frame">
              {session.game === 'write' ? (
                <Suspense fallback={<p role="status">{t('games.gettingReady')}</p>}>
                  <WriteRound session={session as WriteSessionStart} bridge={bridge} />
                </Suspense>
              ) : (
                <GameHost session={session} bridge={bridge} touch={isTouchDevice()} cosmetic={cosmetic} label={t(`games.${game}.fieldLabel`)} />
              )}
              {paused && (
                <div className="game-paused" role="dialog" aria-modal="true" aria-labelledby="paused-title">
                  <h2 id="paused-title">{t('games.paused')}</h2>
                  <button type="button" className="button big" onClick={resume} autoFocus>
                    {t('games.resume')}
                  </button>
                </div>
              )}
              {phase === 'finishing' && <p className="game-finishing" role="status">{t('games.counting')}</p>}
            </div>
            {session.game === 'race' && <RacePanel session={session} bridge={bridge} />}
            <ChoiceButtons bridge={bridge} />
            {game !== 'race' && game !== 'write' && <AnswerFeedback />}
          </div>
          <p className="game-howto">{t(`games.${game}.howTo`)}</p>
        </>
      )}
      {phase === 'results' && <GameResults onAgain={() => store.reset(game)} />}
      {phase === 'error' && (
        <div className="game-error" role="alert">
          <p>{t(`errors.${store.error ?? 'submissionFailed'}`)}</p>
          <button type="button" className="button" onClick={() => store.reset(game)}>
            {t('games.playAgain')}
          </button>{' '}
          <Link to="/gamecenter">{t('games.backToCentre')}</Link>
        </div>
      )}
      {confirmQuit && (
        <ConfirmDialog
          text={t('games.quitConfirm')}
          confirmLabel={t('games.quit')}
          cancelLabel={t('games.keepPlaying')}
          onCancel={() => setConfirmQuit(false)}
          onConfirm={() => {
            setConfirmQuit(false);
            void finish('quit');
          }}
        />
      )}
    </div>
  );
}
