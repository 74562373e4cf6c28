import type { InternalSession } from '@learnstar/shared';
import { ApiError, type ApiClient } from '../api-client/api-client.js';

const CACHE_MS = 30_000;
/** How often expired answers are dropped. */
const SWEEP_MS = 5_000;
/**
 * Token checks sent to the API at once. A national match's join burst opens thousands of sockets
 * in seconds; sent all at once they time out together on a busy API and every pupil became a
 * signed-out socket (measured: 3,295 of 5,000 refused 'notLoggedIn'). In turn they are quick.
 */
const CHECKS_AT_ONCE = 16;
/** A check the API could not answer (down, slow, 5xx) is asked again, and never remembered. */
const CHECK_ATTEMPTS = 3;

/** Who owns a bearer token, asked of the API and remembered briefly (a classroom connects at once). */
export class TokenVerifier {
  private readonly cache = new Map<string, { session: InternalSession | null; until: number }>();
  private checking = 0;
  private readonly waiting: (() => void)[] = [];
  /**
   * Expired answers are dropped, not only pushed out when the cache is full: a classroom connects
   * once and stays, and kept, they were ~100 bytes of heap per racer (token and entry) for as long as the node ran.
   */
  private readonly sweeper = setInterval(() => this.dropExpired(Date.now()), SWEEP_MS).unref();

  constructor(private readonly api: ApiClient) {}

  close(): void {
    clearInterval(this.sweeper);
  }

  async verify(token: string | undefined): Promise<InternalSession | null> {
    if (!token) return null;
    const cached = this.cache.get(token);
    if (cached && cached.until > Date.now()) return cached.session;
    const session = await this.inTurn(() => this.ask(token));
    this.cache.set(token, { session, until: Date.now() + CACHE_MS });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return session;
  }

  private dropExpired(now: number): void {
    for (const [token, cached] of this.cache) if (cached.until <= now) this.cache.delete(token);
  }

  /** The API's answer: a session, or null when it says the token is not valid. Throws when it cannot say. */
  private async ask(token: string): Promise<InternalSession | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.api.session(token);
      } catch (error) {
        if (error instanceof ApiError && error.code < 500) return null;
        if (attempt >= CHECK_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
  }

  private async inTurn<T>(check: () => Promise<T>): Promise<T> {
    if (this.checking >= CHECKS_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.checking++;
    try {
      return await check();
    } finally {
      // The finished check hands its turn straight to the next, so the count stays right.
      const next = this.waiting.shift();
      if (next) next();
      else this.checking--;
    }
  }
}
