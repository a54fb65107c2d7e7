import { describe, expect, it } from '@jest/globals';

import { pngImage } from '../../test/support/png.js';
import { imageDimensions, sniffType } from './sniff.js';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.isBuffer(part) ? part : Buffer.from(part),
    ),
  );
const ftyp = (...brands: string[]) => {
  const box = bytes([0, 0, 0, 8 + brands.length * 4], 'ftyp', brands[0], [0, 0, 0, 0], ...brands.slice(1));
  box.writeUInt32BE(box.length, 0);
  return box;
};

describe('sniffType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['png', pngImage(2, 2), 'image/png'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['avif', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['avif as a compatible brand', ftyp('mif1', 'avif'), 'image/avif'],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'svg after BOM, declaration, comment and doctype',
      bytes(
        [0xef, 0xbb, 0xbf],
        '<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
      ),
      'image/svg+xml',
    ],
    ['pdf', bytes('%PDF-1.7'), 'application/pdf'],
    ['mp4', ftyp('isom', 'iso2', 'mp41'), 'video/mp4'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ['mp3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['woff2', bytes('wOF2', [0, 1, 0, 0]), 'font/woff2'],
  ])('recognises %s', (_label, head, mime) => {
    expect(sniffType(head)?.mime).toBe(mime);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['HTML', bytes('<!doctype html><html><svg></svg></html>')],
    ['HEIC', ftyp('heic', 'mif1')],
    ['QuickTime', ftyp('qt  ')],
    ['Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska')],
    ['ZIP', bytes('PK', [3, 4])],
    ['an MPEG layer II frame', bytes([0xff, 0xfd, 0x90, 0x64])],
    ['an svg element after other markup', bytes('<html><svg></svg></html>')],
  ])('refuses %s', (_label, head) => {
    expect(sniffType(head)).toBeNull();
  });
});

describe('imageDimensions', () => {
  it('reads a PNG header', () => {
    expect(imageDimensions(pngImage(7, 3))).toEqual({ width: 7, height: 3 });
  });

  it('reads an SVG size, and is null when an SVG leaves it open', () => {
    expect(imageDimensions(Buffer.from('<svg width="30" height="20"></svg>'))).toEqual({ width: 30, height: 20 });
    expect(imageDimensions(Buffer.from('<svg></svg>'))).toBeNull();
  });

  it('swaps the sides of a JPEG whose EXIF orientation turns it by 90 degrees', () => {
    // SOI, APP1 Exif with one IFD entry (Orientation = 6), SOF0 of 40x30.
    const tiff = bytes('MM', [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]);
    const exif = bytes('Exif', [0, 0], tiff);
    const app1 = bytes([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff], exif);
    const sof = bytes([0xff, 0xc0, 0, 11, 8, 0, 30, 0, 40, 1, 1, 0x11, 0]);
    const jpeg = bytes([0xff, 0xd8], app1, sof, [0xff, 0xd9]);
    expect(sniffType(jpeg)?.mime).toBe('image/jpeg');
    expect(imageDimensions(jpeg)).toEqual({ width: 30, height: 40 });
  });

  it('is null for a damaged header', () => {
    expect(imageDimensions(Buffer.concat([pngImage(2, 2).subarray(0, 8), Buffer.alloc(10)]))).toBeNull();
  });
});
