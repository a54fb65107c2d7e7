/**
 * Instructions per request: `npm run bench:instructions` (valgrind and MariaDB on 127.0.0.1:3306).
 *
 * On a shared two-core machine the req/s and CPU time of `npm run bench` move by about 10% from
 * run to run, so a change worth 2 to 5% cannot be seen there (bench/levers.md). This counts
 * instructions instead: each server runs under `valgrind --tool=callgrind` with V8's
 * `--predictable` (garbage collection and compilation on the main thread, so one process's
 * count does not depend on how its helper threads were scheduled), is warmed up, and then serves
 * a fixed number of GETs whose user-space instructions are counted (the kernel's are not).
 * Without `--predictable` two runs differed by up to 4% on the main thread and by half on the
 * helper threads.
 *
 * The old generation is given a first limit high enough that no mark-compact runs during warm-up
 * and count (see `count`), and the collector's part is reported apart: with a mark-compact in the
 * window a count of the same build came out 20 to 30% higher. Without one, two runs of the same
 * build agree within about 1%. What the old generation costs over time is not in the count; the
 * scavenges (and what they promote, `--trace-gc`) say what feeds it.
 *
 * Under valgrind a request takes about 70 times as long, so the app gets generous database
 * timeouts; everything else is as in `npm run bench` (bench database of 100,000 projects, info
 * logs, the app's heap cap).
 *
 * Env: INSTR_SERVERS (default app,floor,ceiling), INSTR_SCENARIO (project or user, default
 * project; or project-list, user-list, doc-list: `npm run bench`'s list requests, app only, for a
 * list's count, which `npm run bench` cannot tell apart by 10%; or reader-page, reader-personalized:
 * `npm run bench:reader`'s plain and personalized page, app only, on that bench's own SQLite app,
 * whose address also works with a build from before the reader's address named the workspace), INSTR_REQUESTS (counted requests per window, default 2000), INSTR_WARM (requests before
 * counting, default 15000), INSTR_WINDOWS (windows counted one after the other, default 2),
 * INSTR_NODE_FLAGS, INSTR_SERVER_LOG (see below), INSTR_CONNECTIONS (default 10), BENCH_APP (another build's main.js),
 * BENCH_APP_ENV (`NAME=value ...` for the app), BENCH_LOG_LEVEL, BENCH_MYSQL_URL, INSTR_KEEP (a
 * directory to keep each server's callgrind dump in, for `callgrind_annotate`), BENCH_DB_NAME (another
 * database than `bench`, e.g. for a build whose migrations change the schema while others share it),
 * INSTR_TIMEOUT (seconds before a request counts as an error, default 60: a loaded machine under
 * valgrind takes more than autocannon's 10), INSTR_READY_TIMEOUT (seconds for a server under valgrind to
 * boot and answer `/ready`, default 600: at load 10 to 20 on two cores the app's boot alone took longer),
 * INSTR_CACHE_SIM=1 (see CACHE_SIMULATION).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import mysql from 'mysql2/promise';

import { type ReaderBench, startReader } from './reader-cells.js';
import { benchDatabase, DOC_LIST, ensureSeeded, readerToken, TENANT, TITLE_LIST, USER_LIST } from './seed.js';
import {
  BENCH_APP_ENV,
  BENCH_SCRIPTS,
  BENCH_SERVER_ENV,
  freePort,
  SERVER_NODE_FLAGS,
  waitForReady,
} from './server-process.js';

const root = new URL('../..', import.meta.url).pathname;
const SERVERS = (process.env.INSTR_SERVERS ?? 'app,floor,ceiling').split(',') as ServerName[];
const SCENARIO = process.env.INSTR_SCENARIO ?? 'project';
/** The list scenarios: one request, the same every time (the floor and the ceiling serve no lists). */
const LISTS: Record<string, string> = { 'project-list': TITLE_LIST, 'user-list': USER_LIST, 'doc-list': DOC_LIST };
const LIST = LISTS[SCENARIO];
type ReaderPage = keyof ReaderBench['urls'];
/** The reader's scenarios: `npm run bench:reader`'s app and pages (its own SQLite database, no token). */
const READER_PAGES: Record<string, ReaderPage> = {
  'reader-page': 'reader, plain page',
  'reader-personalized': 'reader, personalized page',
};
const READER_PAGE = READER_PAGES[SCENARIO];
if (!['project', 'user', ...Object.keys(LISTS), ...Object.keys(READER_PAGES)].includes(SCENARIO))
  throw new Error(`INSTR_SCENARIO: no scenario ${SCENARIO}`);
