import { loadApiConfig } from '../src/config/api-config.js';
import type { ClassRaceInvite } from '@learnstar/shared';
import type { RunningApi } from './harness.js';

const internal = { headers: { 'x-internal-key': loadApiConfig().internalApiKey } };

export function del(api: RunningApi, path: string, init: RequestInit = {}) {
  return fetch(api.baseUrl + path, { method: 'DELETE', ...init }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
}

export interface RacerResult {
  userId: number;
  place: number;
  wpm?: number;
  accuracy?: number;
}

/** A finished classroom race hosted by `hostId`, written as the match server writes it. */
export async function writeClassRace(api: RunningApi, hostId: number, game: 1 | 2, racers: RacerResult[], raceId = `class-${Math.random().toString(16).slice(2, 14)}`): Promise<string> {
  const results = racers.map((r) => ({
    userId: r.userId, score: 1000 - r.place * 10, place: r.place, correctChars: 40, typedChars: 42, cpm: (r.wpm ?? 20) , wpm: r.wpm ?? 20,
    accuracy: r.accuracy ?? 95, submitted: true, autoSubmitted: false, detail: { kind: 'classroom', hostId },
  }));
  const { status, body } = await api.post('/api/internal/race-results', { raceId, matchId: null, game, practice: false, results }, internal);
  if (status !== 200 || body.data.flagged.length) throw new Error(`race not written: ${JSON.stringify(body)}`);
  return raceId;
}

export interface Practice {
  game: 1 | 2;
  gradeCode?: number;
  level?: 'elementary' | 'intermediate' | 'advanced';
  mode?: 'hanzi' | 'pinyin';
  /** Passages typed to their end (typing) or questions answered (dictionary). */
  completed?: number;
  accuracy?: number;
  wpm?: number;
}

/** A solo practice as the match server writes it (no points; raceId practice-…; grade P3 elementary hanzi unless said). */
export async function writePractice(api: RunningApi, userId: number, practice: Practice): Promise<void> {
  const { game, gradeCode = 5, level = 'elementary', completed = 1, accuracy = 95, wpm = 25 } = practice;
  const mode = game === 1 ? (practice.mode ?? 'hanzi') : null;
  const raceId = `practice-${userId}-${Math.random().toString(16).slice(2, 12)}`;
  const results = [{ userId, score: 500, place: 1, correctChars: 40, typedChars: 42, cpm: wpm, wpm, accuracy, submitted: true, autoSubmitted: false, completed, detail: { kind: 'practice', mode } }];
  const { status, body } = await api.post('/api/internal/race-results', { raceId, matchId: null, game, practice: true, gradeCode, level, mode, results }, internal);
  if (status !== 200) throw new Error(`practice not written: ${JSON.stringify(body)}`);
}

/** A pupil's notice stream read as the page reads it: fetch with the bearer token, events split on blank lines. */
export async function openNoticeStream(api: RunningApi, auth: RequestInit) {
  const controller = new AbortController();
  const response = await fetch(`${api.baseUrl}/api/classes/invites/stream`, { ...auth, signal: controller.signal });
  if (!response.ok) {
    const body = await response.json();
    return { status: response.status, body, next: async () => null, ended: Promise.resolve([]), close: () => undefined };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const lists: ClassRaceInvite[][] = [];
  let waiting: (() => void) | null = null;
  let buffer = '';
  const events: string[] = [];
  /** Resolves with every event name once the server ends the stream. */
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return events;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const name = block.split('\n').find((line) => line.startsWith('event: '));
        if (name) events.push(name.slice(7));
        if (block.includes('event: invites') && data) lists.push(JSON.parse(data.slice(6)));
        waiting?.();
      }
    }
  })();
  /** The next list pushed, or null if none comes within `ms`. */
  const next = async (ms = 3_000): Promise<ClassRaceInvite[] | null> => {
    const deadline = Date.now() + ms;
    while (lists.length === 0 && Date.now() < deadline) await new Promise<void>((r) => ((waiting = r), setTimeout(r, deadline - Date.now())));
    return lists.shift() ?? null;
  };
  return { status: response.status, body: null, next, ended, close: () => controller.abort() };
}
