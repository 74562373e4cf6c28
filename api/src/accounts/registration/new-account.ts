import type { RegisterRequest } from '@learnstar/shared';

/** What a sign-up makes: a pupil with a grade, or a parent (no grade; children are added on /family). */
export function newAccountDetails(request: RegisterRequest): { role: 'pupil' | 'parent'; name: string; gradeCode: number | null } {
  return request.accountType === 'parent'
    ? { role: 'parent', name: request.name, gradeCode: null }
    : { role: 'pupil', name: request.pupilName, gradeCode: request.gradeCode };
}
