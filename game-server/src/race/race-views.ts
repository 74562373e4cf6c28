import { racerFigures, type BoardEntry, type RaceView } from '@learnstar/shared';
import { parseAccepted, type RaceMeta, type RacerRecord } from './race-records.js';
import { currentPhase, dictionaryBoardEntry, questionView } from './dictionary/dictionary-race.js';

export function raceWindow(meta: RaceMeta) {
  return { text: meta.text, accepted: parseAccepted(meta), syllables: meta.mode === 'pinyin', startAt: meta.startAt ?? Number.MAX_SAFE_INTEGER, endAt: meta.endAt ?? Number.MAX_SAFE_INTEGER };
}

/** The live board: everyone's figures as the server computed them, leaders first. */
export function board(meta: RaceMeta, racers: RacerRecord[], now: number): BoardEntry[] {
  if (meta.game === 2) {
    return racers
      .filter((r) => !r.removed)
      .map((r) => dictionaryBoardEntry(meta, r))
      .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.userId - b.userId);
  }
  return racers
    .filter((r) => !r.removed)
    .map((r) => ({ userId: r.userId, name: r.name, ...pick(racerFigures(r.progress, raceWindow(meta), now)) }))
    .sort((a, b) => b.progress - a.progress || b.cpm - a.cpm || a.userId - b.userId);
}

function pick(f: ReturnType<typeof racerFigures>) {
  return { position: f.position, progress: f.progress, cpm: f.cpm, wpm: f.wpm, accuracy: f.accuracy, finished: f.finished };
}

/** What one racer (or a viewer, when `me` is undefined) sees of the race. */
export function raceView(meta: RaceMeta, racers: RacerRecord[], now: number, me?: RacerRecord): RaceView {
  const started = meta.state === 'inProgress' || meta.state === 'calculating' || meta.state === 'finished';
  return {
    raceId: meta.raceId,
    kind: meta.kind,
    game: meta.game,
    title: meta.title,
    state: meta.state,
    mode: meta.mode,
    startAt: meta.startAt,
    endAt: meta.endAt,
    serverNow: now,
    text: started ? meta.text : null,
    pinyin: started ? meta.pinyin : null,
    accepted: started ? parseAccepted(meta) : null,
    joinCode: meta.joinCode,
    lateJoin: meta.lateJoin,
    hostId: meta.hostId,
    board: board(meta, racers, now),
    typed: me?.progress.typed ?? null,
    lastSeq: me?.progress.lastSeq ?? 0,
    capacity: meta.capacity,
    question: meta.game === 2 && meta.state === 'inProgress' && currentPhase(meta, now).phase === 'question' ? questionView(meta, currentPhase(meta, now).index, now) : null,
  };
}
