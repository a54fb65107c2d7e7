/**
 * Reader benchmark: `npm run bench:reader`, the reader's cells of `npm run bench` on their own
 * (the same as `BENCH_SCENARIOS=reader npm run bench`, without the API's database), plus its
 * memory with many docs.
 *
 * On the same machine and in the same run, it loads (autocannon, 32 connections) a plain page of
 * a 12-page doc through the reader (served from the reader's memory cache after the first
 * request), the same page personalized (`?t=`, rendered per request) and the plain page's very
 * bytes from a static file through Fastify and @fastify/static, in rotating rounds of a few
 * seconds per cell, and reports the medians (bench/reader-cells.ts). Targets: the plain page at
 * least 0.8 x the static file's req/s; the personalized page at least 0.3 x with p99 <= 25 ms.
 *
 * BENCH_SECONDS (default 5) and BENCH_ROUNDS (default 3) set a cell's length and the rounds; the
 * app logs at info, one JSON line per request, as in production (BENCH_LOG_LEVEL changes it);
 * BENCH_NODE_FLAGS (such as `--cpu-prof --cpu-prof-dir=...`) go to the app.
 *
 * Then it publishes BENCH_DOCS more docs (default 10,000; 0 skips it), reads each one's index once
 * (every page rendered and offered to the cache), and reports the app's RSS, now and at its peak.
 * Target: under 250 MiB.
 */
import { cpus, loadavg } from 'node:os';

import { READER_TARGETS, readerReport, startReader } from './reader-cells.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);

const reader = await startReader();
try {
  const load = loadavg();
  const run = await reader.rounds({ rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS });
  console.log(
    [
      `# Reader benchmark`,
      '',
      `${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load ${load.map((l) => l.toFixed(2)).join(' ')}; ` +
        `${run.bytes} bytes of HTML; autocannon, ${CONNECTIONS} connections, ${ROUNDS} rotating rounds of ${SECONDS} s cells (after 1 s of warm-up each), medians; ` +
        `the app logs at ${process.env.BENCH_LOG_LEVEL ?? 'info'}; app RSS after the run ${run.appRssMiB.toFixed(0)} MiB.`,
      '',
      ...readerReport(run),
    ].join('\n'),
  );
  if (DOCS > 0) {
    const many = await reader.publishMany(DOCS);
    console.log(
      `\n${DOCS} more docs published in ${many.seconds.toFixed(0)} s (app RSS then ${many.beforeReadsMiB.toFixed(0)} MiB), ` +
        `each one's index read once (${many.read} pages): app RSS ${many.afterMiB.toFixed(0)} MiB, peak ${many.peakMiB.toFixed(0)} MiB ` +
        `(target < ${READER_TARGETS.rssMiB} MiB: ${many.peakMiB < READER_TARGETS.rssMiB ? 'met' : '**not met**'}).`,
    );
  }
} finally {
  reader.stop();
}
