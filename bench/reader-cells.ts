/**
 * The reader's cells, shared by `npm run bench` (bench/api.ts) and `npm run bench:reader`
 * (bench/reader.ts).
 *
 * startReader() starts the built app on SQLite in a temporary directory, makes a workspace and
 * credential with the operator CLI, and publishes a doc of 12 pages of realistic text with images
 * and two placeholders, with a token. It writes the plain page's bytes to a file and starts a
 * static server on them (Fastify and @fastify/static, bench/static-file.ts). `rounds()` then loads
 * the plain page (served from the reader's memory cache after the first request), the
 * personalized page (`?t=`, rendered per request) and the static file with autocannon, in
 * rounds whose order rotates, each cell warmed for a second first, and gives the medians with
 * the servers' CPU time per request (utime + stime over the measured run / requests): the ratio
 * that the other work on a shared machine moves least.
 *
 * `publishMany()` publishes more docs (three API writes each), reads each index once, and gives
 * the app's RSS before the reads, after them and at its peak.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { pngImage } from '../test/support/png.js';
import {
  BENCH_SCRIPTS,
  cpuSeconds,
  freePort,
  operatorCli,
  rssBytes,
  SERVER_NODE_FLAGS,
  waitForReady,
} from './server-process.js';

/** Targets of the reader: plain >= 0.8 x static; personalized >= 0.3 x static with p99 <= 25 ms (32 connections). */
export const READER_TARGETS = { plain: 0.8, personalized: 0.3, personalizedP99Ms: 25, rssMiB: 250 };
export const READER_CELLS = ['reader, plain page', 'reader, personalized page', 'static file'] as const;
export type ReaderCellName = (typeof READER_CELLS)[number];

export interface ReaderSample {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  non2xx: number;
}

export interface ReaderRun {
  bytes: number;
  connections: number;
  cells: Record<ReaderCellName, ReaderSample>;
  plainRatio: number;
  personalizedRatio: number;
  /** CPU per request of the static file over the page's (the share of a core's work, load-independent). */
  plainCpuRatio: number;
  personalizedCpuRatio: number;
  personalizedMet: boolean;
  plainMet: boolean;
  appRssMiB: number;
}

export interface ReaderBench {
  appPid: number;
  /** The measured pages' addresses, as autocannon loads them. */
  urls: Record<'reader, plain page' | 'reader, personalized page', string>;
  rounds(options: { rounds: number; seconds: number; connections: number }): Promise<ReaderRun>;
  publishMany(
    docs: number,
  ): Promise<{ seconds: number; beforeReadsMiB: number; afterMiB: number; peakMiB: number; read: number }>;
  stop(): void;
}

const TEXT =
  'Spring arrives in the valley long before it reaches the hills. The first warm week brings the rivers up, and with them the herons, ' +
  'the anglers and the people who walk the banks each evening. ';

async function measure(url: string, pid: number, seconds: number, connections: number): Promise<ReaderSample> {
  // A short warm-up: the JIT, the reader's cache, the file's descriptor.
  await autocannon({ url, connections, duration: 1 });
  const latencies: number[] = [];
  let non2xx = 0;
  const before = cpuSeconds(pid);
  const instance = autocannon({ url, connections, duration: seconds });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else non2xx++;
  });
  const result = await instance;
  const cpu = cpuSeconds(pid) - before;
  non2xx += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    cpuUs: (cpu * 1e6) / Math.max(1, latencies.length + non2xx),
    non2xx,
  };
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (samples: ReaderSample[]): ReaderSample => ({
  rps: median(samples.map((s) => s.rps)),
  p50: median(samples.map((s) => s.p50)),
  p99: median(samples.map((s) => s.p99)),
  cpuUs: median(samples.map((s) => s.cpuUs)),
  non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
});

/** How bench:instructions runs the app: under a command (valgrind), with its own flags and patience. */
export interface ReaderStart {
  /** A command and its arguments that run Node (`valgrind --tool=callgrind ...`). */
  wrap?: string[];
  /** Node flags for the app, instead of BENCH_NODE_FLAGS. */
  nodeFlags?: string[];
  /** Seconds for the app to answer `/ready` (default 30). */
  readySeconds?: number;
  /** The app's output (a file descriptor), by default discarded (stderr inherited). */
  log?: number;
}

