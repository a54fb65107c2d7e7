/**
 * Export benchmark: `npm run bench:export`.
 *
 * Starts the built app as a child process on SQLite in a temporary directory, makes a workspace
 * and credential with the operator CLI, uploads 20 photo-like PNGs of about 2 MiB each, and builds
 * a doc of 50 pages that reference them. Then:
 *   1. exports the doc, timing POST to a downloadable archive and sampling the server's VmRSS;
 *   2. unpacks the archive into a directory and runs `tar -czf` (gzip's default level, 6, the
 *      level the export uses) on the very same files, for the speed baseline.
 * Targets (issue 13): RSS growth at most 64 MiB, the export at least half the speed of `tar -czf`.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';

import tar from 'tar-stream';

import { encodePng } from '../test/support/png.js';
import { freePort, operatorCli, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

/** The parts of an answer the benchmark reads: ids of what it created. */
type Json = { id: number } & Record<string, unknown>;

interface JobAnswer {
  id: number;
  started_on: string;
  finished_on: string;
  status: string;
  error: string | null;
  checksum: string;
}

const MiB = 1024 * 1024;
const IMAGES = 20;
const IMAGE_BYTES = 2 * MiB;
const PAGES = 50;
const RSS_TARGET_MIB = 64;
const SPEED_TARGET = 0.5;

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
  EXPORT_POLL_MS: '100',
};

/**
 * A PNG that compresses like a photograph: smooth gradients with sensor-like noise in the low
 * bits, so deflate gets some of it and gzip on top gains a little (random bytes would give gzip
 * nothing to do, a flat pattern would make it look far faster than real pictures). Grown row by
 * row until it is at least `bytes` long.
 */
function photoLikePng(bytes: number, seed: number): Buffer {
  const width = 1024;
  let height = 512;
  for (;;) {
    const row = 1 + width * 3;
    const pixels = Buffer.alloc(row * height);
    const noise = randomBytes(width * height * 3);
    for (let y = 0; y < height; y++) {
      pixels[y * row] = 1; // the Sub filter, as encoders pick for photos
      for (let x = 0; x < width * 3; x++)
        pixels[y * row + 1 + x] = (((x * 7 + y * 3 + seed * 31) >> 4) & 0xf0) | (noise[y * width * 3 + x] & 0x1f);
    }
    const png = encodePng(width, height, pixels);
    if (png.length >= bytes) return png;
    height = Math.ceil((height * bytes) / png.length) + 8;
  }
}

