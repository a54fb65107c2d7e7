/**
 * Two servers' API requests, timed side by side: `npm run bench:api-ab` with `AB_A` and `AB_B`, each
 * a build's `dist/src/main.js` or the name of a reference server of this build (`floor`, `ceiling`,
 * `baseline`, `peer`).
 *
 * `npm run bench` measures each server in its own runs, a few seconds apart; on a shared machine two
 * of its runs differ by 10 % or more, more than a lever moves. Here both servers are up at once on
 * the same seeded database (as `npm run bench` seeds it, at 100,000 projects), and short bursts of one
 * scenario alternate between them (A B, then B A, ...), so both see the same machine. Each burst's
 * CPU per request is the server's utime and stime over the burst (/proc) per request, reported apart:
 * time in the kernel (sockets, the database's round trips) and time in user space move for
 * different reasons. The report gives each side's medians and B's CPU per request over A's, pair by
 * pair. This is how bench/levers.md's ninth and tenth passes compared the GET by id under two sets of
 * flags and against the floor.
 *
 * AB_A_NODE_FLAGS and AB_B_NODE_FLAGS add node flags to one side (after the app's own, so
 * `--allocation-site-pretenuring` turns back on what SERVER_NODE_FLAGS turns off): one build with two
 * sets of flags is then A/B'd (AB_A and AB_B the same main.js).
 *
 * AB_SCENARIO (a part of one of `npm run bench`'s scenario names, default `GET user by id`), AB_ROUNDS
 * (pairs, default 12), AB_SECONDS (a burst, default 3), AB_CONNECTIONS (default 32), AB_WARM (seconds of
 * the scenario on each side before the first pair, default 10), BENCH_MYSQL_URL,
 * BENCH_DB_NAME (the seeded database to use, as for `npm run bench`). The servers log at warn unless
 * BENCH_LOG_LEVEL says otherwise.
 */
import autocannon from 'autocannon';

import {
  MAIN_SCALE,
  MYSQL_URL,
  prepare,
  SCENARIOS,
  type Server,
  type ServerName,
  startServer,
  stop,
} from './api-servers.js';
import { median } from './reader-cells.js';
import { benchDatabase, ensureSeeded } from './seed.js';
import { BENCH_SCRIPTS, cpuTimes } from './server-process.js';

interface Burst {
  rps: number;
  userUs: number;
  systemUs: number;
}

/** The servers of this build besides the app, which `AB_A` and `AB_B` may name. */
const REFERENCES = (Object.keys(BENCH_SCRIPTS) as ServerName[]).filter((name) => name !== 'app');

/** `AB_A=floor` is this build's floor; anything else is a build's main.js, started as the app. */
function side(label: 'A' | 'B') {
  const target = process.env[`AB_${label}`];
  if (!target) throw new Error(`AB_${label}: a build's dist/src/main.js, or one of ${REFERENCES.join(', ')}`);
  const nodeFlags = (process.env[`AB_${label}_NODE_FLAGS`] ?? '').split(' ').filter(Boolean);
  const reference = REFERENCES.find((name) => name === target);
  return { target, start: reference ? { name: reference } : { name: 'app' as const, script: target }, nodeFlags };
}

async function burst(
  server: Server,
  request: autocannon.Request,
  seconds: number,
  connections: number,
): Promise<Burst> {
  const pid = server.process.pid!;
  const before = cpuTimes(pid);
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests: [request] });
  const after = cpuTimes(pid);
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${server.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  const per = (s: number) => (s * 1e6) / result.requests.total;
  return {
    rps: result.requests.total / seconds,
    userUs: per(after.user - before.user),
    systemUs: per(after.system - before.system),
  };
}

async function main(): Promise<void> {
  const sides = { A: side('A'), B: side('B') };
  const wanted = (process.env.AB_SCENARIO ?? 'GET user by id').toLowerCase();
  const scenario = SCENARIOS.find((s) => s.name.toLowerCase().includes(wanted));
  if (!scenario) throw new Error(`AB_SCENARIO: none of ${SCENARIOS.map((s) => s.name).join(', ')}`);
  const rounds = Number(process.env.AB_ROUNDS ?? 12);
  const seconds = Number(process.env.AB_SECONDS ?? 3);
  const connections = Number(process.env.AB_CONNECTIONS ?? 32);
  const warm = Number(process.env.AB_WARM ?? 10);
  const env = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
  const db = benchDatabase(MYSQL_URL, MAIN_SCALE);
  await ensureSeeded(MYSQL_URL, db, console.log);
  const ids = await prepare(db);
  // One after the other: two first starts on one database would both run its migrations.
  const servers: Partial<Record<'A' | 'B', Server>> = {};
  try {
    for (const label of ['A', 'B'] as const) {
      const { start, nodeFlags } = sides[label];
      servers[label] = await startServer(start.name, db, { script: start.script, nodeFlags, env });
    }
    const { A, B } = servers as Record<'A' | 'B', Server>;
    const requests = { A: scenario.request(ids, A.token), B: scenario.request(ids, B.token) };
    const bursts: Record<'A' | 'B', Burst[]> = { A: [], B: [] };
    // Warm-up: the JIT, and the representations a GET keeps per row version (api.ts, FIRST_WARM_SECONDS).
    for (const label of ['A', 'B'] as const) await burst(servers[label]!, requests[label], warm, connections);
    for (let round = 0; round < rounds; round++) {
      for (const label of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const))
        bursts[label].push(await burst(servers[label]!, requests[label], seconds, connections));
    }
    console.log(`# ${scenario.name}: ${rounds} pairs of ${seconds} s bursts, ${connections} connections\n`);
    console.log(
      '| side | median req/s | median CPU µs/req (user + system) | CPU µs/req per burst |\n|---|---:|---:|---|',
    );
    const total = (b: Burst) => b.userUs + b.systemUs;
    for (const label of ['A', 'B'] as const) {
      const list = bursts[label];
      const flags = sides[label].nodeFlags.join(' ');
      console.log(
        `| ${label}: ${sides[label].target}${flags ? ` ${flags}` : ''} | ${median(list.map((b) => b.rps)).toFixed(0)} | ` +
          `${median(list.map(total)).toFixed(1)} (${median(list.map((b) => b.userUs)).toFixed(1)} + ${median(list.map((b) => b.systemUs)).toFixed(1)}) | ` +
          `${list.map((b) => total(b).toFixed(0)).join(' ')} |`,
      );
    }
    const ratios = (of: (b: Burst) => number) => {
      const list = bursts.A.map((a, i) => of(bursts.B[i]) / of(a));
      return `median ${median(list).toFixed(3)}, from ${Math.min(...list).toFixed(3)} to ${Math.max(...list).toFixed(3)}`;
    };
    console.log(`\nB/A CPU per request, pair by pair: ${ratios(total)}`);
    console.log(`B/A user-space CPU per request: ${ratios((b) => b.userUs)}`);
    console.log(`B/A kernel CPU per request: ${ratios((b) => b.systemUs)}`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => stop(server.process)));
  }
}

await main();
