import { z } from 'zod';
import { childSummarySchema, createChildSchema, familySettingsSchema, linkChildSchema, parentLinkCodeSchema, pupilProgressSchema } from '../family/schemas.js';
import { childTrendsSchema } from '../family/trends.js';
import { cardSignInSchema, deviceSignInsSchema, signInCardSchema } from '../family/sign-in-cards.js';
import { sessionUserSchema } from './accounts.js';
import { myHomeworkSchema } from '../classes/homework.js';
import type { RouteContract } from './route-contract.js';

/** The family page also lists the child's homework (both games) that is not yet due. */
export const childProgressSchema = pupilProgressSchema.extend({ homework: z.array(myHomeworkSchema) });
export type ChildProgress = z.infer<typeof childProgressSchema>;

/** Families: routes spread into API_ROUTES. A child's data goes only to the child, linked parents, their teachers and operators. */
export const FAMILY_ROUTES = {
  familyChildren: { method: 'get', path: '/family/children', summary: "Parent: the linked children with their points", tag: 'family', auth: true, data: z.array(childSummarySchema) },
  familyCreateChild: { method: 'post', path: '/family/children', summary: "Parent: create a child's account, linked to the parent", tag: 'family', auth: true, body: createChildSchema, data: childSummarySchema },
  familyChildProgress: { method: 'get', path: '/family/children/{id}/progress', summary: "A child's recent races, dictionary games, game-centre sessions, rank in the grade, points, redemptions and matches: for the child, a linked parent, the child's teachers and operators", tag: 'family', auth: true, data: childProgressSchema },
  familyChildTrends: { method: 'get', path: '/family/children/{id}/trends', summary: "A child's speed and accuracy and characters known per Singapore week, minutes practised per day over 14 days and place in the grade, each beside the grade's median: for the child, a linked parent, the child's teachers and operators", tag: 'family', auth: true, data: childTrendsSchema },
  familyLink: { method: 'post', path: '/family/link', summary: "Parent: link a child by the child's account name and the one-time code shown in the child's account centre", tag: 'family', auth: true, body: linkChildSchema, data: childSummarySchema },
  familyLinkCode: { method: 'post', path: '/family/link-code', summary: 'Pupil: a fresh one-time code for a parent to link with (24 hours; replaces the last one)', tag: 'family', auth: true, data: parentLinkCodeSchema },
  familySettings: { method: 'get', path: '/family/settings', summary: "Parent: whether the weekly email summary of the children's progress is on", tag: 'family', auth: true, data: familySettingsSchema },
  familyUpdateSettings: { method: 'put', path: '/family/settings', summary: 'Parent: switch the weekly email summary on or off (it comes in the language used to switch it on, from the next Monday)', tag: 'family', auth: true, body: familySettingsSchema, data: familySettingsSchema },
  signInCardPrint: { method: 'post', path: '/sign-in-cards/children/{id}', summary: "A linked parent or a teacher of the child's class: print a new sign-in card (the old card stops working)", tag: 'family', auth: true, data: signInCardSchema },
  signInCardsPrintClass: { method: 'post', path: '/sign-in-cards/classes/{id}', summary: "The class's teacher: print a new sign-in card for every pupil of the class (their old cards stop working)", tag: 'family', auth: true, data: z.array(signInCardSchema) },
  deviceSignIns: { method: 'get', path: '/sign-in-cards/children/{id}/devices', summary: "A linked parent or a teacher of the child's class: the devices the child's cards keep signed in", tag: 'family', auth: true, data: deviceSignInsSchema },
  deviceSignInsEnd: { method: 'delete', path: '/sign-in-cards/children/{id}/devices', summary: "A linked parent or a teacher of the child's class: sign out every device a card signed in", tag: 'family', auth: true },
  cardSignIn: { method: 'post', path: '/sign-in-cards/sign-in', summary: "Sign a child in on this device with the card's QR secret or typed code (a long device sign-in; answers as a login: code, data, token, expireTime)", tag: 'family', body: cardSignInSchema, data: sessionUserSchema },
} as const satisfies Record<string, RouteContract>;
