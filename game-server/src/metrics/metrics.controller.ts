import { Controller, Get, Query } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { ok, type Envelope } from '@learnstar/shared';

interface ProcessFigures {
  heapUsed: number;
  rss: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** Time the event loop (the one JavaScript thread) was busy; CPU beyond it is GC threads and the kernel. */
  loopActiveMs: number;
}

/** Process figures for the load tests: heap, resident memory and CPU time of this node. */
@Controller('metrics')
export class MetricsController {
  /** `?gc=1` collects garbage first when the process runs with --expose-gc (the load tests do), so heap is live data. */
  @Get()
  metrics(@Query('gc') gc?: string): Envelope<ProcessFigures> {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (gc === '1' && collect) collect();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const loopActiveMs = performance.eventLoopUtilization().active;
    return ok({ heapUsed: memory.heapUsed, rss: memory.rss, cpuUserMs: cpu.user / 1000, cpuSystemMs: cpu.system / 1000, loopActiveMs });
  }
}
