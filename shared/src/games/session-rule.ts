import type { TimedAnswer } from './answer-timing.js';
import { MINI_GAME_RULES, type GameEndReason, type MiniGame } from './constants.js';
import { refuseGameLog, type LogTiming } from './log-rule.js';
import type { GameRefusal } from './messages.js';
import { scoreRace } from './race-scoring.js';
import { scoreBee, scorePlane, type GameOutcome } from './scoring.js';
import type { BeeItem, GameItem, Hare, PlaneItem, RacePassage, WriteItem } from './schemas.js';
import { scoreWrite } from './write-scoring.js';

/** What a session issued, as stored with it (GameSession.items): the items, the race's passage and hare, whether a writing round is 听写. */
export interface IssuedContent {
  items: GameItem[];
  passage?: RacePassage;
  hare?: Hare;
  dictation?: boolean;
}

export type GameJudgement = { refusal: GameRefusal } | { outcome: GameOutcome };

/**
 * The one rule a finish goes through: refuse a log no child could have produced, else score it
 * against the issued items. Nothing from the client but the log is used.
 */
export function judgeGameLog(game: MiniGame, issued: IssuedContent, answers: readonly TimedAnswer[], endedBy: GameEndReason, timing: LogTiming): GameJudgement {
  const refusal = refuseGameLog(game, issued.items, answers, timing);
  if (refusal) return { refusal };
  switch (game) {
    case 'plane':
      return { outcome: scorePlane(issued.items as PlaneItem[], answers, endedBy === 'lost' ? MINI_GAME_RULES.plane.lives : 0) };
    case 'bee':
      return { outcome: scoreBee(issued.items as BeeItem[], answers) };
    case 'race':
      return { outcome: scoreRace(issued.passage!, issued.hare!, answers) };
    case 'write':
      return { outcome: scoreWrite(issued.items as WriteItem[], answers, { dictation: issued.dictation === true }) };
  }
}
