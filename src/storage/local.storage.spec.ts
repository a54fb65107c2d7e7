import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { LocalStorage } from './local.storage.js';

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'local-storage-'));
    storage = new LocalStorage(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const everything = () => readdirSync(root, { recursive: true }).map(String).sort();

  it('writes, reads whole or by range, and deletes', async () => {
    await storage.write('ws-1/abc', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(readFileSync(join(root, 'ws-1/abc'), 'utf8')).toBe('hello world');
    expect(await text(await storage.read('ws-1/abc'))).toBe('hello world');
    expect(await text(await storage.read('ws-1/abc', { start: 6, end: 10 }))).toBe('world');
    await storage.delete('ws-1/abc');
    await storage.delete('ws-1/abc');
    expect(everything()).toEqual(['ws-1']);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.write('ws-1/broken', failing)).rejects.toThrow('client went away');
    expect(everything()).toEqual(['ws-1']);
  });

  it('refuses keys that could leave its root, and rejects reads of missing keys', async () => {
    for (const key of ['../escape', 'ws-1/../../x', '/etc/passwd', 'ws-1/', 'A/b']) {
      await expect(storage.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/not a storage key/);
    }
    await expect(storage.read('ws-1/missing')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(everything()).toEqual([]);
  });
});
