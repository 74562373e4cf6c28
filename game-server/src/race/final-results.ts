// A race's final results: computed from the store's records by the shared rules, the request that
// writes them through the API, and the API's answer (points credited, results held) folded back in.
import { rankRacers, racePoints, racerFigures, timelineText, typingScore, type GameLevel, type RaceResultRow, type RaceResultsRequest, type RaceResultsResponse } from '@learnstar/shared';
import { raceWindow } from './race-views.js';
import { passagesCompleted } from './race-text.js';
import { parseAccepted, parseQuestions, type RaceMeta, type RacerRecord } from './race-records.js';
import { dictionaryFigures } from './dictionary/dictionary-race.js';
import { raceMemory, raceMistakes } from './race-memory.js';

/**
 * What the API is asked to write for a race's results: each racer's figures, and the detail it keeps
 * (mistakes, learning memory, the progress timeline and, for typing, the input timeline it judges
 * each rhythm by against the fair-play model).
 */
export function resultsRequest(closed: RaceMeta, racers: RacerRecord[], results: RaceResultRow[]): RaceResultsRequest {
  const racerById = new Map(racers.map((r) => [r.userId, r]));
  const accepted = parseAccepted(closed);
  return {
    raceId: closed.raceId,
    matchId: closed.matchId,
    game: closed.game as 1 | 2,
    practice: closed.kind === 'practice',
    gradeCode: closed.gradeCode,
    level: closed.level as GameLevel,
    mode: closed.game === 1 ? closed.mode : null,
    results: results.map((r) => {
      const racer = racerById.get(r.userId);
      const progress = racer?.progress;
      return {
        userId: r.userId, score: r.score, place: r.place, correctChars: r.correctChars, typedChars: r.position + r.errors,
        cpm: r.cpm, wpm: r.wpm, accuracy: r.accuracy, submitted: r.submitted, autoSubmitted: r.autoSubmitted,
        completed: closed.game === 1 ? passagesCompleted(closed.passageEnds, progress?.typed ?? '', closed.text, accepted) : r.position,
        detail: { mistakes: r.mistakes, memory: raceMemory(closed, racer, r.cpm), timeline: r.timeline, kind: closed.kind, mode: closed.mode, hostId: closed.hostId, ...(closed.game === 1 ? { timing: progress?.timing, inputs: timelineText(progress?.inputs) } : { answers: r.answers }) },
      };
    }),
  };
}

/** The points the API credited and the results it held for checking, as the racers will see them. */
export function withFairPlay(results: RaceResultRow[], written: RaceResultsResponse): RaceResultRow[] {
  const points = new Map(written.points.map((p) => [p.userId, p.points]));
  const flagged = new Set((written.flagged ?? []).map((f) => f.userId));
  return results.map((r) => ({ ...r, points: points.get(r.userId) ?? r.points, flagged: flagged.has(r.userId) || undefined }));
}

export function computeResults(meta: RaceMeta, racers: RacerRecord[]): RaceResultRow[] {
  if (meta.game === 2) return computeDictionaryResults(meta, racers);
  const end = meta.endAt ?? Date.now();
  const rows = racers
    .filter((r) => !r.removed)
    .map((r) => {
      const f = racerFigures(r.progress, raceWindow(meta), end);
      const submitted = r.progress.typedChars > 0;
      const score = typingScore({ correctChars: f.correctChars, accuracy: f.accuracy, submitted });
      return {
        racerId: r.userId, score, finishedAt: r.progress.finishedAt,
        row: {
          userId: r.userId, name: r.name, position: f.position, progress: f.progress, cpm: f.cpm, wpm: f.wpm, accuracy: f.accuracy, finished: f.finished,
          score, correctChars: f.correctChars, errors: f.errors, submitted, autoSubmitted: submitted && !f.finished,
          mistakes: raceMistakes(meta, r),
          timeline: r.timeline,
        },
      };
    });
  return rankRacers(rows).map(({ row, place }) => ({ ...row, place, points: meta.kind === 'practice' ? 0 : racePoints(row.score, place, row.submitted) }));
}

/** Dictionary results: score is the sum of answer points; unanswered questions score nothing. */
function computeDictionaryResults(meta: RaceMeta, racers: RacerRecord[]): RaceResultRow[] {
  const count = parseQuestions(meta).length;
  const rows = racers
    .filter((r) => !r.removed)
    .map((r) => {
      const f = dictionaryFigures(meta, r);
      const submitted = f.answered > 0;
      const lastAnswer = Math.max(0, ...Object.entries(r.answers ?? {}).map(([i, a]) => Number(i) * (meta.questionMs + meta.revealMs) + a.ms));
      return {
        racerId: r.userId, score: f.score, finishedAt: submitted ? lastAnswer : null,
        row: {
          userId: r.userId, name: r.name, position: f.answered, progress: f.progress, cpm: 0, wpm: 0, accuracy: f.accuracy, finished: f.answered === count,
          score: f.score, correctChars: f.correct, errors: f.answered - f.correct, submitted, autoSubmitted: submitted && f.answered < count,
          mistakes: [] as [string, number][], timeline: [] as [number, number][], answers: r.answers ?? {},
        },
      };
    });
  return rankRacers(rows).map(({ row, place }) => ({ ...row, place, points: meta.kind === 'practice' ? 0 : racePoints(row.score, place, row.submitted, 2) }));
}
