import { crc32, deflateSync } from 'node:zlib';

/**
 * A valid RGB PNG of the given size, its pixels varied by `seed` so that no two are the same
 * bytes. For tests and the upload benchmark: real images without binary fixtures.
 */
export function pngImage(width: number, height: number, seed = 0): Buffer {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels.set([(x + seed) & 0xff, (y * 3 + seed) & 0xff, (x ^ y ^ seed) & 0xff], y * row + 1 + x * 3);
  }
  return encodePng(width, height, pixels);
}

/**
 * An RGB PNG of `pixels`: rows of `1 + width * 3` bytes, each led by its filter type byte.
 * `level`: deflate's, where a test wants speed over size.
 */
export function encodePng(width: number, height: number, pixels: Buffer, level?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