if ((LIST !== undefined || READER_PAGE !== undefined) && SERVERS.some((name) => name !== 'app'))
  throw new Error(`INSTR_SCENARIO=${SCENARIO}: only the app serves it (INSTR_SERVERS=app)`);
const REQUESTS = Number(process.env.INSTR_REQUESTS ?? 2000);
/**
 * 15,000: with 3,000 (the old default) and with 10,000 the optimizing compiler still took 40,000 to
 * 120,000 instructions per request in the window and the count outside it moved by 4 to 7% from
 * one window to the next (bench/levers.md, 2026-11-28 evening); after about 14,000 it settles.
 */
const WARM = Number(process.env.INSTR_WARM ?? 15000);
/**
 * INSTR_LATE=1: callgrind instruments nothing until the count begins (`--instr-atstart=no`, then
 * `callgrind_control --instr=on` before `--zero`). The guest runs the same code either way, so the
 * window's count should be the same (not yet checked against a run instrumented throughout); boot
 * and warm-up run several times faster, which is what lets a run finish on a loaded machine.
 * Inclusive costs of frames already on the stack when it is switched on (the event loop) are not
 * attributed: per-request functions are called inside the window.
 */
const LATE_INSTRUMENTATION = process.env.INSTR_LATE === '1';
/**
 * INSTR_WINDOWS=n: count n windows of INSTR_REQUESTS one after the other in the same process and
 * report each. A warm window is one whose count the next window repeats (within 1 to 2% outside
 * collector and compiler); the last window is the one compared with the other servers.
 */
const WINDOWS = Number(process.env.INSTR_WINDOWS ?? 2);
/**
 * INSTR_CACHE_SIM=1: callgrind also simulates the caches and the branch predictor (`--cache-sim=yes
 * --branch-sim=yes`, about three times slower), and each window reports per request the misses of
 * the first-level instruction and data caches, of the last level, and the mispredicted conditional
 * and indirect branches. A simulation of a generic CPU, not this one's counters (a VM may have
 * none: `perf stat` says `not supported`), for what a count of instructions cannot see: two
 * servers whose instructions differ by 17 % and whose CPU time differs by 50 % (bench/levers.md).
 */
const CACHE_SIMULATION = process.env.INSTR_CACHE_SIM === '1';
/**
 * The last level callgrind simulates: one core's 1 MiB, 8-way second-level cache (as on this
 * machine's EPYC), not the level the VM reports (512 MiB, 2-way: nothing would miss it), since
 * the shared third level is shared with whatever else the host runs.
 */
