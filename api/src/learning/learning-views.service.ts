import { Inject, Injectable } from '@nestjs/common';
import type { CharacterMemory, Database, WritingMemory } from '@learnstar/db';
import {
  CLASS_TRICKY_LIMIT,
  KNOWN_WEEKS_SHOWN,
  DAY_MS,
  displayPinyin,
  isGradeCode,
  reviewQuestions,
  reviewSentences,
  reviewTargets,
  type ReviewMaterial,
  type ReviewMaterialQuery,
  wordsFor,
  type CharacterMemoryView,
  type ChildCharacters,
  type ClassTrickyCharacters,
  type LearningCharacters,
  type MemoryCounts,
  type MemorySkill,
  type MemoryState,
  type WordBank,
  type WriteMemoryView,
} from '@learnstar/shared';
import { DATABASE } from '../common/database/database.module.js';
import { ContentService } from '../content/content.service.js';
import { singaporeWeekStart, weekLabel } from '../ranking/week.js';
import { streakDays } from './learning-days.js';

const WEEK_MS = 7 * DAY_MS;

/** What the pupil, their parents and their teachers read of the learning memory. */
@Injectable()
export class LearningViews {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly content: ContentService,
  ) {}

  /**
   * The grade's characters (new when never met) and every character met or written, each with how
   * it is written by hand; one state (of reading, or of writing with skill 'write') or all.
   */
  async pupilCharacters(userId: number, gradeCode: number | null, now: Date, state?: MemoryState, skill: MemorySkill = 'read'): Promise<LearningCharacters> {
    const bank = await this.content.wordBank();
    const cards = await this.db.prisma.characterMemory.findMany({ where: { userId }, orderBy: [{ due: 'asc' }] });
    const writing = await this.writingOf(userId);
    const met = new Set(cards.map((c) => c.character));
    const unmet = [...new Set([...gradeCharacters(bank, gradeCode), ...writing.keys()])].filter((c) => !met.has(c));
    const all = [...cards.map((c) => view(bank, c, writing.get(c.character))), ...unmet.map((c) => newView(bank, c, writing.get(c)))];
    const stateOf = (c: CharacterMemoryView) => (skill === 'write' ? (c.write?.state ?? 'new') : c.state);
    return {
      characters: state ? all.filter((c) => stateOf(c) === state) : all,
      counts: countStates(all),
      due: cards.filter((c) => isDue(c, now)).length,
      streakDays: await this.streak(userId, now),
    };
  }

  async childCharacters(userId: number, now: Date): Promise<ChildCharacters> {
    const bank = await this.content.wordBank();
    const cards = await this.db.prisma.characterMemory.findMany({ where: { userId }, orderBy: [{ wrong: 'desc' }, { character: 'asc' }] });
    const firstWeek = singaporeWeekStart(new Date(now.getTime() - (KNOWN_WEEKS_SHOWN - 1) * WEEK_MS));
    const knownPerWeek = Array.from({ length: KNOWN_WEEKS_SHOWN }, (_, i) => {
      const start = new Date(firstWeek.getTime() + i * WEEK_MS);
      const end = new Date(start.getTime() + WEEK_MS);
      const known = cards.filter((c) => c.state === 'known' && c.knownAt && c.knownAt >= start && c.knownAt < end).length;
      return { weekStart: weekLabel(start), known };
    });
    const writing = await this.writingOf(userId);
    const views = cards.map((c) => view(bank, c, writing.get(c.character)));
    const read = new Map(views.map((v) => [v.character, v]));
    const writeTricky = [...writing.values()].filter((w) => w.state === 'tricky').map((w) => read.get(w.character) ?? newView(bank, w.character, w));
    return { tricky: views.filter((c) => c.state === 'tricky'), counts: countStates(views), knownPerWeek, streakDays: await this.streak(userId, now), writeTricky };
  }

  /** Summed over the class's pupils: a class is at most a few dozen pupils, so this reads their missed cards once. */
  async classTricky(classId: number): Promise<ClassTrickyCharacters> {
    const bank = await this.content.wordBank();
    const where = { wrong: { gt: 0 }, userId: { in: await this.memberIds(classId) } };
    const select = { character: true, wrong: true, confusedWith: true } as const;
    const [read, written] = await Promise.all([this.db.prisma.characterMemory.findMany({ where, select }), this.db.prisma.writingMemory.findMany({ where, select })]);
    return { characters: mostMissed(bank, read), written: mostMissed(bank, written) };
  }

  /** The pupil's cards of the write skill, by character, most missed first. */
  private async writingOf(userId: number): Promise<Map<string, WritingMemory>> {
    const cards = await this.db.prisma.writingMemory.findMany({ where: { userId }, orderBy: [{ wrong: 'desc' }, { character: 'asc' }] });
    return new Map(cards.map((c) => [c.character, c]));
  }

  /**
   * A "My tricky characters" round: the pupil's due characters (tricky first, then by due date),
   * topped up with characters of the grade never met; sentences holding them or questions on them.
   */
  async reviewMaterial({ userId, game, mode, seed }: ReviewMaterialQuery, now: Date): Promise<ReviewMaterial> {
    const user = await this.db.prisma.user.findUnique({ where: { id: userId }, select: { gradeCode: true } });
    if (!user || !isGradeCode(user.gradeCode)) return { characters: [], texts: [], questions: [] };
    const bank = await this.content.wordBank();
    const cards = await this.db.prisma.characterMemory.findMany({ where: { userId }, orderBy: [{ due: 'asc' }] });
    const due = cards.filter((c) => isDue(c, now)).sort((a, b) => Number(b.state === 'tricky') - Number(a.state === 'tricky'));
    const met = new Set(cards.map((c) => c.character));
    // Word-game cards (学校) are reviewed by their characters' questions only when single.
    const characters = reviewTargets(due.map((c) => c.character).filter((c) => [...c].length === 1), gradeCharacters(bank, user.gradeCode).filter((c) => !met.has(c)));
    if (game === 1) return { characters, texts: reviewSentences(bank, user.gradeCode, characters, mode), questions: [] };
    const confusions = new Map(cards.map((c) => [c.character, Object.keys(c.confusedWith as Record<string, number>)]));
    return { characters, texts: [], questions: reviewQuestions(bank, user.gradeCode, characters, confusions, seed) };
  }

  /** What the class's pupils typed or picked instead of each of `characters`, most often first. */
  async classConfusions(classId: number, characters: readonly string[]): Promise<Map<string, string[]>> {
    const cards = await this.db.prisma.characterMemory.findMany({
      where: { character: { in: [...characters] }, userId: { in: await this.memberIds(classId) } },
      select: { character: true, confusedWith: true },
    });
    return new Map(characters.map((c) => [c, mostOften(cards.filter((card) => card.character === c).map((card) => card.confusedWith as Record<string, number>))]));
  }

  private async memberIds(classId: number): Promise<number[]> {
    return (await this.db.prisma.classMember.findMany({ where: { classId }, select: { userId: true } })).map((m) => m.userId);
  }

  private async streak(userId: number, now: Date): Promise<number> {
    const days = await this.db.prisma.learningDay.findMany({ where: { userId }, orderBy: { day: 'desc' }, take: 400, select: { day: true } });
    return streakDays(new Set(days.map((d) => d.day)), now);
  }
}

