/**
 * What a generated cover costs (docs/covers.md): the worker's milliseconds per cover, for a page
 * with a heading, text and a 1040 px photo, and for the plain card, and the process's memory
 * before the worker starts, after it drew them, and its peak. No database, no HTTP: the renderer
 * alone, as the service calls it.
 *
 *   npm run bench:covers [-- rounds]
 */
import 'reflect-metadata';
// As in the app: libvips' cache off, its threads as many as the app's (image-variants.service.ts).
import '../src/media-library/image-variants.service.js';

import sharp from 'sharp';

import { COLUMN_WIDTH } from '../src/covers/cover-layout.js';
import { CoverRenderer } from '../src/covers/cover-renderer.js';
import { asCard, coverScene } from '../src/covers/cover-scene.js';

const rounds = Number(process.argv[2] ?? 20);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#674ea7"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1100" cy="400" r="160" fill="#ffe599"/></svg>`;
const { data, info } = await sharp(Buffer.from(svg))
  .resize({ width: COLUMN_WIDTH })
  .jpeg({ quality: 85 })
  .toBuffer({ resolveWithObject: true });
const image = { dataUri: `data:image/jpeg;base64,${data.toString('base64')}`, width: info.width, height: info.height };
const page = coverScene('Summer 2027', 'Field Notes', {
  type: 'page',
  children: [
    { type: 'heading', level: 1, text: 'A summer by the sea' },
    {
      type: 'paragraph',
      text: 'Twelve stories from the coast: the harbour at dawn, the long evenings, and the people who keep the lights on.',
    },
    { type: 'image', image: 1, alt: 'Dusk' },
  ],
});
const card = asCard(page, 'no-page');

const renderer = new CoverRenderer();
const before = process.memoryUsage().rss;
let peak = before;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const first = performance.now();
await renderer.render(async () => ({ scene: card, image: null }));
const startMs = performance.now() - first;
const started = process.memoryUsage().rss;
const timings: Record<string, number[]> = { page: [], card: [] };
let bytes = { page: 0, card: 0 };
for (let n = 0; n < rounds; n++) {
  const drawnPage = await renderer.render(async () => ({ scene: page, image }));
  timings.page.push(drawnPage.ms);
  const drawnCard = await renderer.render(async () => ({ scene: card, image: null }));
  timings.card.push(drawnCard.ms);
  bytes = { page: drawnPage.png.length, card: drawnCard.png.length };
}
clearInterval(sample);
const after = process.memoryUsage().rss;
await renderer.onApplicationShutdown();
global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
const ended = process.memoryUsage().rss;
for (const kind of ['page', 'card'] as const)
  console.log(
    `${kind}: median ${Math.round(percentile(timings[kind], 0.5))} ms, p95 ${Math.round(percentile(timings[kind], 0.95))} ms, ${bytes[kind]} bytes (${rounds} rounds)`,
  );
console.log(
  `first cover (worker start, fonts, layout engine): ${Math.round(startMs)} ms; rss ${mb(before)} MB before, ${mb(started)} MB after the first, ${mb(after)} MB after all, peak ${mb(peak)} MB, ${mb(ended)} MB once the worker ended`,
);
