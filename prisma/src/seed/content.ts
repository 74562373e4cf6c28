import { createHash } from 'node:crypto';
import { loadWordBank, type WordBank } from '@learnstar/shared';
import type { PrismaClient } from '../../generated/client.js';

/** Any fixed number: the key of the advisory lock that serialises loading the word bank. */
const CONTENT_LOCK = 4_726_001;

/**
 * Loads the graded word bank into the database, replacing what was there, whenever the bank's
 * content differs from the loaded version. Returns whether anything was loaded. Several API
 * replicas starting together load it once: the first takes a transaction lock, the others wait
 * for it and then find the version already loaded.
 */
export async function seedContent(prisma: PrismaClient, bank?: WordBank): Promise<boolean> {
  const wordBank = bank ?? (await loadWordBank());
  const hash = createHash('sha256').update(JSON.stringify(wordBank)).digest('hex');
  const loaded = await prisma.contentVersion.findUnique({ where: { id: 1 } });
  if (loaded?.hash === hash) return false;
  return prisma.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(${CONTENT_LOCK})::text`);
      if ((await tx.contentVersion.findUnique({ where: { id: 1 } }))?.hash === hash) return false;
      await tx.contentWord.deleteMany();
      await tx.contentCharacter.deleteMany();
      await tx.contentPassage.deleteMany();
      await tx.contentWord.createMany({
        data: wordBank.words.map((w) => ({
          simplified: w.simplified,
          pinyin: w.pinyin,
          frequencyRank: w.frequencyRank,
          hsk: w.hsk,
          gradeCodes: Object.keys(w.grades).map(Number),
          entry: w as object,
        })),
      });
      await tx.contentCharacter.createMany({ data: Object.entries(wordBank.characters).map(([character, entry]) => ({ character, entry: entry as object })) });
      await tx.contentPassage.createMany({ data: wordBank.passages.map((p) => ({ id: p.id, gradeCode: p.gradeCode, level: p.level, entry: p as object })) });
      await tx.contentVersion.upsert({ where: { id: 1 }, create: { id: 1, hash }, update: { hash, loadedAt: new Date() } });
      return true;
    },
    { timeout: 120_000 },
  );
}

/** Reads the bank back from the database in the shape the shared content module works on. */
export async function readContent(prisma: PrismaClient): Promise<WordBank> {
  const [words, characters, passages] = await Promise.all([
    prisma.contentWord.findMany({ orderBy: { frequencyRank: 'asc' } }),
    prisma.contentCharacter.findMany(),
    prisma.contentPassage.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return {
    version: 1,
    words: words.map((w) => w.entry as unknown as WordBank['words'][number]),
    characters: Object.fromEntries(characters.map((c) => [c.character, c.entry as unknown as WordBank['characters'][string]])),
    passages: passages.map((p) => p.entry as unknown as WordBank['passages'][number]),
  };
}
