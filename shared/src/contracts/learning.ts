import { homeworkMaterialQuerySchema, homeworkMaterialSchema, childCharactersSchema, classTrickyCharactersSchema, learningCharactersQuerySchema, learningCharactersSchema, reviewMaterialQuerySchema, reviewMaterialSchema } from '../learning/schemas.js';
import type { RouteContract } from './route-contract.js';

/** The learning memory: a pupil's characters, a linked parent's view, a teacher's class view. Spread into API_ROUTES. */
export const LEARNING_ROUTES = {
  learningCharacters: { method: 'get', path: '/learning/characters', summary: "Pupil: my characters (the grade's set and every character met) with their state, right and wrong answers, next review and confusions", tag: 'learning', auth: true, query: learningCharactersQuerySchema, data: learningCharactersSchema },
  familyChildCharacters: { method: 'get', path: '/family/children/{id}/characters', summary: "A child's tricky characters and how many became known each week: for the child, a linked parent, the child's teachers and operators", tag: 'family', auth: true, data: childCharactersSchema },
  classTrickyCharacters: { method: 'get', path: '/classes/{id}/tricky-characters', summary: "Class teacher or operator: the class's 20 most-missed characters and what they were confused with", tag: 'classes', auth: true, data: classTrickyCharactersSchema },
  internalReviewMaterial: { method: 'get', path: '/internal/learning/review', summary: "Match server: a pupil's 'My tricky characters' practice (due characters topped up with new ones of the grade): sentences of graded passages holding them, or questions with the pupil's own confusions as distractors", tag: 'internal', query: reviewMaterialQuerySchema, data: reviewMaterialSchema },
  internalHomeworkMaterial: { method: 'get', path: '/internal/learning/homework', summary: "Match server: the practice of one of the pupil's open homework (404 homeworkNotFound otherwise): its game, grade code, level and mode, and sentences of graded passages holding its characters or questions on them with the class's confusions as distractors", tag: 'internal', query: homeworkMaterialQuerySchema, data: homeworkMaterialSchema },
} as const satisfies Record<string, RouteContract>;
