import type { InternalSession } from '@learnstar/shared';
import type { ApiClient } from '../api-client/api-client.js';

const CACHE_MS = 30_000;

/** Who owns a bearer token, asked of the API and remembered briefly (a classroom connects at once). */
export class TokenVerifier {
  private readonly cache = new Map<string, { session: InternalSession | null; until: number }>();

  constructor(private readonly api: ApiClient) {}

  async verify(token: string | undefined): Promise<InternalSession | null> {
    if (!token) return null;
    const cached = this.cache.get(token);
    if (cached && cached.until > Date.now()) return cached.session;
    const session = await this.api.session(token).catch(() => null);
    this.cache.set(token, { session, until: Date.now() + CACHE_MS });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return session;
  }
}
