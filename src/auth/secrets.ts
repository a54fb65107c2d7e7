import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens and secrets are 160+ bits of randomness, so one SHA-256 is enough to store them: there
 * is nothing to brute-force, and a lookup by hash stays one indexed read.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
