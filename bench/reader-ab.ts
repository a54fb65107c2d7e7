/**
 * Two builds' reader pages, timed side by side: `npm run bench:reader-ab` with
 * `AB_A=<build>/dist/src/main.js AB_B=<build>/dist/src/main.js`.
 *
 * `npm run bench:reader` measures one build; two of its runs, minutes apart, differ by 10 % or
 * more on a shared machine. Here both builds' reader apps are up at once (each started as
 * `bench:reader` starts it, bench/reader-cells.ts, on its own SQLite database with the same doc),
 * and short bursts of load alternate between them (A B, then B A, ...), so both see the same
 * machine. Each burst's CPU per request is the app's utime + stime over the burst (/proc) per
 * request; the report gives each build's medians and B's CPU per request over A's, pair by pair.
 *
 * AB_A_NODE_FLAGS and AB_B_NODE_FLAGS add node flags to one side's app (after the server's own, so
 * `--allocation-site-pretenuring` turns back on what SERVER_NODE_FLAGS turns off): one build with
 * two sets of flags is then A/B'd the same way (AB_A and AB_B the same main.js).
 *
 * AB_PAGE (`reader, personalized page` by default, or `reader, plain page`), AB_ROUNDS (pairs,
 * default 12), AB_SECONDS (a burst, default 3), AB_CONNECTIONS (default 32). The apps log at warn
 * unless BENCH_LOG_LEVEL says otherwise. Internally, `--serve` runs one build's app (BENCH_APP)
 * and prints its process id and page addresses.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import autocannon from 'autocannon';

import { median, type ReaderBench, startReader } from './reader-cells.js';
import { cpuSeconds } from './server-process.js';

type ReaderPage = keyof ReaderBench['urls'];

interface Served {
  pid: number;
  urls: ReaderBench['urls'];
}

interface Burst {
  rps: number;
  cpuUs: number;
}

async function serve(): Promise<void> {
  const reader = await startReader();
  console.log(JSON.stringify({ pid: reader.appPid, urls: reader.urls } satisfies Served));
  const stop = () => {
    reader.stop();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Stays up until stopped.
  setInterval(() => undefined, 1 << 30);
}

function start(app: string, nodeFlags = ''): Promise<Served & { child: ChildProcess }> {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve'], {
    env: {
      ...process.env,
      BENCH_APP: app,
      BENCH_NODE_FLAGS: [process.env.BENCH_NODE_FLAGS, nodeFlags].filter(Boolean).join(' '),
      BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reader of ${app} exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, ...(JSON.parse(line) as Served) }),
    );
  });
}

async function burst(url: string, pid: number, seconds: number, connections: number): Promise<Burst> {
  const before = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: seconds });
  const cpu = cpuSeconds(pid) - before;
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.total / seconds, cpuUs: (cpu * 1e6) / result.requests.total };
}

async function compare(): Promise<void> {
  const builds = { A: process.env.AB_A, B: process.env.AB_B };
  if (!builds.A || !builds.B) throw new Error('AB_A and AB_B: each a build’s dist/src/main.js');
  const page = (process.env.AB_PAGE ?? 'reader, personalized page') as ReaderPage;
  const rounds = Number(process.env.AB_ROUNDS ?? 12);
  const seconds = Number(process.env.AB_SECONDS ?? 3);
  const connections = Number(process.env.AB_CONNECTIONS ?? 32);
  const apps = {
    A: await start(builds.A, process.env.AB_A_NODE_FLAGS),
    B: await start(builds.B, process.env.AB_B_NODE_FLAGS),
  };
  try {
    if (!apps.A.urls[page]) throw new Error(`AB_PAGE: no page ${page}`);
    const bursts: Record<'A' | 'B', Burst[]> = { A: [], B: [] };
    // Warm-up: the JIT, and the plain copy a personalized read starts from.
    for (const app of Object.values(apps)) await burst(app.urls[page], app.pid, 3, connections);
    for (let round = 0; round < rounds; round++) {
      for (const name of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const))
        bursts[name].push(await burst(apps[name].urls[page], apps[name].pid, seconds, connections));
    }
    console.log(`# ${page}: ${rounds} pairs of ${seconds} s bursts, ${connections} connections\n`);
    console.log('| build | median req/s | median CPU µs/req | CPU µs/req per burst |\n|---|---:|---:|---|');
    for (const name of ['A', 'B'] as const) {
      const list = bursts[name];
      console.log(
        `| ${name}: ${builds[name]} | ${median(list.map((b) => b.rps)).toFixed(0)} | ${median(list.map((b) => b.cpuUs)).toFixed(1)} | ${list.map((b) => b.cpuUs.toFixed(0)).join(' ')} |`,
      );
    }
    const ratios = bursts.A.map((a, i) => bursts.B[i].cpuUs / a.cpuUs);
    console.log(
      `\nB/A CPU per request, pair by pair: median ${median(ratios).toFixed(3)}, from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)}`,
    );
  } finally {
    for (const app of Object.values(apps)) app.child.kill('SIGTERM');
  }
}

await (process.argv.includes('--serve') ? serve() : compare());
