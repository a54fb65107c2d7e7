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
 * path, so the rasteriser needs no font and no fontconfig): each of its subsets (Latin, Latin
 * Extended, Vietnamese, Greek, Cyrillic and their extensions) in the three weights the layout
 * uses. Each subset is a family of its own, listed in FONT_FAMILY: satori takes a glyph from the
 * first family that has it (fonts of one name are not searched so).
 */
const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];
const FONTS = [400, 600, 700].flatMap((weight) =>
  SUBSETS.map((subset) => ({
    name: `Inter ${subset}`,
    weight: weight as 400 | 600 | 700,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  })),
);
const FONT_FAMILY = SUBSETS.map((subset) => `Inter ${subset}`).join(', ');

/** The code points the shipped subsets cover (their `unicode-range`s, @fontsource/inter/unicode.json). */
const COVERED: [number, number][] = Object.entries(
  JSON.parse(readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<string, string>,
)
  .filter(([subset]) => SUBSETS.includes(subset))
  .flatMap(([, ranges]) =>
    ranges.split(',').map((range): [number, number] => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  );

/**
 * Text with what no shipped font can draw left out (emoji, CJK, ...): a missing glyph is drawn
 * as a box labelled NO GLYPH, worse on a cover than nothing.
 */
function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (COVERED.some(([from, to]) => code >= from && code <= to)) out += char;
  }
  return out.replace(/\s{2,}/g, ' ').trim();
}

/** The tree with every text drawable and every font family the shipped subsets, in order. */
function withShippedFonts(node: Element): Element {
  const style = node.props.style?.fontFamily ? { ...node.props.style, fontFamily: FONT_FAMILY } : node.props.style;
  const children = node.props.children;
  const mapped = Array.isArray(children)
    ? children.map((child) => (typeof child === 'string' ? drawable(child) : withShippedFonts(child)))
    : typeof children === 'string'
      ? drawable(children)
      : children && withShippedFonts(children);
  return { type: node.type, props: { ...node.props, style, children: mapped } };
}

async function render(job: CoverJob): Promise<string> {
  const tree = withShippedFonts(job.scene.kind === 'page' ? pageLayout(job.scene, job.image) : cardLayout(job.scene));
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
