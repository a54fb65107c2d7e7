import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';

import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { atResizePriority, RESIZE_NICE } from './resize-threads.js';

const onLinux = process.platform === 'linux' ? describe : describe.skip;

/** This process's threads: id, name and nice value. */
function threads(): { tid: number; name: string; nice: number }[] {
  return readdirSync('/proc/self/task').flatMap((task) => {
    try {
      const tid = Number(task);
      return [{ tid, name: readFileSync(`/proc/self/task/${task}/comm`, 'latin1').trim(), nice: getPriority(tid) }];
    } catch {
      return [];
    }
  });
}

onLinux('atResizePriority', () => {
  it('runs a real resize with every libvips thread at RESIZE_NICE and leaves every other thread as it was', async () => {
    const others = new Map(threads().map((thread) => [thread.tid, thread.nice]));
    const picture = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    let during: ReturnType<typeof threads> = [];
    const out = await atResizePriority(async () => {
      const resized = sharp(picture).resize({ width: 640 }).png().toBuffer();
      await new Promise((resolve) => setTimeout(resolve, 120));
      during = threads();
      return resized;
    });
    expect((await sharp(out).metadata()).width).toBe(640);
    const vips = threads().filter((thread) => thread.name.startsWith('libvips'));
    expect(vips.length).toBeGreaterThan(0);
    for (const thread of vips) expect(thread.nice).toBe(RESIZE_NICE);
    // The main thread, libuv's pool and V8's threads keep their priority.
    for (const thread of [...during, ...threads()].filter((t) => !t.name.startsWith('libvips'))) {
      if (others.has(thread.tid)) expect(thread.nice).toBe(others.get(thread.tid));
    }
    expect(getPriority()).toBe(others.get(process.pid));
  });
});
