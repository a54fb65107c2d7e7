import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

import tar from 'tar-stream';

import { pngImage } from './png.js';
import type { Tenant, TestApp } from './test-app.js';

// A minimal WebM header (EBML magic and DocType "webm"), enough for the upload sniffer.
export const WEBM = Buffer.concat([
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84,
  ]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(64),
]);

export const image = (id: number, alt = `image ${id}`) => ({ type: 'image', image: id, alt });
export const paragraph = (text: string) => ({ type: 'paragraph', text });
export const heading = (text: string, level = 1) => ({ type: 'heading', level, text });

export const png = (seed: number, width = 24, height = 16) => pngImage(width, height, seed);

/** Polls a job until it leaves queued/running. */
export async function settled(t: TestApp, tenant: Tenant, jobId: number, ms = 20_000): Promise<Record<string, any>> {
  const end = Date.now() + ms;
  for (;;) {
    const res = await t.http().get(`/v2/job/${jobId}`).set(tenant.auth);
    if (res.status !== 200) throw new Error(`job ${jobId}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'succeeded' || res.body.status === 'failed') return res.body;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${res.body.status} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every entry of an export's .tar.gz, by its path inside the package's one top-level folder
 * (`{project}-{doc}/`, which must hold every entry and come first): name to bytes, directories
 * to an empty buffer.
 */
export async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  return (await unpackPackage(archive)).entries;
}

/** The package's top-level folder and its entries (see unpack). */
export async function unpackPackage(archive: Buffer): Promise<{ root: string; entries: Map<string, Buffer> }> {
  const raw = await unpackRaw(archive);
  const [first] = raw.keys();
  if (!first?.endsWith('/') || first.slice(0, -1).includes('/'))
    throw new Error(`the archive does not start with its folder: ${first}`);
  const entries = new Map<string, Buffer>();
  for (const [name, data] of raw) {
    if (name === first) continue;
    if (!name.startsWith(first)) throw new Error(`${name} is outside the package's folder ${first}`);
    entries.set(name.slice(first.length), data);
  }
  return { root: first.slice(0, -1), entries };
}

/** Every entry of a .tar.gz, as named in it. */
export async function unpackRaw(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(chunks));
        next();
      });
      stream.resume();
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([archive]).pipe(createGunzip()).pipe(extract);
  await done;
  return entries;
}
