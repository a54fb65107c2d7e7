import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

import { ProblemException } from '../common/problem/problem.js';
import {
  ALLOWED_EXTENSIONS,
  type Dimensions,
  imageDimensions,
  SNIFF_BYTES,
  type SniffedType,
  sniffType,
} from './sniff.js';

/**
 * How much of an image is kept to read its width and height. A JPEG's size comes after its EXIF,
 * XMP and ICC segments, which can run to hundreds of KiB; other formats need a few bytes.
 */
export const IMAGE_HEAD_BYTES = 512 * 1024;

export interface InspectedFile {
  size: number;
  checksum: string;
  type: SniffedType;
  dimensions: Dimensions | null;
}

/**
 * Sits between an upload and storage: passes the bytes on as they come while hashing and
 * counting them. It holds back only the first SNIFF_BYTES until it knows the type; a type
 * outside the allowlist fails the stream (415) before anything past them is stored.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private readonly head: Buffer[] = [];
  private headLength = 0;
  // Not `size`: lib-storage reads a body's `size` (or `length`) as its total byte count.
  private received = 0;
  private type: SniffedType | undefined;

  constructor(private readonly label: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    this.hash.update(chunk);
    const headLimit = this.type === undefined ? SNIFF_BYTES : this.type.image ? IMAGE_HEAD_BYTES : 0;
    if (this.headLength < headLimit) {
      this.head.push(chunk);
      this.headLength += chunk.length;
    }
    if (this.type !== undefined) return callback(null, chunk);
    if (this.headLength < SNIFF_BYTES) return callback();
    // The chunks held so far are all in `head`: release them once the type is known.
    const error = this.decide();
    if (error) return callback(error);
    for (const held of this.head) this.push(held);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.type === undefined) {
      const error = this.decide();
      if (error) return callback(error);
      for (const held of this.head) this.push(held);
    }
    callback();
  }

  /** What the bytes were; call once the stream has ended. */
  result(): InspectedFile {
    const type = this.type as SniffedType;
    let dimensions: Dimensions | null = null;
    if (type.image) {
      dimensions = imageDimensions(Buffer.concat(this.head, Math.min(this.headLength, IMAGE_HEAD_BYTES)));
      // An SVG may leave its size to the page; any other image states it in its header. One
      // whose header we hold in full and still cannot read is damaged, not an image.
      if (!dimensions && type.extension !== 'svg' && this.received <= IMAGE_HEAD_BYTES) {
        throw new ProblemException(
          415,
          `File "${this.label}" starts like a ${type.extension} image but its header cannot be read`,
        );
      }
    }
    return { size: this.received, checksum: this.hash.digest('hex'), type, dimensions };
  }

  private decide(): ProblemException | undefined {
    const type = sniffType(Buffer.concat(this.head));
    if (!type) {
      return new ProblemException(
        415,
        this.received === 0
          ? `File "${this.label}" is empty`
          : `File "${this.label}" is not of an allowed type (${ALLOWED_EXTENSIONS.join(', ')})`,
      );
    }
    this.type = type;
    return undefined;
  }
}
