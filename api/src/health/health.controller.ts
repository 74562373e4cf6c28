import { Controller, Get, Inject } from '@nestjs/common';
import { ok, probe, type Envelope, type Health } from '@learnstar/shared';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../common/database/database.module.js';
import { REDIS_PROBE, type RedisProbe } from '../common/redis/redis-probe.js';

const startedAt = Date.now();

/**
 * Says what is up and what is down within HEALTH_DEADLINE_MS whatever is down: both probes run at
 * once, each given up after HEALTH_PROBE_TIMEOUT_MS (a database whose pool waits 5 s for a
 * connection, a Redis client between reconnects, would otherwise hold the answer that long).
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS_PROBE) private readonly redis: RedisProbe,
  ) {}

  @Get()
  async health(): Promise<Envelope<Health>> {
    const [databaseOk, redisOk] = await Promise.all([
      probe(() => this.db.prisma.$queryRawUnsafe('SELECT 1')),
      this.redis.configured ? probe(() => this.redis.ping()) : undefined,
    ]);
    const health: Health = {
      service: 'api',
      ok: databaseOk && redisOk !== false,
      database: { kind: this.db.kind, ok: databaseOk },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    if (redisOk !== undefined) health.store = { kind: 'redis', ok: redisOk };
    return ok(health);
  }
}
