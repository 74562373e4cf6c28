import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from '@learnstar/shared';

/**
 * "The race notices of class N changed", from whichever API instance saw the change to every
 * instance holding pupils' notice streams: Redis pub/sub when Redis is configured, in-process
 * otherwise (one instance). Only the class id travels; each instance reads the notices itself.
 */
export interface ClassInviteBus {
  publish(classId: number): Promise<void>;
  onChange(handler: (classId: number) => void): void;
  close(): Promise<void>;
}

export const CLASS_INVITE_BUS = Symbol('CLASS_INVITE_BUS');

export class LocalClassInviteBus implements ClassInviteBus {
  private readonly events = new EventEmitter();

  async publish(classId: number): Promise<void> {
    this.events.emit('change', classId);
  }

  onChange(handler: (classId: number) => void): void {
    this.events.on('change', handler);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

export class RedisClassInviteBus implements ClassInviteBus {
  private readonly publisher: Redis;
  /** A subscribed connection can do nothing else, so it has its own. */
  private readonly subscriber: Redis;
  private readonly channel: string;

  /** `namespace` keeps apart the databases sharing one Redis (as the ranking cache does). */
  constructor(url: string, namespace: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.channel = `ls:${namespace}:class-invites`;
    // Connection errors surface as failed publishes (handled by the caller) and retries; no event noise.
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
  }

  async publish(classId: number): Promise<void> {
    await this.publisher.publish(this.channel, String(classId));
  }

  onChange(handler: (classId: number) => void): void {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) handler(Number(message));
    });
    // Subscribed on every (re)connection; Redis being away must not bring the API down (the pages poll meanwhile).
    this.subscriber.on('ready', () => void this.subscriber.subscribe(this.channel).catch(() => undefined));
    this.subscriber.connect().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
