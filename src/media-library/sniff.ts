import { imageSize } from 'image-size';

/** An allowed type (docs/media-library.md, Media Library): what the bytes are, how they are served, and their extension. */
export interface SniffedType {
  mime: string;
  extension: string;
  image: boolean;
}

/** How many leading bytes the sniffer looks at; an SVG's prolog must fit in them. */
export const SNIFF_BYTES = 4096;

const JPEG = { mime: 'image/jpeg', extension: 'jpg', image: true };
const PNG = { mime: 'image/png', extension: 'png', image: true };
const GIF = { mime: 'image/gif', extension: 'gif', image: true };
const WEBP = { mime: 'image/webp', extension: 'webp', image: true };
const AVIF = { mime: 'image/avif', extension: 'avif', image: true };
const SVG = { mime: 'image/svg+xml', extension: 'svg', image: true };
const PDF = { mime: 'application/pdf', extension: 'pdf', image: false };
const MP4 = { mime: 'video/mp4', extension: 'mp4', image: false };
const WEBM = { mime: 'video/webm', extension: 'webm', image: false };
const MP3 = { mime: 'audio/mpeg', extension: 'mp3', image: false };
const WOFF2 = { mime: 'font/woff2', extension: 'woff2', image: false };

/** The allowlist (docs/media-library.md, Media Library), by extension, for messages and docs. */
const ALLOWED = [JPEG, PNG, GIF, WEBP, AVIF, SVG, PDF, MP4, WEBM, MP3, WOFF2];
export const ALLOWED_EXTENSIONS = ALLOWED.map((type) => type.extension);
export const ALLOWED_MIME_TYPES = ALLOWED.map((type) => type.mime);

/** ISO-BMFF brands of plain MP4 video; HEIC, QuickTime and the like are not on the allowlist. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'MSNV',
]);

/**
 * The type of a file from its first bytes (up to SNIFF_BYTES), never from its name or the
 * client's Content-Type. Anything outside the allowlist is null.
 */
export function sniffType(head: Buffer): SniffedType | null {
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return PNG;
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return GIF;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return WEBP;
  if (ascii(0, 5) === '%PDF-') return PDF;
  if (ascii(0, 4) === 'wOF2') return WOFF2;
  if (ascii(4, 8) === 'ftyp') return isoMediaType(head);
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML: WebM and Matroska share it; only WebM's DocType is allowed.
    return ascii(0, Math.min(head.length, 64)).includes('webm') ? WEBM : null;
  }
  if (ascii(0, 3) === 'ID3' || isMp3FrameHeader(head)) return MP3;
  if (isSvg(head)) return SVG;
  return null;
}

/** An ftyp box: AVIF when any brand says so, MP4 for the plain video brands. */
function isoMediaType(head: Buffer): SniffedType | null {
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands: string[] = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(head.toString('latin1', at, at + 4));
  if (brands.includes('avif') || brands.includes('avis')) return AVIF;
  return MP4_BRANDS.has(brands[0]) ? MP4 : null;
}

/** An MPEG audio frame sync with layer III and a valid bitrate and sample rate. */
function isMp3FrameHeader(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 0x03;
  const layer = (head[1] >> 1) & 0x03;
  const bitrate = head[2] >> 4;
  const sampleRate = (head[2] >> 2) & 0x03;
  return version !== 0x01 && layer === 0x01 && bitrate !== 0x0f && bitrate !== 0 && sampleRate !== 0x03;
}

/** XML whose first element is `<svg`, after an optional BOM, XML declaration, comments and doctype. */
function isSvg(head: Buffer): boolean {
  let text = head.toString('utf8').replace(/^\uFEFF/, '');
  for (;;) {
    text = text.trimStart();
    const prolog = text.match(/^(?:<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i);
    if (!prolog) break;
    text = text.slice(prolog[0].length);
  }
  return /^<svg[\s>]/.test(text);
}

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * Width and height as displayed, from the leading bytes of an image. EXIF orientations 5 to 8
 * rotate a JPEG by 90 degrees, so its stored sides swap. Null when the header cannot be read.
 */
export function imageDimensions(head: Buffer): Dimensions | null {
  try {
    const size = imageSize(head);
    if (!(size.width > 0 && size.height > 0)) return null;
    const rotated = size.orientation !== undefined && size.orientation >= 5;
    return rotated ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}
