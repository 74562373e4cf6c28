/**
 * What a race is: a scheduled match, a teacher's classroom race or a pupil's own practice. Its id
 * says which (the match server makes the ids), so a stored result tells its kind without a column.
 */
export const RACE_KINDS = ['match', 'classroom', 'practice'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

export const RACE_ID_PREFIXES: Readonly<Record<RaceKind, string>> = { match: 'match-', classroom: 'class-', practice: 'practice-' };

/** A classroom race's id ends in this many random bytes, as hex. */
export const CLASSROOM_RACE_ID_BYTES = 6;
export const CLASSROOM_RACE_ID_PATTERN = new RegExp(`^${RACE_ID_PREFIXES.classroom}[0-9a-f]{${CLASSROOM_RACE_ID_BYTES * 2}}$`);

/** A race's id: its kind's prefix, then what makes it unique (a match id, random hex, the pupil and the time). */
export function raceIdFor(kind: RaceKind, unique: string | number): string {
  return `${RACE_ID_PREFIXES[kind]}${unique}`;
}

/** The kind an id was made for; undefined for an id no race has (a game-centre session's uuid). */
export function raceKindOf(raceId: string): RaceKind | undefined {
  return RACE_KINDS.find((kind) => raceId.startsWith(RACE_ID_PREFIXES[kind]));
}
