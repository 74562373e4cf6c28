import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@learnstar/db';
import {
  COUNTED_FAIR_PLAY_STATES,
  ERROR_CODES,
  WRITE_HOMEWORK_GAME,
  HARE_RESULTS_CONSIDERED,
  MINI_GAME_RULES,
  beeItems,
  hareFor,
  medianCpm,
  planeItems,
  raceItems,
  racePassage,
  writeItems,
  type GameContentOptions,
  type IssuedContent,
  type MiniGame,
  type RaceMode,
  type RacePassage,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';
import { ContentService } from '../content/content.service.js';
import { characterStrokes } from '../content/stroke-data.js';
import { AppError } from '../common/envelope/app-error.js';

/** Typing races are game 1 of RaceResult: the hare runs at the pupil's own typing speed. */
const TYPING_GAME = 1;

/** Builds a session's items from the word bank with the shared generators (seeded, reproducible). */
@Injectable()
export class GameContentService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly content: ContentService,
  ) {}

  /**
   * `ghostPassage`: a race again on a ghost's passage; the hare still runs at this pupil's pace.
   * `dictation`: a writing round is 听写 (stored with the items: its traced strokes earn nothing).
   */
  async issue(game: MiniGame, userId: number, options: GameContentOptions & { seed: string; characters?: string[]; dictation?: boolean }, mode: RaceMode = 'hanzi', ghostPassage?: RacePassage): Promise<IssuedContent> {
    const bank = await this.content.wordBank();
    // A deployment's shorter sessions (GAME_ITEMS_PER_SESSION) shorten a writing round too, never lengthen it.
    const { gameItemsPerSession: items } = this.config;
    if (game === 'plane') return { items: planeItems(bank, { ...options, items }) };
    if (game === 'bee') return { items: beeItems(bank, { ...options, items }) };
    if (game === 'write') {
      const written = writeItems(bank, { ...options, items: Math.min(items ?? MINI_GAME_RULES.write.items, MINI_GAME_RULES.write.items), tricky: await this.trickyCharacters(userId), strokesOf: characterStrokes });
      return { items: written, ...(options.dictation ? { dictation: true } : {}) };
    }
    const passage = ghostPassage ?? racePassage(bank, options, mode);
    const hare = hareFor(passage, { ...options, pupilCpm: await this.typingMedianCpm(userId) });
    return { items: raceItems(passage), passage, hare };
  }

  /**
   * A writing homework's characters, for one of the pupil's classes and not yet due (404 otherwise),
   * those the pupil does not yet write well first (no card of the write skill, or not known).
   */
  async homeworkCharacters(userId: number, homeworkId: number, now: Date): Promise<string[]> {
    const homework = await this.db.prisma.homework.findFirst({ where: { id: homeworkId, game: WRITE_HOMEWORK_GAME, dueAt: { gt: now }, class: { members: { some: { userId } } } } });
    if (!homework) throw new AppError(ERROR_CODES.notFound, 'homeworkNotFound', [{ field: 'homeworkId', msg: 'homeworkNotFound' }]);
    const known = new Set((await this.db.prisma.writingMemory.findMany({ where: { userId, character: { in: homework.characters }, state: 'known' }, select: { character: true } })).map((c) => c.character));
    return [...homework.characters.filter((c) => !known.has(c)), ...homework.characters.filter((c) => known.has(c))];
  }

  /** The pupil's tricky characters (learning memory): tricky to write first, then tricky to read, most missed first. */
  private async trickyCharacters(userId: number): Promise<string[]> {
    const query = { where: { userId, state: 'tricky' }, orderBy: { wrong: 'desc' }, take: 50, select: { character: true } } as const;
    const [written, read] = await Promise.all([this.db.prisma.writingMemory.findMany(query), this.db.prisma.characterMemory.findMany(query)]);
    return [...new Set([...written, ...read].map((c) => c.character))];
  }

  /** Median CPM of the pupil's last counted typing results (held ones are not the pupil's pace), or null for a pupil with none. */
  private async typingMedianCpm(userId: number): Promise<number | null> {
    const results = await this.db.prisma.raceResult.findMany({
      where: { userId, game: TYPING_GAME, submitted: true, cpm: { gt: 0 }, fairPlay: { in: [...COUNTED_FAIR_PLAY_STATES] } },
      orderBy: { finishedAt: 'desc' },
      take: HARE_RESULTS_CONSIDERED,
      select: { cpm: true },
    });
    return medianCpm(results.map((r) => r.cpm));
  }
}
