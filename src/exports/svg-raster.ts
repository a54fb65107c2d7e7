import sharp from 'sharp';

export const SVG_TYPE = 'image/svg+xml';

/** An SVG's bytes are read whole to be rasterised; uploads of this kind are small, and this bounds it anyway. */
const SVG_MAX_BYTES = 10 * 1024 * 1024;
/** The PNG's widest side: larger than any screen the archive is read on, bounded in memory (about 40 MP at most). */
const PNG_MAX_SIDE = 2560;

/** `logo.svg` as the PNG it becomes: `logo.png`. */
export function rasterizedName(filename: string): string {
  return /\.svg$/i.test(filename) ? filename.replace(/\.svg$/i, '.png') : `${filename}.png`;
}

/**
 * An SVG as a PNG: an SVG in an archive's `assets/` can carry script that runs
 * when the host serves it, a PNG cannot. libvips renders it without scripting and without
 * fetching anything outside the document; the picture keeps its size, within PNG_MAX_SIDE.
 */
export async function rasterizeSvg(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > SVG_MAX_BYTES) throw new Error(`larger than ${SVG_MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return sharp(Buffer.concat(chunks), { limitInputPixels: 40_000_000 })
    .resize({ width: PNG_MAX_SIDE, height: PNG_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