const SIMULATED_LAST_LEVEL = '1048576,8,64'; // size, ways, line
/** INSTR_NODE_FLAGS="--trace-opt ...": more V8 flags for every server, e.g. to see what compiles in the window. */
const EXTRA_NODE_FLAGS = (process.env.INSTR_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** INSTR_SERVER_LOG=<dir>: each server's stdout and stderr to <dir>/<name>.log (by default discarded). */
const SERVER_LOG = process.env.INSTR_SERVER_LOG;
const CONNECTIONS = Number(process.env.INSTR_CONNECTIONS ?? 10);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
const READY_SECONDS = Number(process.env.INSTR_READY_TIMEOUT ?? 600);
const REQUEST_TIMEOUT = Number(process.env.INSTR_TIMEOUT ?? 60);
/** A minute per statement and per connection: valgrind's slowdown must not trip the app's own bounds. */
const SLOW_DATABASE = { DB_CONNECT_TIMEOUT_MS: '60000', DB_ACQUIRE_TIMEOUT_MS: '60000', DB_QUERY_TIMEOUT_MS: '60000' };

/** MB: under the app's 256 MB cap, far over what warm-up and count promote after boot. */
const INITIAL_OLD_SPACE_MB = 224;

type ServerName = 'app' | 'floor' | 'ceiling';

const callgrindControl = (...args: string[]) => {
  const result = spawnSync('callgrind_control', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${result.stderr || result.stdout}`);
};

/** GETs of the tenant's rows in a fixed order, so that every run reads the same ones. */
function requests(ids: number[], token: string, amount: number, url: string): PromiseLike<autocannon.Result> {
  let next = 0;
  const prefix = SCENARIO === 'user' ? '/v2/user/' : '/v2/magazine/title/';
  const path = LIST === undefined ? () => prefix + ids[next++ % ids.length] : () => LIST;
  return autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    timeout: REQUEST_TIMEOUT,
    requests: [
      {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (req) => ({ ...req, path: path() }),
      },
    ],
  });
}

/** One server's count: instructions per request, and the garbage collector's part of them. */
interface Count {
  perRequest: number;
  /** Scavenges and mark-compacts (`Heap::CollectGarbage`) and incremental marking's steps. */
  gcPerRequest: number;
  /**
   * TurboFan compiling on the main thread (`--predictable`): functions that run once per request
   * reach it after about as many calls as the warm-up makes, so how many of them are compiled in
   * the window, and what that costs, moves from run to run by tens of thousands per request.
   */
  compilerPerRequest: number;
  scavenges: number;
  markCompacts: number;
  /** Whether incremental marking ran in the window: then the count is not comparable with one where it did not. */
  marked: boolean;
  /** With INSTR_CACHE_SIM=1: callgrind's simulated events per request, by their names (`D1mr`, `Bcm`, ...). */
  simulated?: Record<string, number>;
}

/** The events of a callgrind dump, from its `events:` and `summary:` lines. */
function dumpEvents(text: string): Record<string, number> {
  const names = /^events: (.+)$/m.exec(text)?.[1].split(' ');
  const totals = /^summary: (.+)$/m.exec(text)?.[1].split(' ').map(Number);
  if (!names || !totals || names.length !== totals.length) throw new Error('a callgrind dump without its events');
  return Object.fromEntries(names.map((name, i) => [name, totals[i]]));
}

/** What the simulated events come to per request: the misses of each cache level, and the mispredictions. */
function simulatedLine(events: Record<string, number>): string {
  const per = (...names: string[]) =>
    Math.round(names.reduce((sum, name) => sum + events[name], 0)).toLocaleString('en');
  return (
    `instruction cache misses ${per('I1mr')} (last level ${per('ILmr')}), data cache misses ${per('D1mr', 'D1mw')} ` +
    `(last level ${per('DLmr', 'DLmw')}), mispredicted branches ${per('Bcm')} of ${per('Bc')} conditional and ` +
    `${per('Bim')} of ${per('Bi')} indirect`
  );
}

/**
 * The collector's share of a dump, by callgrind's inclusive cost of V8's own functions: every
 * collection goes through `Heap::CollectGarbage` (a scavenge or a mark-compact's final pause),
 * and marking before a mark-compact through `IncrementalMarking::Step`; neither calls the other.
 * With `--predictable` both run on the main thread, so they are in the count. Collections are
 * counted by their calls (`Heap::Scavenge`, `Heap::MarkCompact`).
 */
function collectorShare(
  dump: string,
): Omit<Count, 'perRequest' | 'gcPerRequest' | 'compilerPerRequest'> & { instructions: number; compiler: number } {
  // `--show=Ir`: one column however many events the dump has (INSTR_CACHE_SIM adds nine).
  const tree = spawnSync(
    'callgrind_annotate',
    ['--show=Ir', '--tree=caller', '--inclusive=yes', '--threshold=100', dump],
    {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  if (tree.status !== 0) throw new Error(`callgrind_annotate: ${tree.stderr}`);
  const inclusive = new Map<string, number>();
  const calls = new Map<string, number>();
  let callers = 0;
  for (const line of tree.stdout.split('\n')) {
    const entry = /^\s*([\d,]+)\s+\([^)]*\)\s+([<*])\s+[^:]*:(.*?)(?: \((\d+)x\))? \[/.exec(line);
    if (!entry) {
      callers = 0;
      continue;
    }
    const [, cost, kind, fn, times] = entry;
    if (kind === '<') {
      callers += Number(times ?? 0);
      continue;
    }
    inclusive.set(fn, Number(cost.replaceAll(',', '')));
    calls.set(fn, callers);
    callers = 0;
  }
  const of = (prefix: string, table: Map<string, number>) =>
    [...table].filter(([fn]) => fn.startsWith(prefix)).reduce((sum, [, value]) => sum + value, 0);
  const marking = of('v8::internal::IncrementalMarking::Step(', inclusive);
  return {
    instructions: of('v8::internal::Heap::CollectGarbage(', inclusive) + marking,
    compiler: of('v8::internal::Compiler::CompileOptimized(', inclusive),
    scavenges: of('v8::internal::Heap::Scavenge()', calls),
    markCompacts: of('v8::internal::Heap::MarkCompact()', calls),
    marked: marking > 0,
  };
}

/** A server under callgrind: its process (valgrind's), a load of `amount` requests, and its end. */
interface Counted {
  pid: number;
  load(amount: number): PromiseLike<autocannon.Result>;
  stop(): Promise<void>;
}

/** How a server is run: valgrind's command line up to the script, and where its output goes. */
interface Run {
  valgrind: string[];
  nodeFlags: string[];
  log: number | 'ignore';
}

/** An API server (app, floor, ceiling) on the bench database. */
async function apiServer(name: ServerName, databaseUrl: string, ids: number[], run: Run): Promise<Counted> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'valgrind',
    [...run.valgrind, process.execPath, ...run.nodeFlags, BENCH_SCRIPTS[name]],
    {
      env: {
        ...BENCH_SERVER_ENV,
        ...SLOW_DATABASE,
        ...(name === 'app' ? BENCH_APP_ENV : {}),
        DATABASE_URL: databaseUrl,
        PORT: String(port),
      },
      cwd: root,
      stdio: ['ignore', run.log, run.log],
    },
  );
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    // A server that ends before it is ready (valgrind refusing an option, a crash) is reported at once.
    const ended = new Promise<never>((_, reject) =>
      server.once('exit', (code, signal) =>
        reject(
          new Error(`${name} ended (${code ?? signal}) before it was ready; INSTR_SERVER_LOG=<dir> keeps its output`),
        ),
      ),
    );
    await Promise.race([waitForReady(url, READY_SECONDS), ended]);
    const token = await readerToken(name, url);
    return { pid: server.pid!, load: (amount) => requests(ids, token, amount, url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The reader's bench app (bench/reader-cells.ts: on SQLite, with its published doc), one of its pages. */
async function readerServer(page: ReaderPage, run: Run): Promise<Counted> {
  const reader = await startReader({
    wrap: ['valgrind', ...run.valgrind],
    nodeFlags: run.nodeFlags,
    readySeconds: READY_SECONDS,
    log: typeof run.log === 'number' ? run.log : undefined,
  });
  const url = reader.urls[page];
  return {
    pid: reader.appPid,
    load: (amount) => autocannon({ url, connections: CONNECTIONS, amount, timeout: REQUEST_TIMEOUT }),
    stop: async () => {
      process.kill(reader.appPid, 'SIGKILL');
      reader.stop();
    },
  };
}

async function count(name: ServerName, databaseUrl: string, ids: number[]): Promise<Count[]> {
  const out = mkdtempSync(join(tmpdir(), 'instructions-'));
  // The old generation's first limit high enough that no mark-compact (and no incremental marking,
  // whose write barriers slow the code it interleaves with) falls in the warm-up or the count.
  // One mark-compact of the app's heap costs about 350 million instructions, 175,000 per request
  // of a 2,000-request count, and whether one fell in the window decided the result (see
  // collectorShare). The count is of the requests and their scavenges; what the old
  // generation costs over time depends on what they promote, which scavenges report.
  const nodeFlags = [
    '--predictable',
    ...(name === 'app' ? SERVER_NODE_FLAGS : []),
    `--initial-old-space-size=${INITIAL_OLD_SPACE_MB}`,
    ...EXTRA_NODE_FLAGS,
  ];
  const log = SERVER_LOG ? openSync(join(SERVER_LOG, `${name}.${SCENARIO}.log`), 'w') : 'ignore';
  const run: Run = {
    valgrind: [
      '--tool=callgrind',
      '--smc-check=all-non-file',
      ...(LATE_INSTRUMENTATION ? ['--instr-atstart=no'] : []),
      ...(CACHE_SIMULATION ? ['--cache-sim=yes', '--branch-sim=yes', `--LL=${SIMULATED_LAST_LEVEL}`] : []),
      `--callgrind-out-file=${join(out, 'callgrind.%p')}`,
    ],
    nodeFlags,
    log,
  };
  try {
    const server =
      READER_PAGE === undefined ? await apiServer(name, databaseUrl, ids, run) : await readerServer(READER_PAGE, run);
    try {
      const warm = await server.load(WARM);
      // A warm-up whose requests failed leaves code unoptimized in the window: say so beside the count.
      if (warm.non2xx || warm.errors)
        console.log(`${name}: warm-up had ${warm.non2xx} non-2xx answers and ${warm.errors} errors`);
      const pid = String(server.pid);
      if (LATE_INSTRUMENTATION) callgrindControl('--instr=on', pid);
      const windows: Count[] = [];
      for (let window = 1; window <= WINDOWS; window++) {
        callgrindControl('--zero', pid);
        const result = await server.load(REQUESTS);
        callgrindControl('--dump', pid);
        if (result.non2xx || result.errors)
          throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
        const dump = readdirSync(out).find((file) => file.endsWith(`.${window}`));
        if (!dump) throw new Error(`${name}: callgrind wrote no dump ${window}`);
        const events = dumpEvents(readFileSync(join(out, dump), 'utf8'));
        if (process.env.INSTR_KEEP)
          copyFileSync(
            join(out, dump),
            join(process.env.INSTR_KEEP, `callgrind.${name}.${SCENARIO}${WINDOWS > 1 ? `.${window}` : ''}`),
          );
        const { instructions, compiler, ...collections } = collectorShare(join(out, dump));
        windows.push({
          perRequest: events.Ir / REQUESTS,
          gcPerRequest: instructions / REQUESTS,
          compilerPerRequest: compiler / REQUESTS,
          ...collections,
          ...(CACHE_SIMULATION && {
            simulated: Object.fromEntries(Object.entries(events).map(([event, total]) => [event, total / REQUESTS])),
          }),
        });
      }
      return windows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    if (typeof log === 'number') closeSync(log);
  }
}

const outsideBoth = (counted: Count) => counted.perRequest - counted.gcPerRequest - counted.compilerPerRequest;

/** The bench database's URL and the tenant's ids the GETs read (none for the reader, on its own SQLite). */
async function benchRows(): Promise<{ url: string; ids: number[] }> {
  if (READER_PAGE !== undefined) return { url: '', ids: [] };
  const db = benchDatabase(MYSQL_URL, 100_000);
  await ensureSeeded(MYSQL_URL, db, console.log);
  const conn = await mysql.createConnection(db.url);
  const sql =
    SCENARIO === 'user'
      ? 'SELECT user_id AS id FROM membership WHERE workspace_id = ? ORDER BY user_id LIMIT 1000'
      : 'SELECT id FROM title WHERE workspace_id = ? ORDER BY id LIMIT 1000';
  const [rows] = await conn.query<mysql.RowDataPacket[]>(sql, [TENANT]);
  await conn.end();
  return { url: db.url, ids: rows.map((row) => Number(row.id)) };
}

async function main(): Promise<void> {
  const db = await benchRows();
  const ids = db.ids;
  const counts = new Map<ServerName, Count>();
  const n = (value: number) => Math.round(value).toLocaleString('en').padStart(10);
  for (const name of SERVERS) {
    const windows = await count(name, db.url, ids);
    windows.forEach((counted, index) => {
      const label = WINDOWS > 1 ? `${name} w${index + 1}` : name;
      console.log(
        `${label.padEnd(8)} ${n(counted.perRequest)} instructions per ${LIST === undefined && READER_PAGE === undefined ? `GET ${SCENARIO} by id` : SCENARIO}: ${n(counted.perRequest - counted.gcPerRequest)} outside the collector, ` +
          `${n(counted.gcPerRequest)} in it (${counted.scavenges} scavenges, ${counted.markCompacts} mark-compacts in ${REQUESTS} requests); ` +
          `${n(counted.compilerPerRequest)} in the optimizing compiler, ${n(outsideBoth(counted))} outside both`,
      );
      if (counted.simulated) console.log(`${label.padEnd(8)} per request: ${simulatedLine(counted.simulated)}`);
      if (counted.marked)
        console.log(
          `${label}: the old generation was marked during the count: compare it only with counts where it was too`,
        );
    });
    counts.set(name, windows[windows.length - 1]);
    if (windows.length > 1) {
      const [before, last] = windows.slice(-2).map(outsideBoth);
      if (Math.abs(last - before) > 0.02 * last)
        console.log(
          `${name}: the last two windows differ by ${((100 * (last - before)) / last).toFixed(1)}% outside both: not warm, compare with care`,
        );
    }
  }
  const app = counts.get('app');
  const floor = counts.get('floor');
  if (app && floor)
    console.log(
      `app/floor ${(app.perRequest / floor.perRequest).toFixed(2)}, outside collector and compiler ${(outsideBoth(app) / outsideBoth(floor)).toFixed(2)}`,
    );
  const ceiling = counts.get('ceiling');
  if (ceiling) {
    for (const [name, counted] of counts) {
      if (name === 'ceiling') continue;
      const outside = (counted.perRequest - counted.gcPerRequest) / (ceiling.perRequest - ceiling.gcPerRequest);
      console.log(
        `${name}/ceiling ${(counted.perRequest / ceiling.perRequest).toFixed(2)}, outside the collector ${outside.toFixed(2)}`,
      );
    }
  }
}

await main();
