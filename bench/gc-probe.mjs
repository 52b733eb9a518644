// Loaded into the API process by `npm run bench` when BENCH_GC=1 (NODE_OPTIONS=--import, plain
// JavaScript because it loads before tsx). On SIGUSR2 it prints, on one stdout line, what the
// process did since the previous signal: its CPU time, every garbage collection (kind, count,
// pause), the bytes it allocated, and the event loop's delay. These figures follow the code, not
// the machine's load (the pauses and the delay do move with the load; the counts and bytes do not).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const delay = monitorEventLoopDelay({ resolution: 1 });
let profiler = new v8.GCProfiler();
let usedAtStart = 0;
let cpuAtStart = process.cpuUsage();

// GC_PROBE_ALLOCATIONS=<dir>: also a sampling allocation profile per report (every sampled
// allocation, also those already collected), written as <dir>/<n>.heapprofile.
const allocationsDir = process.env.GC_PROBE_ALLOCATIONS;
const inspector = allocationsDir ? new Session() : undefined;
inspector?.connect();
let reports = 0;
// GC_PROBE_CPU=<dir>: also a CPU profile per report, written as <dir>/<n>.cpuprofile.
const cpuDir = process.env.GC_PROBE_CPU;
const cpuInspector = cpuDir ? new Session() : undefined;
if (cpuInspector) {
  cpuInspector.connect();
  cpuInspector.post('Profiler.enable');
  cpuInspector.post('Profiler.setSamplingInterval', { interval: 100 });
}

function begin() {
  inspector?.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  cpuInspector?.post('Profiler.start');
  usedAtStart = v8.getHeapStatistics().used_heap_size;
  cpuAtStart = process.cpuUsage();
  profiler = new v8.GCProfiler();
  profiler.start();
  delay.reset();
  delay.enable();
}

const oldSpaceUsed = (at) => at.heapSpaceStatistics.find((s) => s.spaceName === 'old_space')?.spaceUsedSize ?? 0;

function report() {
  const { statistics } = profiler.stop();
  const cpu = process.cpuUsage(cpuAtStart);
  const kinds = {};
  // Bytes allocated = what the heap grew by between collections (before a GC minus after the last).
  let allocated = 0;
  let promoted = 0;
  let after = usedAtStart;
  for (const gc of statistics) {
    kinds[gc.gcType] ??= { count: 0, ms: 0, maxMs: 0 };
    const kind = kinds[gc.gcType];
    kind.count++;
    kind.ms += gc.cost / 1000;
    kind.maxMs = Math.max(kind.maxMs, gc.cost / 1000);
    allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - after);
    // What a scavenge moved to the old generation (objects that outlived two young collections).
    if (gc.gcType === 'Scavenge') promoted += Math.max(0, oldSpaceUsed(gc.afterGC) - oldSpaceUsed(gc.beforeGC));
    after = gc.afterGC.heapStatistics.usedHeapSize;
  }
  allocated += Math.max(0, v8.getHeapStatistics().used_heap_size - after);
  delay.disable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const line = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    allocatedBytes: allocated,
    promotedBytes: promoted,
    gc: kinds,
    delay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    newSpace: v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size,
  };
  process.stdout.write(`GC-PROBE ${JSON.stringify(line)}\n`);
  const n = ++reports;
  cpuInspector?.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(`${cpuDir}/${n}.cpuprofile`, JSON.stringify(result.profile));
  });
  inspector?.post('HeapProfiler.stopSampling', (error, result) => {
    if (!error) writeFileSync(`${allocationsDir}/${n}.heapprofile`, JSON.stringify(result.profile));
  });
}

process.on('SIGUSR2', () => {
  report();
  begin();
});
begin();
