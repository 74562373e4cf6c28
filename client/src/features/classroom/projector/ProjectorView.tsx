import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { BoardEntry, RaceResultRow, RaceView, RosterPupil, RosterRacer } from '@learnstar/shared';
import { BigCountdown } from '../../race/BigCountdown';
import { SoundToggle } from '../../race/SoundToggle';
import { ProjectorLobby } from './ProjectorLobby';
import { ProjectorLanes } from './ProjectorLanes';
import { ProjectorPodium } from './ProjectorPodium';
import './projector.css';

interface ProjectorViewProps {
  room: RaceView;
  /** The match server restarted and the room is being joined again. */
  reconnecting: boolean;
  board: BoardEntry[];
  results: RaceResultRow[] | null;
  roster: Map<number, RosterRacer>;
  missing: RosterPupil[] | null;
  sound: { muted: boolean; toggleMute(): void; play(name: 'nectar'): void };
  onStart(): void;
  onEnd(): void;
  onCsv(): void;
  onClose(): void;
}

/**
 * The classroom race for the projector: the whole screen, over the site's header and footer (which
 * are made inert, so keys and screen readers stay here too), in the browser's full screen when it
 * allows. Lobby, then the race's lanes (with the big countdown), then the podium.
 */
export function ProjectorView({ room, reconnecting, board, results, roster, missing, sound, onStart, onEnd, onCsv, onClose }: ProjectorViewProps) {
  const { t } = useTranslation();
  const now = useServerNow(room);
  const countdown = room.startAt && now < room.startAt ? Math.ceil((room.startAt - now) / 1000) : 0;
  const remaining = room.endAt && room.state === 'inProgress' && now < room.endAt ? Math.ceil((room.endAt - now) / 1000) : 0;
  const stage = results ? 'end' : room.startAt === null ? 'lobby' : 'race';

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    const page = document.querySelector('.layout');
    page?.setAttribute('inert', '');
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    return () => {
      page?.removeAttribute('inert');
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  return createPortal(
    <div className="projector" data-testid="projector" role="dialog" aria-modal="true" aria-labelledby="projector-title" tabIndex={-1} ref={box}>
      <header className="projector-bar">
        <h1 id="projector-title">{room.game === 2 ? t('classroom.game_2') : t('classroom.game_1')}</h1>
        {stage === 'race' && remaining > 0 && <p className="projector-clock">{t('race.timeLeft', { seconds: remaining })}</p>}
        <div className="projector-controls">
          <SoundToggle muted={sound.muted} toggleMute={sound.toggleMute} />
          {stage === 'lobby' && (
            <button type="button" className="button" onClick={onStart}>
              {t('classroom.start')}
            </button>
          )}
          {stage !== 'end' && (
            <button type="button" className="button ghost" onClick={onEnd}>
              {t('classroom.end')}
            </button>
          )}
          {stage === 'end' && (
            <button type="button" className="button" onClick={onCsv}>
              {t('classroom.csv')}
            </button>
          )}
          <button type="button" className="button ghost" onClick={onClose}>
            {t('projector.close')}
          </button>
        </div>
      </header>
      {reconnecting && (
        <p className="notice" role="status">
          {t('classroom.reconnecting')}
        </p>
      )}
      {stage === 'lobby' && room.joinCode && <ProjectorLobby joinCode={room.joinCode} board={board} roster={roster} missing={missing} onJoin={() => sound.play('nectar')} />}
      {stage === 'race' && (
        <>
          {countdown > 0 && (
            <div className="projector-countdown">
              <BigCountdown seconds={countdown} />
            </div>
          )}
          <ProjectorLanes board={board} roster={roster} game={room.game} />
        </>
      )}
      {stage === 'end' && results && <ProjectorPodium results={results} roster={roster} game={room.game} />}
    </div>,
    document.body,
  );
}

/** The match server's clock, ticking: countdown and time left agree with every pupil's screen. */
function useServerNow(room: RaceView): number {
  const offset = useRef(0);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    offset.current = room.serverNow - Date.now();
  }, [room.serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset.current), 250);
    return () => clearInterval(timer);
  }, []);
  return now;
}
