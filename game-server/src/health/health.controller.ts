import { Controller, Get, Inject } from '@nestjs/common';
import { ok, probe, type Envelope, type Health } from '@learnstar/shared';
import { MATCH_STORE } from '../store/create-store.js';
import type { MatchStore } from '../store/match-store.js';

const startedAt = Date.now();

/** Answers within HEALTH_DEADLINE_MS whatever is down: the store's probe is given up after HEALTH_PROBE_TIMEOUT_MS. */
@Controller('health')
export class HealthController {
  constructor(@Inject(MATCH_STORE) private readonly store: MatchStore) {}

  @Get()
  async health(): Promise<Envelope<Health>> {
    const storeOk = await probe(() => this.store.ping());
    return ok({ service: 'game-server', ok: storeOk, store: { kind: this.store.kind, ok: storeOk }, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  }
}