let server: ReturnType<typeof spawn> | undefined;
try {
  const cli = operatorCli(env, dataDir);
  const workspace = await cli('workspace:create', '--name', 'Bench');
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/src/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(base, 30);
  const token = await getToken(credential.client_id, credential.client_secret);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? undefined : ((await response.json()) as Json);
  };

  const imageIds: number[] = [];
  let imageBytes = 0;
  for (let n = 0; n < IMAGES; n++) {
    const png = photoLikePng(IMAGE_BYTES, n);
    imageBytes += png.length;
    const form = new FormData();
    form.append('file', new Blob([png]), `photo-${n}.png`);
    const response = await fetch(`${base}/topiary/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    imageIds.push(((await response.json()) as { _embedded: { file: { id: number }[] } })._embedded.file[0].id);
  }
  const project = await api('POST', '/v2/magazine/title', { name: 'Bench', account: { id: workspace.id } });
  const doc = await api('POST', '/v2/magazine/edition', { name: 'Bench doc', title: { id: project!.id } });
  const text =
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(
      8,
    );
  for (let n = 0; n < PAGES; n++) {
    const children = [
      { type: 'heading', level: 1, text: `Chapter ${n + 1}` },
      { type: 'paragraph', text },
      { type: 'image', image: imageIds[n % IMAGES], alt: `Photo ${n % IMAGES}` },
      { type: 'paragraph', text },
      { type: 'image', image: imageIds[(n * 7 + 3) % IMAGES], alt: 'Another photo' },
    ];
    await api('POST', '/v2/magazine/page', {
      name: `Chapter ${n + 1}`,
      edition: { id: doc!.id },
      content: { type: 'page', children },
    });
  }

  // A warm-up export of a one-page doc: JIT, pools, zlib; the baseline is the server at rest after it.
  const warm = await api('POST', '/v2/magazine/edition', { name: 'Warm-up', title: { id: project!.id } });
  await api('POST', '/v2/magazine/page', {
    name: 'One',
    edition: { id: warm!.id },
    content: { type: 'page', children: [{ type: 'image', image: imageIds[0], alt: '' }] },
  });
  await waitForJob(api, (await api('POST', `/v2/magazine/edition/${warm!.id}/export`))!.id);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pid = server.pid as number;
  const baselineRss = rssBytes(pid);

  let peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 10);
  const exportStart = process.hrtime.bigint();
  const job = await waitForJob(api, (await api('POST', `/v2/magazine/edition/${doc!.id}/export`))!.id);
  const exportSeconds = Number(process.hrtime.bigint() - exportStart) / 1e9;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssBytes(pid));
  if (job.status !== 'succeeded') throw new Error(`the export ${job.status}: ${job.error}`);

  const download = await fetch(`${base}/v2/job/${job.id}/download`, { headers: { Authorization: `Bearer ${token}` } });
  const archive = Buffer.from(await download.arrayBuffer());
  if (createHash('sha256').update(archive).digest('hex') !== job.checksum)
    throw new Error('the archive does not match its checksum');

  // The same files on disk, then `tar -czf` over them.
  const tree = join(dataDir, 'unpacked');
  let inputBytes = 0;
  for (const [name, data] of await entries(archive)) {
    const path = join(tree, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    inputBytes += data.length;
  }
  const tarPath = join(dataDir, 'baseline.tar.gz');
  const tarStart = process.hrtime.bigint();
  await promisify(execFile)('tar', ['-czf', tarPath, '-C', tree, '.']);
  const tarSeconds = Number(process.hrtime.bigint() - tarStart) / 1e9;

  const rssGrowthMiB = (peakRss - baselineRss) / MiB;
  const serverSeconds = (Date.parse(job.finished_on) - Date.parse(job.started_on)) / 1000;
  const speed = tarSeconds / exportSeconds;
  const lines = [
    `doc              ${PAGES} pages, ${IMAGES} PNGs of ${(imageBytes / IMAGES / MiB).toFixed(2)} MiB on average (${(inputBytes / MiB).toFixed(1)} MiB of files in the archive)`,
    `export           POST to downloadable in ${exportSeconds.toFixed(2)} s = ${(inputBytes / MiB / exportSeconds).toFixed(1)} MiB/s; archive ${(archive.length / MiB).toFixed(1)} MiB`,
    `                 of which the worker's run (started_on to finished_on) ${serverSeconds.toFixed(2)} s`,
    `tar -czf         same files in ${tarSeconds.toFixed(2)} s = ${(inputBytes / MiB / tarSeconds).toFixed(1)} MiB/s; archive ${(statSync(tarPath).size / MiB).toFixed(1)} MiB`,
    `speed            ${speed.toFixed(2)} of tar -czf (target >= ${SPEED_TARGET}) ${speed >= SPEED_TARGET ? 'ok' : 'MISSED'}`,
    `server RSS       baseline ${(baselineRss / MiB).toFixed(1)} MiB, peak ${(peakRss / MiB).toFixed(1)} MiB, growth ${rssGrowthMiB.toFixed(1)} MiB (target <= ${RSS_TARGET_MIB}) ${rssGrowthMiB <= RSS_TARGET_MIB ? 'ok' : 'MISSED'}`,
  ];
  console.log(lines.join('\n'));
  process.exitCode = speed >= SPEED_TARGET && rssGrowthMiB <= RSS_TARGET_MIB ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForJob(
  api: (method: string, path: string) => Promise<Json | undefined>,
  id: number,
): Promise<JobAnswer> {
  for (;;) {
    const job = (await api('GET', `/v2/job/${id}`)) as unknown as JobAnswer;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    // Not too often: each poll is a request the server answers on the same event loop as the export.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function getToken(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The archive's files (not directories), name to bytes. */
async function entries(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (data) => chunks.push(data as Buffer));
      stream.on('end', () => {
        if (header.type === 'file') files.set(header.name, Buffer.concat(chunks));
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([archive]).pipe(createGunzip()).pipe(extract);
  await done;
  return files;
}
