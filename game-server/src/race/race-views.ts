import { publicResultRow, racerFigures, type BoardEntry, type FinishedNotice, type RaceResultRow, type RaceView, type RaceWindow } from '@learnstar/shared';
import { parseAccepted, parseQuestions, type RaceMeta, type RacerRecord } from './race-records.js';
import { currentPhase, dictionaryBoardEntry, questionView } from './dictionary/dictionary-race.js';

/** Each race object's window, made once: a commit and each board row ask for it (race objects are never changed). */
const windows = new WeakMap<RaceMeta, RaceWindow>();

export function raceWindow(meta: RaceMeta): RaceWindow {
  let window = windows.get(meta);
  if (!window) {
    window = { text: meta.text, accepted: parseAccepted(meta), syllables: meta.mode === 'pinyin', startAt: meta.startAt ?? Number.MAX_SAFE_INTEGER, endAt: meta.endAt ?? Number.MAX_SAFE_INTEGER };
    windows.set(meta, window);
  }
  return window;
}

/** The live board: everyone's figures as the server computed them, leaders first. */
export function board(meta: RaceMeta, racers: RacerRecord[], now: number): BoardEntry[] {
  if (meta.game === 2) {
    return racers
      .filter((r) => !r.removed)
      .map((r) => dictionaryBoardEntry(meta, r))
      .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.userId - b.userId);
  }
  const window = raceWindow(meta);
  return racers
    .filter((r) => !r.removed)
    .map((r) => boardEntry(r, racerFigures(r.progress, window, now)))
    .sort((a, b) => b.progress - a.progress || b.cpm - a.cpm || a.userId - b.userId);
}

/** A racer's row of the typing board: built in one literal (five boards a second per room, forty rows each). */
function boardEntry(r: RacerRecord, f: ReturnType<typeof racerFigures>): BoardEntry {
  return { userId: r.userId, name: r.name, position: f.position, progress: f.progress, cpm: f.cpm, wpm: f.wpm, accuracy: f.accuracy, finished: f.finished };
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
    locked: meta.locked,
    hostId: meta.hostId,
    board: board(meta, racers, now),
    typed: me?.progress.typed ?? null,
    lastSeq: me?.progress.lastSeq ?? 0,
    capacity: meta.capacity,
    question: meta.game === 2 && meta.state === 'inProgress' && currentPhase(meta, now).phase === 'question' ? questionView(meta, currentPhase(meta, now).index, now) : null,
  };
}

/**
 * What `finished` carries: the results (every row whole for the host, the others' rows as the board
 * showed them for a racer, whose own row follows in `result`), and for dictionary races the review
 * (every question with its right answer).
 */
export function finishedNotice(meta: RaceMeta, results: RaceResultRow[], forHost: boolean): FinishedNotice {
  return { raceId: meta.raceId, results: forHost ? results : results.map(publicResultRow), review: meta.game === 2 ? parseQuestions(meta) : undefined };
}
