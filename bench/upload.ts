/**
 * Upload benchmark: `npm run bench:upload`.
 *
 * Starts the built app as a child process on SQLite in a temporary directory, makes a workspace
 * and credential with the operator CLI, then:
 *   1. uploads one 512 MiB file in one multipart request, sampling the server's VmRSS;
 *   2. writes the same bytes straight to a file on the same disk (with the same fsync the local
 *      driver does), for the throughput baseline;
 *   3. uploads 100 small PNGs, one per request, four at a time.
 * Targets (the Media Library issue): RSS growth at most 64 MiB, throughput at least half the plain write.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';

import { pngImage } from '../test/support/png.js';
import { freePort, operatorCli, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

/** The part of the upload answer the benchmark checks. */
interface UploadAnswer {
  _embedded: { file: { size: number; checksum: string; kind: string }[] };
}

const MiB = 1024 * 1024;
const LARGE_BYTES = 512 * MiB;
const BLOCK_BYTES = MiB;
const SMALL_IMAGES = 100;
const SMALL_CONCURRENCY = 4;
const RSS_TARGET_MIB = 64;
const THROUGHPUT_TARGET = 0.5;

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
  UPLOAD_MAX_FILE_BYTES: String(LARGE_BYTES + MiB),
};

/** The large file: a PDF header, then one random MiB repeated. Same bytes for upload and plain write. */
const block = randomBytes(BLOCK_BYTES);
const firstBlock = Buffer.concat([Buffer.from('%PDF-1.7\n'), block.subarray(9)]);
function* largeFile(): Generator<Buffer> {
  for (let sent = 0; sent < LARGE_BYTES; sent += BLOCK_BYTES) yield sent === 0 ? firstBlock : block;
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
  const pid = server.pid as number;

  // Warm up (JIT, pools, first SQLite write) so the baseline is the server at rest after an upload.
  await uploadBuffers(token, [pngImage(32, 32, 1)]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baselineRss = rssBytes(pid);

  let peakRss = baselineRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 10);
  const uploadStart = process.hrtime.bigint();
  const response = await uploadStream(token, 'large.pdf', LARGE_BYTES, largeFile());
  const uploadSeconds = Number(process.hrtime.bigint() - uploadStart) / 1e9;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssBytes(pid));
  const stored = response._embedded.file[0];
  const expected = createHash('sha256');
  for (const chunk of largeFile()) expected.update(chunk);
  if (stored.size !== LARGE_BYTES || stored.checksum !== expected.digest('hex'))
    throw new Error('the stored file does not match');

  const plainPath = join(dataDir, 'plain-write.bin');
  const plainStart = process.hrtime.bigint();
  await writeAll(createWriteStream(plainPath), largeFile());
  const handle = await open(plainPath, 'r');
  await handle.sync();
  await handle.close();
  const plainSeconds = Number(process.hrtime.bigint() - plainStart) / 1e9;

  const smallStart = process.hrtime.bigint();
  let next = 0;
  let smallBytes = 0;
  await Promise.all(
    Array.from({ length: SMALL_CONCURRENCY }, async () => {
      while (next < SMALL_IMAGES) {
        const image = pngImage(64 + (next % 7), 48, next++);
        smallBytes += image.length;
        const body = await uploadBuffers(token, [image]);
        if (body._embedded.file[0].kind !== 'image') throw new Error('a small image was not stored as an image');
      }
    }),
  );
  const smallSeconds = Number(process.hrtime.bigint() - smallStart) / 1e9;

  const uploadMiBs = LARGE_BYTES / MiB / uploadSeconds;
  const plainMiBs = LARGE_BYTES / MiB / plainSeconds;
  const rssGrowthMiB = (peakRss - baselineRss) / MiB;
  const ratio = uploadMiBs / plainMiBs;
  const lines = [
    `large upload     ${LARGE_BYTES / MiB} MiB in ${uploadSeconds.toFixed(2)} s = ${uploadMiBs.toFixed(1)} MiB/s`,
    `plain disk write ${LARGE_BYTES / MiB} MiB in ${plainSeconds.toFixed(2)} s = ${plainMiBs.toFixed(1)} MiB/s`,
    `ratio            ${ratio.toFixed(2)} (target >= ${THROUGHPUT_TARGET}) ${ratio >= THROUGHPUT_TARGET ? 'ok' : 'MISSED'}`,
    `server RSS       baseline ${(baselineRss / MiB).toFixed(1)} MiB, peak ${(peakRss / MiB).toFixed(1)} MiB, growth ${rssGrowthMiB.toFixed(1)} MiB (target <= ${RSS_TARGET_MIB}) ${rssGrowthMiB <= RSS_TARGET_MIB ? 'ok' : 'MISSED'}`,
    `small images     ${SMALL_IMAGES} PNGs (${(smallBytes / 1024).toFixed(0)} KiB) in ${smallSeconds.toFixed(2)} s = ${(SMALL_IMAGES / smallSeconds).toFixed(1)} uploads/s, ${SMALL_CONCURRENCY} at a time`,
  ];
  console.log(lines.join('\n'));
  process.exitCode = ratio >= THROUGHPUT_TARGET && rssGrowthMiB <= RSS_TARGET_MIB ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function getToken(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function uploadBuffers(token: string, files: Buffer[]): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [n, file] of files.entries()) form.append('files[]', new Blob([file]), `image-${n}.png`);
  const response = await fetch(`${base}/topiary/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as UploadAnswer;
}

/** One file part streamed from `chunks`, with backpressure, so the client never holds the file. */
function uploadStream(token: string, filename: string, size: number, chunks: Iterable<Buffer>): Promise<UploadAnswer> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/topiary/file`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + size + tail.length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const body: Buffer[] = [];
      res.on('data', (chunk: Buffer) => body.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(body).toString('utf8');
        if (res.statusCode !== 201) reject(new Error(`large upload answered ${res.statusCode}: ${text}`));
        else resolve(JSON.parse(text));
      });
    });
    req.write(head);
    writeAll(req, chunks, false)
      .then(() => req.end(tail))
      .catch(reject);
  });
}

async function writeAll(stream: Writable, chunks: Iterable<Buffer>, end = true): Promise<void> {
  for (const chunk of chunks) {
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  if (end)
    await new Promise<void>((resolve, reject) =>
      stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
}
