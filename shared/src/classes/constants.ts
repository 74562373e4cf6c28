import { CLASSROOM_CAPACITY, JOIN_CODE_ALPHABET } from '../race/constants.js';

/** Class codes use the race join codes' alphabet (no 0/O/1/I/L) but are longer, so the two never mix. */
export const CLASS_CODE_LENGTH = 8;
export const CLASS_CODE_ALPHABET = JOIN_CODE_ALPHABET;
/** A pupil's personal one-time code from the printed join sheet: same alphabet, longer than the class code. */
export const CLASS_PERSONAL_CODE_LENGTH = 10;
/** A whole class fits one classroom race. */
export const CLASS_MAX_PUPILS = CLASSROOM_CAPACITY;
/** School years a class may be created for. */
export const CLASS_YEAR_MIN = 2020;
export const CLASS_YEAR_MAX = 2100;
/** Most personal codes made at once (one sheet for a whole class), and most unused ones a class keeps. */
export const CLASS_SHEET_MAX_CODES = CLASS_MAX_PUPILS;
export const CLASS_UNUSED_CODES_MAX = 2 * CLASS_MAX_PUPILS;
/** How many of a pupil's latest results make a roster trend; how many class races the roster lists. */
export const ROSTER_TREND_LENGTH = 10;
export const CLASS_RACES_SHOWN = 20;
/** A class race notice shows on pupils' screens this long after the teacher opens the room. */
export const CLASS_RACE_INVITE_TTL_MS = 30 * 60 * 1000;
/**
 * Class race notices are pushed to a pupil's page over a server-sent event stream
 * (GET /classes/invites/stream). Only while that stream is down does the page ask this often.
 */
export const CLASS_RACE_INVITE_FALLBACK_POLL_MS = 60_000;
/** A comment line on idle notice streams this often, so proxies keep them open. */
export const CLASS_RACE_INVITE_HEARTBEAT_MS = 25_000;
/** Open notice streams per pupil (tabs); the oldest is closed past this. */
export const CLASS_RACE_INVITE_STREAMS_PER_PUPIL = 4;