/** Starts the app and the static server and publishes the measured doc; `stop()` ends both. */
export async function startReader(options: ReaderStart = {}): Promise<ReaderBench> {
  const root = new URL('../..', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reader-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'bench-reader-static-'));
  const [appPort, staticPort] = [await freePort(), await freePort()];
  const appBase = `http://127.0.0.1:${appPort}`;
  const staticBase = `http://127.0.0.1:${staticPort}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: String(appPort),
    PUBLIC_URL: appBase,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_OAUTH_PER_MINUTE: '100000000',
  };
  const children: ReturnType<typeof spawn>[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  };
  try {
    const cli = operatorCli(env, dataDir, BENCH_SCRIPTS.app);
    const workspace = await cli('workspace:create', '--name', 'Bench');
    const credential = await cli('credential:create', '--workspace', String(workspace.id));
    // BENCH_NODE_FLAGS (for example `--cpu-prof --cpu-prof-dir=...`) go to the app only.
    const appFlags = options.nodeFlags ?? [
      ...SERVER_NODE_FLAGS,
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ];
    const [command, ...prefix] = [...(options.wrap ?? []), process.execPath];
    const app = spawn(command, [...prefix, ...appFlags, BENCH_SCRIPTS.app], {
      env,
      cwd: dataDir,
      stdio: ['ignore', options.log ?? 'ignore', options.log ?? 'inherit'],
    });
    children.push(app);
    await waitForReady(appBase, options.readySeconds ?? 30);
    const tokenAnswer = await fetch(`${appBase}/oauth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      }),
    });
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${appBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300)
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as Record<string, unknown> & { id: number };
    };

    const images: number[] = [];
    for (let n = 0; n < 3; n++) {
      const form = new FormData();
      form.append('file', new Blob([pngImage(1600, 900, n + 1)]), `photo-${n}.png`);
      const response = await fetch(`${appBase}/topiary/file`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
      images.push(((await response.json()) as { _embedded: { file: { id: number }[] } })._embedded.file[0].id);
    }
    const project = await api('POST', '/v2/magazine/title', { name: 'Bench Journal', account: { id: workspace.id } });
    const doc = await api('POST', '/v2/magazine/edition', { name: 'The Spring Issue', title: { id: project.id } });
    // Two properties the pages name: the plain page shows their defaults, a token's page its values.
    await api('POST', '/personalization/property', { key: 'first_name', name: 'First name', default: 'reader' });
    await api('POST', '/personalization/property', { key: 'company', name: 'Company' });
    for (let n = 0; n < 12; n++) {
      const children = [
        { type: 'heading', level: 1, text: `Chapter ${n + 1}: rivers and gardens` },
        { type: 'paragraph', text: `Dear {{first_name}}, this chapter was picked for {{company|your team}}.` },
        { type: 'paragraph', text: TEXT.repeat(4) },
        { type: 'image', image: images[n % images.length], alt: `Photo ${n}` },
        {
          type: 'section',
          children: [
            { type: 'heading', level: 2, text: 'Along the banks' },
            { type: 'paragraph', text: TEXT.repeat(6) },
          ],
        },
        { type: 'paragraph', text: TEXT.repeat(3) },
        { type: 'button', text: 'Read more', href: 'https://example.com/more' },
      ];
      await api('POST', '/v2/magazine/page', {
        edition: { id: doc.id },
        name: `Chapter ${n + 1}`,
        identifier: `chapter-${n + 1}`,
        content: { type: 'page', children },
      });
    }
    await api('PATCH', `/v2/magazine/edition/${doc.id}`, { options: { has_personalization: true } });
    await api('POST', `/v2/magazine/edition/${doc.id}/publish`);
    const personal = await api('POST', '/personalization/token', {
      edition: doc.id,
      name: 'Acme, Anna',
      values: { first_name: 'Anna', company: 'Acme' },
    });
    // The reader's address names the workspace (docs/reader.md): the old form answers a 308, which
    // autocannon counts as a failed request, so any answer but the page itself stops the bench.
    // A build from before that address (BENCH_APP, to compare with) has only the old form: 404 at the new one.
    let docPath = (identifier: unknown) =>
      `/read/${workspace.identifier as string}/${project.identifier as string}/${identifier as string}/`;
    let first = await fetch(`${appBase}${docPath(doc.identifier)}chapter-6/`, { redirect: 'manual' });
    if (first.status === 404 && process.env.BENCH_APP !== undefined) {
      docPath = (identifier: unknown) => `/read/${project.identifier as string}/${identifier as string}/`;
      first = await fetch(`${appBase}${docPath(doc.identifier)}chapter-6/`, { redirect: 'manual' });
    }
    if (first.status !== 200) throw new Error(`the reader answered ${first.status}`);
    const pagePath = `${docPath(doc.identifier)}chapter-6/`;
    const bytes = Buffer.from(await first.arrayBuffer());
    mkdirSync(join(staticDir, 'page'));
    writeFileSync(join(staticDir, 'page/index.html'), bytes);

    const staticServer = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/bench/static-file.js')], {
      env: { PATH: process.env.PATH, PORT: String(staticPort), STATIC_ROOT: staticDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(staticServer);
    await waitForReady(staticBase, 30);
    const same = Buffer.from(await (await fetch(`${staticBase}/page/`)).arrayBuffer());
    if (!same.equals(bytes)) throw new Error('the static server does not serve the same bytes');

    const personalizedPath = `${pagePath}?t=${personal.key as string}`;
    const personalizedAnswer = await fetch(`${appBase}${personalizedPath}`, { redirect: 'manual' });
    if (personalizedAnswer.status !== 200)
      throw new Error(`the personalized page answered ${personalizedAnswer.status}`);
    const personalizedPage = await personalizedAnswer.text();
    if (!personalizedPage.includes('Dear Anna, this chapter was picked for Acme.'))
      throw new Error('the personalized page does not show the token');

    const pagePaths = {
      'reader, plain page': `${appBase}${pagePath}`,
      'reader, personalized page': `${appBase}${personalizedPath}`,
      'static file': `${staticBase}/page/`,
    } as const;
    const pids = {
      'reader, plain page': app.pid!,
      'reader, personalized page': app.pid!,
      'static file': staticServer.pid!,
    };
    return {
      appPid: app.pid!,
      urls: pagePaths,
      async rounds({ rounds, seconds, connections }) {
        const samples = new Map<ReaderCellName, ReaderSample[]>(READER_CELLS.map((name) => [name, []]));
        for (let round = 0; round < rounds; round++) {
          // The order rotates from round to round: no cell always runs after the same one.
          const order = READER_CELLS.map((_, i) => READER_CELLS[(i + round) % READER_CELLS.length]);
          for (const name of order)
            samples.get(name)!.push(await measure(pagePaths[name], pids[name], seconds, connections));
        }
        const cells = Object.fromEntries([...samples].map(([name, list]) => [name, medianOf(list)])) as Record<
          ReaderCellName,
          ReaderSample
        >;
        const file = cells['static file'];
        const plain = cells['reader, plain page'];
        const personal = cells['reader, personalized page'];
        const plainRatio = plain.rps / file.rps;
        const personalizedRatio = personal.rps / file.rps;
        return {
          bytes: bytes.length,
          connections,
          cells,
          plainRatio,
          personalizedRatio,
          plainCpuRatio: file.cpuUs / plain.cpuUs,
          personalizedCpuRatio: file.cpuUs / personal.cpuUs,
          plainMet: plainRatio >= READER_TARGETS.plain,
          personalizedMet:
            personalizedRatio >= READER_TARGETS.personalized && personal.p99 <= READER_TARGETS.personalizedP99Ms,
          appRssMiB: rssBytes(app.pid!) / 1024 / 1024,
        };
      },
      async publishMany(DOCS: number) {
        const started = Date.now();
        const paths: string[] = [];
        // A few writers at once, as editors would.
        let next = 0;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            for (let n = next++; n < DOCS; n = next++) {
              const d = await api('POST', '/v2/magazine/edition', { name: `Doc ${n}`, title: { id: project.id } });
              await api('POST', '/v2/magazine/page', {
                edition: { id: d.id },
                name: 'Only page',
                identifier: 'only',
                content: {
                  type: 'page',
                  children: [
                    { type: 'heading', level: 1, text: `Doc ${n}` },
                    { type: 'paragraph', text: TEXT.repeat(8) },
                  ],
                },
              });
              await api('POST', `/v2/magazine/edition/${d.id}/publish`);
              paths.push(docPath(d.identifier));
            }
          }),
        );
        const made = (Date.now() - started) / 1000;
        // What the writes alone left, before the reader renders and keeps anything.
        const beforeReads = rssBytes(app.pid!) / 1024 / 1024;
        let read = 0;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            for (let path = paths.pop(); path !== undefined; path = paths.pop()) {
              const response = await fetch(`${appBase}${path}`, { redirect: 'manual' });
              await response.arrayBuffer();
              if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
              read++;
            }
          }),
        );
        return {
          seconds: made,
          beforeReadsMiB: beforeReads,
          afterMiB: rssBytes(app.pid!) / 1024 / 1024,
          peakMiB: rssBytes(app.pid!, 'VmHWM') / 1024 / 1024,
          read,
        };
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The reader's lines of a report: its table and the verdicts. */
export function readerReport(run: ReaderRun): string[] {
  const row = (name: keyof ReaderRun['cells']) => {
    const c = run.cells[name];
    return `| ${name} | ${c.rps.toFixed(0)} | ${c.p50.toFixed(2)} | ${c.p99.toFixed(2)} | ${c.cpuUs.toFixed(0)} | ${c.non2xx} |`;
  };
  const personal = run.cells['reader, personalized page'];
  return [
    '| server | req/s | p50 ms | p99 ms | CPU µs/req | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    row('reader, plain page'),
    row('reader, personalized page'),
    row('static file'),
    '',
    `plain page / static file: ${run.plainRatio.toFixed(2)} req/s, ${run.plainCpuRatio.toFixed(2)} by CPU per request ` +
      `(target >= ${READER_TARGETS.plain}: ${run.plainMet ? 'met' : '**not met**'})`,
    `personalized page / static file: ${run.personalizedRatio.toFixed(2)} req/s, ${run.personalizedCpuRatio.toFixed(2)} by CPU per request, p99 ${personal.p99.toFixed(2)} ms ` +
      `(target >= ${READER_TARGETS.personalized} with p99 <= ${READER_TARGETS.personalizedP99Ms} ms: ${run.personalizedMet ? 'met' : '**not met**'})`,
  ];
}
