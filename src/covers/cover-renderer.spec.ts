import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { type CoverJob, CoverQueueFull, CoverRenderer } from './cover-renderer.js';
import { coverScene } from './cover-scene.js';

/** Pixels of the region darker than the reader's muted grey: text drawn in the page's ink. */
async function inkIn(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const pixels = await sharp(png).extract(region).greyscale().raw().toBuffer();
  return pixels.filter((value) => value < 80).length;
}

describe('CoverRenderer', () => {
  it('draws the text with the shipped font: ink where the heading is, none where the page is blank', async () => {
    const renderer = new CoverRenderer();
    try {
      const scene = coverScene('Doc', 'Project', {
        type: 'page',
        children: [{ type: 'heading', level: 1, text: 'Hello, covers' }],
      });
      const { png } = await renderer.render(async () => ({ scene, image: null }));
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // The heading, zoomed (a page of text alone), below the masthead; the page's lower half is blank.
      expect(await inkIn(png, { left: 80, top: 110, width: 700, height: 110 })).toBeGreaterThan(2000);
      expect(await inkIn(png, { left: 0, top: 400, width: 1200, height: 200 })).toBe(0);
    } finally {
      await renderer.onApplicationShutdown();
    }
  }, 30_000);

  it('takes 256 covers waiting and refuses the next, before reading anything of it', async () => {
    const renderer = new CoverRenderer();
    // The first cover's turn never ends (its image is never read), so the others wait behind it.
    const never = () => new Promise<CoverJob>(() => undefined);
    for (let n = 0; n < 256; n++) void renderer.render(never);
    let prepared = false;
    const refused = renderer.render(async () => {
      prepared = true;
      return never();
    });
    await expect(refused).rejects.toBeInstanceOf(CoverQueueFull);
    expect(prepared).toBe(false);
    expect(renderer.rendered).toBe(0);
    await renderer.onApplicationShutdown();
  });
});
