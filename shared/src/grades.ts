/** Grade codes of SPEC §3: P1–P4, normal and higher Chinese. */
export const GRADES = [
  { code: 1, year: 1, higher: false },
  { code: 2, year: 1, higher: true },
  { code: 3, year: 2, higher: false },
  { code: 4, year: 2, higher: true },
  { code: 5, year: 3, higher: false },
  { code: 6, year: 3, higher: true },
  { code: 7, year: 4, higher: false },
  { code: 8, year: 4, higher: true },
] as const;

export type GradeCode = (typeof GRADES)[number]['code'];
export const GRADE_CODES = GRADES.map((g) => g.code) as GradeCode[];

export function isGradeCode(value: unknown): value is GradeCode {
  return typeof value === 'number' && (GRADE_CODES as number[]).includes(value);
}

/** The i18n key that names a grade, e.g. grade.1 → "P1 Normal Chinese" / "小一 普通华文". */
export function gradeLabelKey(code: GradeCode): string {
  return `grade.${code}`;
}

/** Whether a pupil of this grade may enter a race or match held for these grades (no grade: none). */
export function isForGrade(gradeCodes: readonly number[], gradeCode: number | null | undefined): boolean {
  return gradeCode !== null && gradeCode !== undefined && gradeCodes.includes(gradeCode);
}

/** The pupil's own grade's races first, then the others, each group in the order it came. */
export function ownGradeFirst<T extends { gradeCodes: readonly number[] }>(races: readonly T[], gradeCode: number | null | undefined): T[] {
  return [...races.filter((r) => isForGrade(r.gradeCodes, gradeCode)), ...races.filter((r) => !isForGrade(r.gradeCodes, gradeCode))];
}
