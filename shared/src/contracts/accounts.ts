import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { GRADE_CODES } from '../grades.js';
import { emailSchema } from './common.js';

const required = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue');

/** Account names are case-insensitive: stored and looked up in lower case. */
export const accountNameSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' })
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: required })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(128, { error: 'tooLong' });

/** Query strings carry booleans as text; the login form's rememberMe defaults to on. */
const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const gradeCodeSchema = z.coerce
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidGrade') })
  .int({ error: 'invalidGrade' })
  .refine((n) => (GRADE_CODES as number[]).includes(n), { error: 'invalidGrade' });

/** Singapore numbers: optional +65, then 8 digits starting 3, 6, 8 or 9. */
export const singaporePhoneSchema = z
  .string({ error: required })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+65)?[3689]\d{7}$/, { error: 'invalidPhone' }));

/** POST /user/login — query username and password (SPEC §7); a JSON body is accepted too. */
export const loginRequestSchema = z.object({
  username: accountNameSchema,
  password: passwordSchema,
  rememberMe: queryBoolean.default(true),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(['pupil', 'parent', 'teacher', 'operator']),
  avatar: z.string().nullable(),
  gradeCode: z.number().int().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  ranId: z.string(),
  /** Milliseconds until the account expires (negative: expired; null: never expires). */
  expirationMill: z.number().nullable(),
  accountExpiresAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The login answer of SPEC §7: code, data (the user), token, expireTime — token at the top level. */
export const loginResponseSchema = z.object({
  code: z.literal(200),
  msg: z.string().optional(),
  data: sessionUserSchema,
  token: z.string(),
  /** Epoch milliseconds when the token stops working. */
  expireTime: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { classifyExpiry, type ExpiryClass } from '../expiry.js';

/** Who may sign up on the site; teachers and operators are made by an operator, never by sign-up. */
export const SIGN_UP_ACCOUNT_TYPES = ['pupil', 'parent'] as const;
export type SignUpAccountType = (typeof SIGN_UP_ACCOUNT_TYPES)[number];

const newAccountNameSchema = accountNameSchema.pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, { error: 'invalidAccountName' }));
const personNameSchema = z.string({ error: required }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' });

const pupilSignUpSchema = z.object({
  accountType: z.literal('pupil').default('pupil'),
  account: newAccountNameSchema,
  password: passwordSchema,
  email: emailSchema,
  pupilName: personNameSchema,
  gradeCode: gradeCodeSchema,
});

/** A pupil's own account without the sign-up's email: what a parent gives to create a child's account. */
export const pupilAccountSchema = pupilSignUpSchema.omit({ accountType: true, email: true });

/**
 * POST /user/register. accountType may be left out (a pupil, as before it existed); a parent gives
 * a name and no grade. Any other type (teacher, operator) is refused.
 */
export const registerRequestSchema = z.discriminatedUnion(
  'accountType',
  [pupilSignUpSchema, z.object({ accountType: z.literal('parent'), account: newAccountNameSchema, password: passwordSchema, email: emailSchema, name: personNameSchema })],
  { error: (issue) => (issue.code === 'invalid_union' ? 'invalidAccountType' : undefined) },
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The new account is signed in at once: the same user, token and expiry as a login answers. */
export const registerResponseSchema = z.object({ userId: z.number().int(), user: sessionUserSchema, token: z.string(), expireTime: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /user/sendResetPswEmail — query email and nickName (the account name). */
export const sendResetEmailQuerySchema = z.object({ email: emailSchema, nickName: accountNameSchema });
export type SendResetEmailQuery = z.infer<typeof sendResetEmailQuerySchema>;

export const linkCodeQuerySchema = z.object({
  code: z.string({ error: 'linkExpired' }).trim().min(1, { error: 'linkExpired' }).max(200, { error: 'linkExpired' }),
});
export type LinkCodeQuery = z.infer<typeof linkCodeQuerySchema>;

/** POST /user/resetPsw — query code, password, oldPsw (empty), userId. */
export const resetPasswordQuerySchema = z.object({
  code: linkCodeQuerySchema.shape.code,
  password: passwordSchema,
  oldPsw: z.string().optional(),
  userId: z.coerce.number({ error: 'linkExpired' }).int({ error: 'linkExpired' }).positive({ error: 'linkExpired' }),
});
export type ResetPasswordQuery = z.infer<typeof resetPasswordQuerySchema>;

/** The reset page's two fields (SPEC §5): both required, equal. */
export const resetFormSchema = z
  .object({ password1: passwordSchema, password2: z.string({ error: required }).min(1, { error: 'enterPasswordAgain' }) })
  .refine((v) => v.password1 === v.password2, { path: ['password2'], error: 'passwordsDoNotMatch' });

export const requestEmailValidationSchema = z.object({ email: emailSchema });
export type RequestEmailValidation = z.infer<typeof requestEmailValidationSchema>;

export const changePasswordSchema = z.object({ oldPassword: passwordSchema, newPassword: passwordSchema });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  phone: z.string().nullable(),
  school: z.string().nullable(),
  gradeCode: z.number().int().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  points: z.number().int(),
  avatar: z.string().nullable(),
  role: z.string(),
  accountExpiresAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  name: z.string({ error: required }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  gender: z.enum(['male', 'female'], { error: 'invalidValue' }).nullable().optional(),
  phone: z.union([z.literal(''), singaporePhoneSchema]).nullable().optional(),
  school: z.string().trim().max(100, { error: 'tooLong' }).nullable().optional(),
  gradeCode: gradeCodeSchema.nullable().optional(),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** What the game server learns about a socket's token. */
export const internalSessionSchema = z.object({
  userId: z.number().int(),
  role: z.string(),
  name: z.string(),
  gradeCode: z.number().int().nullable(),
  /** A speed a passed fair-play check certified (judging the live board needs it). */
  certifiedCpm: z.number().nullable().optional(),
});
export type InternalSession = z.infer<typeof internalSessionSchema>;