/** Due for review: its FSRS date has come, or the last answer was a miss. */
export function isDue(card: Pick<CharacterMemory, 'due' | 'state'>, now: Date): boolean {
  return card.state === 'tricky' || card.due <= now;
}

/** The characters of a grade's single-character words, in bank order (they carry pinyin and meaning). */
export function gradeCharacters(bank: WordBank, gradeCode: number | null): string[] {
  if (gradeCode === null || !isGradeCode(gradeCode)) return [];
  return wordsFor(bank, { gradeCode }).filter((w) => [...w.simplified].length === 1).map((w) => w.simplified);
}

const entryCache = new WeakMap<WordBank, Map<string, WordBank['words'][number]>>();
function entryOf(bank: WordBank, character: string) {
  let entries = entryCache.get(bank);
  if (!entries) entryCache.set(bank, (entries = new Map(bank.words.map((w) => [w.simplified, w]))));
  return entries.get(character);
}

/** Tone marks always: a character with no word of its own has only the dictionary's numbered readings ("you3"). */
export function pinyinOf(bank: WordBank, character: string): string {
  return displayPinyin(entryOf(bank, character)?.pinyin ?? bank.characters[character]?.readings[0] ?? '');
}

/** The class's cards of one skill summed by character: the most missed first. */
function mostMissed(bank: WordBank, cards: readonly { character: string; wrong: number; confusedWith: unknown }[]): ClassTrickyCharacters['characters'] {
  const byCharacter = new Map<string, { wrong: number; pupils: number; confusions: Record<string, number>[] }>();
  for (const card of cards) {
    const entry = byCharacter.get(card.character) ?? { wrong: 0, pupils: 0, confusions: [] };
    entry.wrong += card.wrong;
    entry.pupils++;
    entry.confusions.push(card.confusedWith as Record<string, number>);
    byCharacter.set(card.character, entry);
  }
  const top = [...byCharacter].sort((a, b) => b[1].wrong - a[1].wrong || b[1].pupils - a[1].pupils || a[0].localeCompare(b[0])).slice(0, CLASS_TRICKY_LIMIT);
  return top.map(([character, e]) => ({ character, pinyin: pinyinOf(bank, character), wrong: e.wrong, pupils: e.pupils, confusedWith: mostOften(e.confusions) }));
}

function writeView(card: WritingMemory | undefined): WriteMemoryView | null {
  return card ? { state: card.state as MemoryState, right: card.right, wrong: card.wrong, dueAt: card.due.toISOString() } : null;
}

function view(bank: WordBank, card: CharacterMemory, writing?: WritingMemory): CharacterMemoryView {
  return {
    character: card.character,
    pinyin: pinyinOf(bank, card.character),
    meaning: entryOf(bank, card.character)?.meanings[0] ?? '',
    state: card.state as MemoryState,
    right: card.right,
    wrong: card.wrong,
    dueAt: card.due.toISOString(),
    confusedWith: mostOften([card.confusedWith as Record<string, number>]),
    write: writeView(writing),
  };
}

function newView(bank: WordBank, character: string, writing?: WritingMemory): CharacterMemoryView {
  return { character, pinyin: pinyinOf(bank, character), meaning: entryOf(bank, character)?.meanings[0] ?? '', state: 'new', right: 0, wrong: 0, dueAt: null, confusedWith: [], write: writeView(writing) };
}

function countStates(views: readonly CharacterMemoryView[]): MemoryCounts {
  const counts: MemoryCounts = { new: 0, learning: 0, known: 0, tricky: 0 };
  for (const v of views) counts[v.state]++;
  return counts;
}

/** Confusions summed over cards, most often first. */
function mostOften(maps: readonly Record<string, number>[]): string[] {
  const total = new Map<string, number>();
  for (const map of maps) for (const [c, n] of Object.entries(map ?? {})) total.set(c, (total.get(c) ?? 0) + n);
  return [...total].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([c]) => c);
}
