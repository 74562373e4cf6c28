import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../validation.js';
import { registerRequestSchema } from './accounts.js';

const base = { account: 'Mei_1', password: 'learnstar1', email: 'Mum@Example.com' };

describe('sign-up request', () => {
  test('a pupil is the default: name and grade of the pupil', () => {
    const parsed = registerRequestSchema.parse({ ...base, pupilName: 'Mei', gradeCode: '3' });
    expect(parsed).toEqual({ ...base, account: 'mei_1', accountType: 'pupil', pupilName: 'Mei', gradeCode: 3 });
  });

  test('a parent gives a name and no grade', () => {
    const parsed = registerRequestSchema.parse({ ...base, accountType: 'parent', name: ' Mrs Tan ', gradeCode: 3 });
    expect(parsed).toEqual({ ...base, account: 'mei_1', accountType: 'parent', name: 'Mrs Tan' });
  });

  test('a parent without a name is told which field is missing', () => {
    const result = registerRequestSchema.safeParse({ ...base, accountType: 'parent', pupilName: 'Mei' });
    expect(result.success || toFieldErrors(result.error)).toEqual([{ field: 'name', msg: 'required' }]);
  });

  test.each(['teacher', 'operator', '', 7])('account type %j is refused with its own message', (accountType) => {
    const result = registerRequestSchema.safeParse({ ...base, accountType, name: 'x', pupilName: 'x', gradeCode: 3 });
    expect(result.success || toFieldErrors(result.error)).toEqual([{ field: 'accountType', msg: 'invalidAccountType' }]);
  });
});
