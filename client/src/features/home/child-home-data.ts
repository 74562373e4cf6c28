import { useEffect, useState } from 'react';
import { DAY_MS, DISPLAY_TIME_ZONE, HOMEWORK_GAMES, isSuccess, type GameRecord, type LearningCharacters, type Match, type MyHomework } from '@learnstar/shared';
import { api } from '../../api/client';
import { learningApi } from '../learning/learning-api';
import { classesApi } from '../classes/classes-api';

/** Pages of my results read back to find this week's days (10 a page, the API's limit). */
const RESULT_PAGES = 4;

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Singapore day number since 1970-01-01 (a Thursday). */
const dayNumber = (time: Date | string) => Math.floor(Date.parse(`${dayKey.format(new Date(time))}T00:00:00Z`) / DAY_MS);

export interface ChildDay {
  memory: LearningCharacters | null;
  homework: MyHomework[];
  nextRace: Match | null;
  playedGameToday: boolean;
  racedToday: boolean;
  /** Monday to Sunday of this week (Singapore): did the pupil play or race that day. */
  week: boolean[];
}

/** What the child's home needs: the learning memory, homework of every game (typing, dictionary, writing), races and this week's results (read again when `version` moves). */
export function useChildDay(version = 0): ChildDay | null {
  const [day, setDay] = useState<ChildDay | null>(null);
  useEffect(() => {
    let live = true;
    const today = dayNumber(new Date());
    const monday = today - ((today + 3) % 7);
    const results = async (): Promise<GameRecord[]> => {
      const rows: GameRecord[] = [];
      for (let page = 1; page <= RESULT_PAGES; page++) {
        const r = await api<{ rows: GameRecord[] }>('GET', '/user/games', { query: { page, pageSize: 10 } });
        const got = isSuccess(r) ? (r.data?.rows ?? []) : [];
        rows.push(...got);
        if (got.length < 10 || dayNumber(got.at(-1)!.gameTime) < monday) break;
      }
      return rows;
    };
    void Promise.all([
      learningApi.mine('tricky'),
      Promise.all(HOMEWORK_GAMES.map((game) => classesApi.myHomework(game))),
      api<Match[]>('GET', '/match/list'),
      results(),
    ]).then(([memory, homework, matches, rows]) => {
      if (!live) return;
      const mine = (isSuccess(matches) ? (matches.data ?? []) : []).filter((m) => m.mine && m.phase !== 'ended').sort((a, b) => a.startTime.localeCompare(b.startTime));
      const days = rows.map((g) => ({ day: dayNumber(g.gameTime), game: Boolean(g.miniGame) }));
      setDay({
        memory: isSuccess(memory) ? (memory.data ?? null) : null,
        homework: homework.flatMap((r) => (isSuccess(r) ? (r.data ?? []) : [])),
        nextRace: mine[0] ?? null,
        playedGameToday: days.some((d) => d.day === today && d.game),
        racedToday: days.some((d) => d.day === today && !d.game),
        week: Array.from({ length: 7 }, (_, i) => days.some((d) => d.day === monday + i)),
      });
    });
    return () => {
      live = false;
    };
  }, [version]);
  return day;
}
