import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

import satori from 'satori';

import { cardLayout, COVER_HEIGHT, COVER_WIDTH, type Element, pageLayout } from './cover-layout.js';
import type { CoverJob } from './cover-renderer.js';

// This thread only (a nice value is per thread on Linux): the event loop, which answers every
// tenant, runs before a cover when the cores are busy.
try {
  setPriority(0, 10);
} catch {
  // not supported here
}

/**
 * The font the project ships (@fontsource/inter, WOFF: satori reads it and writes every glyph as a
 * path, so the rasteriser needs no font and no fontconfig). Latin, Latin Extended, Greek and
 * Cyrillic, in the three weights the layout uses; satori takes each glyph from the first subset
 * that has it.
 */
const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'];
const FONTS = [400, 600, 700].flatMap((weight) =>
  SUBSETS.map((subset) => ({
    name: 'Inter',
    weight: weight as 400 | 600 | 700,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  })),
);

/** The cover as an SVG whose text is paths: sharp rasterises it without any font (cover-renderer.ts). */
async function render(job: CoverJob): Promise<string> {
  const tree: Element = job.scene.kind === 'page' ? pageLayout(job.scene, job.image) : cardLayout(job.scene);
  // satori's types name React's elements; the tree is their plain shape.
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    fonts: FONTS,
  });
}

/** The cover worker's thread (see CoverRenderer): one cover at a time, in the order they come. */
parentPort!.on('message', ({ id, job }: { id: number; job: CoverJob }) => {
  render(job).then(
    (svg) => parentPort!.postMessage({ id, svg }),
    (error: unknown) => parentPort!.postMessage({ id, fault: (error as Error)?.stack ?? String(error) }),
  );
});
