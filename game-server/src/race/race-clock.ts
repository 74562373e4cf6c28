import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens.js';
import { RaceLifecycle } from './race-lifecycle.js';
import { logFailure } from '../common/log-failure.js';

const TICK_MS = 100;

/** Runs due race steps on every node; a node that dies leaves its races to the others. */
@Injectable()
export class RaceClock {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly lifecycle: RaceLifecycle,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.lifecycle.runDue();
    } catch (error) {
      logFailure(this.logger, 'error', error, {}, 'race clock tick failed');
    } finally {
      this.running = false;
    }
  }
}
