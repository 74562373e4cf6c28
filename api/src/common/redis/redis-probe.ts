import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from '@learnstar/shared';

/** Answers whether Redis responds, for /api/health. One lazily opened connection. */
export class RedisProbe {
  private client?: Redis;

  constructor(private readonly url?: string) {}

  get configured(): boolean {
    return Boolean(this.url);
  }

  async ping(): Promise<boolean> {
    if (!this.url) return false;
    if (!this.client) {
      this.client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1_000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
      // A failed ping is the answer; the ranking cache logs the outage.
      this.client.on('error', () => undefined);
    }
    // Between reconnect attempts a ping would wait for the next one: Redis is down, say so now.
    if (this.client.status === 'reconnecting') return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.client?.disconnect();
  }
}

export const REDIS_PROBE = Symbol('REDIS_PROBE');
