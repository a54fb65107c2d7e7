/**
 * Reader benchmark: `npm run bench:reader`.
 *
 * Starts the built app on SQLite in a temporary directory, makes a workspace and credential with
 * the operator CLI, and publishes a doc of 12 pages of realistic text with images. Then, on the
 * same machine and in the same run, it loads (autocannon, 32 connections) a plain page of the
 * doc through the reader (`GET /read/{project}/{doc}/{page}/`, served from the reader's memory
 * cache after the first request) and the very same bytes from a static file through Fastify and
 * @fastify/static (bench/static-file.ts), in alternating cells of a few seconds, and reports the
 * medians. Target (issue 27): the reader's plain page at least 0.8 x the static file's req/s.
 *
 * BENCH_SECONDS (default 5) and BENCH_ROUNDS (default 3) set a cell's length and the rounds; the
 * app logs at info, one JSON line per request, as in production (BENCH_LOG_LEVEL changes it).
 *
 * Then it publishes BENCH_DOCS more docs (default 10,000; 0 skips it), reads each one's index once
 * (every page rendered and offered to the cache), and reports the app's RSS, now and at its peak.
 * Target (issue 27): under 250 MiB.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import autocannon from 'autocannon';

import { pngImage } from '../test/support/png.js';
import { freePort, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const TARGET = 0.8;
/** A personalized page (rendered per request): at least 0.3 x the static file, p99 at most 25 ms. */
const PERSONALIZED_TARGET = 0.3;
const PERSONALIZED_P99_MS = 25;
const DOCS = Number(process.env.BENCH_DOCS ?? 10_000);
const RSS_TARGET_MIB = 250;
const CLOCK_TICKS = 100;

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

const TEXT =
  'Spring arrives in the valley long before it reaches the hills. The first warm week brings the rivers up, and with them the herons, ' +
  'the anglers and the people who walk the banks each evening. ';

interface Cell {
  rps: number;
  p50: number;
  p99: number;
  cpuUs: number;
  non2xx: number;
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const rest = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
  return Number(rest[11]) + Number(rest[12]);
}

async function measure(url: string, pid: number): Promise<Cell> {
  // A short warm-up: the JIT, the reader's cache, the file's descriptor.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const latencies: number[] = [];
  let non2xx = 0;
  const before = cpuTicks(pid);
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else non2xx++;
  });
  const result = await instance;
  const cpu = cpuTicks(pid) - before;
  non2xx += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rps: latencies.length / SECONDS,
    p50: at(0.5),
    p99: at(0.99),
    cpuUs: (cpu * 1e6) / CLOCK_TICKS / Math.max(1, latencies.length + non2xx),
    non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const children: ReturnType<typeof spawn>[] = [];
try {
  const cli = async (...args: string[]) =>
    JSON.parse(
      (
        await promisify(execFile)(process.execPath, [join(root, 'dist/src/cli/main.js'), ...args], {
          env,
          cwd: dataDir,
        })
      ).stdout,
    );
  const workspace = await cli('workspace:create', '--name', 'Bench');
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  // BENCH_NODE_FLAGS (for example `--cpu-prof --cpu-prof-dir=...`) go to the app only.
  const appFlags = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const app = spawn(process.execPath, [...appFlags, join(root, 'dist/src/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(app);
  await waitForReady(appBase, 30);
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
  const pagePath = `/read/${project.identifier as string}/${doc.identifier as string}/chapter-6/`;
  const first = await fetch(`${appBase}${pagePath}`);
  if (first.status !== 200) throw new Error(`the reader answered ${first.status}`);
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
  const personalizedPage = await (await fetch(`${appBase}${personalizedPath}`)).text();
  if (!personalizedPage.includes('Dear Anna, this chapter was picked for Acme.'))
    throw new Error('the personalized page does not show the token');

  const load = loadavg();
  const reader: Cell[] = [];
  const personalized: Cell[] = [];
  const file: Cell[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    reader.push(await measure(`${appBase}${pagePath}`, app.pid!));
    personalized.push(await measure(`${appBase}${personalizedPath}`, app.pid!));
    file.push(await measure(`${staticBase}/page/`, staticServer.pid!));
  }
  const row = (name: string, cells: Cell[]) =>
    `| ${name} | ${median(cells.map((c) => c.rps)).toFixed(0)} | ${median(cells.map((c) => c.p50)).toFixed(2)} | ${median(cells.map((c) => c.p99)).toFixed(2)} | ${median(cells.map((c) => c.cpuUs)).toFixed(0)} | ${cells.reduce((sum, c) => sum + c.non2xx, 0)} |`;
  const ratio = median(reader.map((c) => c.rps)) / median(file.map((c) => c.rps));
  const personalRatio = median(personalized.map((c) => c.rps)) / median(file.map((c) => c.rps));
  const personalP99 = median(personalized.map((c) => c.p99));
  const personalMet = personalRatio >= PERSONALIZED_TARGET && personalP99 <= PERSONALIZED_P99_MS;
  console.log(
    [
      `# Reader benchmark`,
      '',
      `${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load ${load.map((l) => l.toFixed(2)).join(' ')}; ` +
        `${bytes.length} bytes of HTML; autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s cells (after 1 s of warm-up each), medians; ` +
        `the app logs at ${env.LOG_LEVEL}; app RSS after the run ${(rssBytes(app.pid!) / 1024 / 1024).toFixed(0)} MiB.`,
      '',
      '| server | req/s | p50 ms | p99 ms | CPU µs/req | non-2xx |',
      '|---|---:|---:|---:|---:|---:|',
      row('reader, plain page', reader),
      row('reader, personalized page (?t=)', personalized),
      row('static file (Fastify + @fastify/static)', file),
      '',
      `plain page / static: ${ratio.toFixed(2)} (target >= ${TARGET}: ${ratio >= TARGET ? 'met' : '**not met**'})`,
      `personalized page / static: ${personalRatio.toFixed(2)}, p99 ${personalP99.toFixed(2)} ms (target >= ${PERSONALIZED_TARGET} with p99 <= ${PERSONALIZED_P99_MS} ms: ${personalMet ? 'met' : '**not met**'})`,
    ].join('\n'),
  );

  if (DOCS > 0) {
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
          paths.push(`/read/${project.identifier as string}/${d.identifier as string}/`);
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
          const response = await fetch(`${appBase}${path}`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
          read++;
        }
      }),
    );
    const rss = rssBytes(app.pid!) / 1024 / 1024;
    const peak = rssBytes(app.pid!, 'VmHWM') / 1024 / 1024;
    console.log(
      [
        '',
        `${DOCS} more docs published in ${made.toFixed(0)} s (app RSS then ${beforeReads.toFixed(0)} MiB), each one's index read once (${read} pages): app RSS ${rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB ` +
          `(target < ${RSS_TARGET_MIB} MiB: ${peak < RSS_TARGET_MIB ? 'met' : '**not met**'}).`,
      ].join('\n'),
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
}
