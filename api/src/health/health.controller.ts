import { Controller, Get, Inject } from '@nestjs/common';
import { ok, type Envelope, type Health } from '@learnstar/shared';
import type { Database } from '@learnstar/db';
import { DATABASE } from '../common/database/database.module.js';
import { REDIS_PROBE, type RedisProbe } from '../common/redis/redis-probe.js';

const startedAt = Date.now();

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(REDIS_PROBE) private readonly redis: RedisProbe,
  ) {}

  @Get()
  async health(): Promise<Envelope<Health>> {
    const databaseOk = await this.db.prisma.$queryRawUnsafe('SELECT 1').then(() => true, () => false);
    const health: Health = {
      service: 'api',
      ok: databaseOk,
      database: { kind: this.db.kind, ok: databaseOk },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    if (this.redis.configured) {
      const redisOk = await this.redis.ping();
      health.store = { kind: 'redis', ok: redisOk };
      health.ok &&= redisOk;
    }
    return ok(health);
  }
}
