import { Controller, Get, Query, type OnModuleDestroy } from '@nestjs/common';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ok, type Envelope } from '@learnstar/shared';
import { AdapterTraffic } from '../socket/adapter-traffic.js';
import { AdmissionGate, type AdmissionFigures } from '../admission/admission-gate.js';
import { watchGcPauses, type GcFigures } from './gc-pauses.js';

interface ProcessFigures {
  heapUsed: number;
  /** Memory of ArrayBuffers, typed arrays and Buffers, kept outside the JS heap (the held input timelines, socket buffers). */
  arrayBuffers: number;
  rss: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** Time the event loop (the one JavaScript thread) was busy; CPU beyond it is GC threads and the kernel. */
  loopActiveMs: number;
  /** How late timers ran since the last `?reset=1`: a stall here delays every socket on the node. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Messages the Socket.IO adapter received from Redis since start (AdapterTraffic). */
  adapterMessages: number;
  /** Racers holding a place, joins running and waiting: a queue that keeps growing means add nodes. */
  admission: AdmissionFigures;
  /** Garbage-collection pauses since start (counts and main-thread ms), by kind. */
  gc: GcFigures;
}

/** Process figures for the load tests and operators: heap, resident memory, CPU time, event-loop delay and admission of this node. */
@Controller('metrics')
export class MetricsController implements OnModuleDestroy {
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });
  private readonly gcPauses = watchGcPauses();

  constructor(
    private readonly traffic: AdapterTraffic,
    private readonly admission: AdmissionGate,
  ) {
    this.loopDelay.enable();
  }

  onModuleDestroy(): void {
    this.loopDelay.disable();
    this.gcPauses.stop();
  }

  /** `?gc=1` collects garbage first when the process runs with --expose-gc (the load tests do), so heap is live data. */
  @Get()
  metrics(@Query('gc') gc?: string, @Query('reset') reset?: string): Envelope<ProcessFigures> {
    const collect = (globalThis as { gc?: () => void }).gc;
    // Read before a forced collection, which is the load test's, not the node's.
    const pauses = this.gcPauses.figures();
    if (gc === '1' && collect) collect();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const figures = {
      heapUsed: memory.heapUsed,
      arrayBuffers: memory.arrayBuffers,
      rss: memory.rss,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      loopActiveMs: performance.eventLoopUtilization().active,
      loopDelayP99Ms: this.loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: this.loopDelay.max / 1e6,
      adapterMessages: this.traffic.received,
      admission: this.admission.figures(reset === '1'),
      gc: pauses,
    };
    if (reset === '1') this.loopDelay.reset();
    return ok(figures);
  }
}
