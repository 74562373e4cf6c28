// The footer's email check, loaded on the first subscribe: the shared schema brings zod, which
// the first load otherwise does without.
export { emailSchema } from '@learnstar/shared';
