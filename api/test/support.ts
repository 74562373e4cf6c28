import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../src/common/clock/clock.js';
import type { OutboxMessage } from '../src/mail/mail.service.js';

/** A clock the test moves, so time windows are checked without sleeping. */
export class TestClock implements Clock {
  private time: number;
  constructor(start = Date.now()) {
    this.time = start;
  }
  now(): Date {
    return new Date(this.time);
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `learnstar-${prefix}-`));
}

/** Messages the API wrote to its file outbox, oldest first. */
export function readOutbox(dir: string): OutboxMessage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMessage);
}

/**
 * The newest email to `to` once the outbox holds more than `before` messages: the password reset
 * answers before its email is handed over (so an existing account takes no longer than a missing one).
 */
export async function nextMail(dir: string, before: number, to: string): Promise<OutboxMessage> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mails = readOutbox(dir);
    const mail = mails.length > before ? mails.filter((m) => m.to === to).at(-1) : undefined;
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no new email to ${to} in 5 s`);
}

export function linkCode(message: OutboxMessage): string {
  const match = /code=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!match) throw new Error('no code in ' + message.text);
  return decodeURIComponent(match[1]);
}

export function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
