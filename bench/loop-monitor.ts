/**
 * Preloaded into a benchmarked server (`node --import .../loop-monitor.js dist/src/main.js`, with
 * an IPC channel): measures the server's own event-loop delay and answers the benchmark's
 * `loop:reset` and `loop:read` messages. It changes nothing else in the server.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
// The channel must not keep the server alive on its own.
process.channel?.unref();
process.on('message', (message) => {
  if (message === 'loop:reset') {
    delay.reset();
    process.send?.({ reset: true });
  } else if (message === 'loop:read') {
    process.send?.({ p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
  }
});
