import pino, { type Logger } from 'pino';

/** Structured logs; tokens never appear (the auth hook logs user ids only). */
export function createLogger(name: string): Logger {
  return pino({ name, level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info') });
}
