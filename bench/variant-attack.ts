/**
 * The image variant attack (issue 29, item 3): `npm run bench:variant-attack`.
 *
 * Starts the built app as a child process on SQLite in a temporary directory with two
 * workspaces. The attacker uploads eight images of the largest size the API takes (about 39
 * megapixels: four JPEGs, four PNGs), then asks for 16 variants at once (each image's `desktop`
 * and `full`, every one a first request, so every one a resize). Meanwhile the other tenant reads
 * a 1 MiB file over and over, four reads at a time, from five seconds before the attack (its
 * baseline, BENCH_BASELINE_S) until it ends.
 * The server's RSS is sampled every 10 ms.
 *
 * Reported: the server's RSS (at rest, peak, two seconds after), the other tenant's read
 * latency (p50, p99, max) before and during the attack, and how long the 16 variants took.
 * Targets: peak RSS under 400 MiB, the other tenant's p99 under 500 ms.
 * A 100-megapixel upload (what the attack used before the limit) is also checked to be a 422.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

import sharp from 'sharp';

import { pngImage } from '../test/support/png.js';
import {
  BENCH_APP_ENV,
  BENCH_SERVER_ENV,
  freePort,
  operatorCli,
  rssBytes,
  SERVER_NODE_FLAGS,
  waitForReady,
} from './server-process.js';

const MiB = 1024 * 1024;
const RSS_TARGET_MIB = 400;
const P99_TARGET_MS = 500;
const IMAGES = 8;
const READERS = 4;
/** How long the neighbour reads before the attack: the no-attack baseline, in the same run (BENCH_BASELINE_S). */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_S ?? 5) * 1000;
/** 7,600 x 5,100: just under the 40-megapixel limit. */
const WIDTH = 7600;
const HEIGHT = 5100;

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-variant-attack-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The neighbour reads as fast as it can: the rate limits are raised far above that (BENCH_SERVER_ENV).
// MALLOC_ARENA_MAX as the Dockerfile sets it; BENCH_APP_ENV=MALLOC_ARENA_MAX=0 measures glibc's default.
const env: NodeJS.ProcessEnv = {
  ...BENCH_SERVER_ENV,
  MALLOC_ARENA_MAX: '2',
  ...BENCH_APP_ENV,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
};

let server: ReturnType<typeof spawn> | undefined;
try {
  console.log(`making the attack's images (${WIDTH} x ${HEIGHT})...`);
  // Smooth pictures (a tiny random one enlarged): every pixel decodes, the files stay a few MB.
  const seed = await sharp(randomBytes(8 * 6 * 3), { raw: { width: 8, height: 6, channels: 3 } })
    .png()
    .toBuffer();
  const large = sharp(seed).resize(WIDTH, HEIGHT, { kernel: 'cubic' });
  const jpeg = await large.clone().jpeg({ quality: 85 }).toBuffer();
  const png = await large.clone().png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer();
  const readFile = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MiB)]);

  const cli = operatorCli(env, dataDir);
  const tenants = [];
  for (const name of ['Attacker', 'Neighbour']) {
    const workspace = await cli('workspace:create', '--name', name);
    tenants.push(await cli('credential:create', '--workspace', String(workspace.id)));
  }
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/src/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(base, 60);
  const pid = server.pid as number;
  const [attacker, neighbour] = await Promise.all(
    tenants.map((c: { client_id: string; client_secret: string }) => token(c.client_id, c.client_secret)),
  );

  const refused = await uploadFile(attacker, 'huge.png', claimedPng(10_000, 10_000));
  const images: number[] = [];
  for (let n = 0; n < IMAGES; n++) {
    const answer = await uploadFile(attacker, n % 2 === 0 ? `big-${n}.jpg` : `big-${n}.png`, n % 2 === 0 ? jpeg : png);
    if (answer.status !== 201) throw new Error(`upload ${n}: ${answer.status} ${JSON.stringify(answer.body)}`);
    images.push(answer.body._embedded.file[0].id);
  }
  const readAnswer = await uploadFile(neighbour, 'read.pdf', readFile);
  const readId = readAnswer.body._embedded.file[0].id;

  // At rest, after the uploads and a few warm-up reads.
  for (let n = 0; n < 20; n++) await read(neighbour, readId);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const restRss = rssBytes(pid);
  let peakRss = restRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 10);

  // The neighbour reads from BASELINE_MS before the attack until it ends.
  const before: number[] = [];
  const during: number[] = [];
  let phase: 'before' | 'during' | 'done' = 'before';
  const readers = Array.from({ length: READERS }, async () => {
    while (phase !== 'done') {
      const started = performance.now();
      await read(neighbour, readId);
      (phase === 'before' ? before : during).push(performance.now() - started);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  phase = 'during';
  const attackStart = performance.now();
  const statuses = await Promise.all(
    images.flatMap((id) =>
      (['desktop', 'full'] as const).map(async (variant) => {
        const res = await fetch(`${base}/image/${id}/content?variant=${variant}`, {
          headers: { Authorization: `Bearer ${attacker}` },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  const attackSeconds = (performance.now() - attackStart) / 1000;
  phase = 'done';
  await Promise.all(readers);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssBytes(pid));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterRss = rssBytes(pid);

  const p99 = percentile(during, 0.99);
  const lines = [
    `100 MP upload       ${refused.status} (expected 422)`,
    `attack              ${statuses.length} variant requests of ${IMAGES} images (${(jpeg.length / MiB).toFixed(1)} MiB JPEG, ${(png.length / MiB).toFixed(1)} MiB PNG, ${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP), statuses ${summary(statuses)}, all done in ${attackSeconds.toFixed(1)} s`,
    `server RSS          at rest ${(restRss / MiB).toFixed(0)} MiB, peak ${(peakRss / MiB).toFixed(0)} MiB (target < ${RSS_TARGET_MIB}) ${peakRss / MiB < RSS_TARGET_MIB ? 'ok' : 'MISSED'}, 2 s after ${(afterRss / MiB).toFixed(0)} MiB`,
    `neighbour reads     before: ${before.length} reads, p50 ${percentile(before, 0.5).toFixed(1)} ms, p99 ${percentile(before, 0.99).toFixed(1)} ms`,
    `                    during: ${during.length} reads, p50 ${percentile(during, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < ${P99_TARGET_MS}) ${p99 < P99_TARGET_MS ? 'ok' : 'MISSED'}, max ${Math.max(...during).toFixed(1)} ms`,
  ];
  console.log(lines.join('\n'));
  process.exitCode =
    refused.status === 422 && statuses.every((s) => s === 200) && peakRss / MiB < RSS_TARGET_MIB && p99 < P99_TARGET_MS
      ? 0
      : 1;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    // A resize in flight may hold the graceful shutdown: it gets five seconds.
    const timer = setTimeout(() => server!.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function token(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The part of an upload's answer the bench reads (a problem has no `_embedded`). */
interface UploadAnswer {
  status: number;
  body: { _embedded: { file: { id: number }[] } };
}

async function uploadFile(bearer: string, name: string, data: Buffer): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const response = await fetch(`${base}/topiary/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

async function read(bearer: string, id: number): Promise<void> {
  const response = await fetch(`${base}/topiary/file/${id}/content`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`neighbour read: ${response.status}`);
}

/** A PNG whose header claims `width` x `height`: what the upload reads the size from. */
function claimedPng(width: number, height: number): Buffer {
  const png = pngImage(1, 1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function summary(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}x${status}`).join(' ');
}
