import { z } from 'zod';
import { classJoinCodeSchema, classRaceInviteRequestSchema, classRaceInviteSchema, classSummarySchema, createClassSchema, joinClassSchema, makeJoinCodesSchema, rosterSchema } from '../classes/schemas.js';
import { pupilProgressSchema } from '../family/schemas.js';
import { assignHomeworkSchema, classHomeworkSchema, myHomeworkQuerySchema, myHomeworkSchema } from '../classes/homework.js';
import type { RouteContract } from './route-contract.js';

/** Classes: routes spread into API_ROUTES. A pupil's data goes only to the class's teacher and operators. */
export const CLASS_ROUTES = {
  classes: { method: 'get', path: '/classes', summary: "Teacher: the classes they teach; pupil: the classes they joined; operator: every class", tag: 'classes', auth: true, data: z.array(classSummarySchema) },
  createClass: { method: 'post', path: '/classes', summary: 'Teacher: create a class (name, grade code, year) with a class code pupils join with', tag: 'classes', auth: true, body: createClassSchema, data: classSummarySchema },
  joinClass: { method: 'post', path: '/classes/join', summary: "Pupil: join a class with its class code or a personal one-time code from the join sheet (spent by the join; at most CLASS_MAX_PUPILS pupils)", tag: 'classes', auth: true, body: joinClassSchema, data: classSummarySchema },
  classJoinCodes: { method: 'get', path: '/classes/{id}/join-codes', summary: "Class teacher or operator: the class's personal one-time codes not used yet, for printing the join sheet again", tag: 'classes', auth: true, data: z.array(classJoinCodeSchema) },
  makeClassJoinCodes: { method: 'post', path: '/classes/{id}/join-codes', summary: 'Class teacher: make personal one-time codes for the printed join sheet (1–CLASS_SHEET_MAX_CODES, at most CLASS_UNUSED_CODES_MAX unused per class)', tag: 'classes', auth: true, body: makeJoinCodesSchema, data: z.array(classJoinCodeSchema) },
  classRoster: { method: 'get', path: '/classes/{id}/roster', summary: "Class teacher or operator: each pupil's last activity, typing speed and accuracy trend, dictionary accuracy, points this week; the class's races", tag: 'classes', auth: true, data: rosterSchema },
  classRosterCsv: { method: 'get', path: '/classes/{id}/roster.csv', summary: 'Class teacher or operator: the roster as CSV (UTF-8 with BOM)', tag: 'classes', auth: true, produces: 'text/csv' },
  classRemovePupil: { method: 'delete', path: '/classes/{id}/pupils/{userId}', summary: 'Class teacher or operator: remove a pupil from the class', tag: 'classes', auth: true },
  classPupilProgress: { method: 'get', path: '/classes/{id}/pupils/{userId}/progress', summary: "Class teacher or operator: one pupil's progress over time", tag: 'classes', auth: true, data: pupilProgressSchema },
  classRaceInvite: { method: 'post', path: '/classes/{id}/races', summary: "Class teacher: announce the classroom race just opened (race id, join code, game) to the class's pupils for CLASS_RACE_INVITE_TTL_MS", tag: 'classes', auth: true, body: classRaceInviteRequestSchema, data: classRaceInviteSchema },
  classRaceInviteStream: { method: 'get', path: '/classes/invites/stream', summary: "Pupil: server-sent events (text/event-stream, event 'invites', data = the same list as GET /classes/invites) sent on opening and whenever a race of one of the pupil's classes is announced or ends; only the class's pupils receive it", tag: 'classes', auth: true, produces: 'text/event-stream' },
  classRaceInvites: { method: 'get', path: '/classes/invites', summary: "Pupil: class races the teachers of the pupil's classes opened and still announce (notice with Join); the page asks only while its notice stream is down", tag: 'classes', auth: true, data: z.array(classRaceInviteSchema) },
  classHomework: { method: 'get', path: '/classes/{id}/homework', summary: "Class teacher or operator: the class's homework with each pupil's passages or questions done, accuracy and speed", tag: 'classes', auth: true, data: z.array(classHomeworkSchema) },
  assignHomework: { method: 'post', path: '/classes/{id}/homework', summary: 'Class teacher: assign practice (game, grade code, level, typing mode, number of passages or questions, due time) to the class', tag: 'classes', auth: true, body: assignHomeworkSchema, data: classHomeworkSchema },
  myHomework: { method: 'get', path: '/homework', summary: "Pupil: homework of the pupil's classes for one game that is not yet due, with the pupil's passages or questions done and how well", tag: 'classes', auth: true, query: myHomeworkQuerySchema, data: z.array(myHomeworkSchema) },
} as const satisfies Record<string, RouteContract>;
