/** Race rules, one place: the game server enforces them, the client only displays their effects. */
/** Room progress is broadcast at most this often. */
export const PROGRESS_BROADCAST_INTERVAL_MS = 200;
/** A human types no faster than this, sustained; well under it is a bot or a replay. */
export const MIN_MS_PER_CHAR = 30;
/** The window over which sustained speed is judged. */
export const SPEED_WINDOW_MS = 3_000;
/** The most characters one IME commit can hold (a phrase chosen from the candidate list). */
export const MAX_IME_COMMIT_CHARS = 8;
/** Pinyin mode sends every key on its own. */
export const MAX_PINYIN_COMMIT_CHARS = 1;
/** The countdown a teacher's start or a scheduled start shows: 3-2-1. */
export const RACE_COUNTDOWN_MS = 3_000;
/** Classroom join codes: 6 characters without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Live race keys expire this long after the race's last change. */
export const RACE_STATE_TTL_SECONDS = 6 * 60 * 60;
export const CLASSROOM_CAPACITY = 40;
