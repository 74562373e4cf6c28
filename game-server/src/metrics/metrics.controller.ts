import { Controller, Get, Query } from '@nestjs/common';
import { ok, type Envelope } from '@learnstar/shared';

/** Process figures for the load tests: heap, resident memory and CPU time of this node. */
@Controller('metrics')
export class MetricsController {
  /** `?gc=1` collects garbage first when the process runs with --expose-gc (the load tests do), so heap is live data. */
  @Get()
  metrics(@Query('gc') gc?: string): Envelope<{ heapUsed: number; rss: number; cpuUserMs: number; cpuSystemMs: number }> {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (gc === '1' && collect) collect();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    return ok({ heapUsed: memory.heapUsed, rss: memory.rss, cpuUserMs: cpu.user / 1000, cpuSystemMs: cpu.system / 1000 });
  }
}
