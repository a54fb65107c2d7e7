import { randomBytes, timingSafeEqual } from 'node:crypto';

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * Compares two SHA-256 hex digests in constant time. Anything that is not one (an empty string,
 * which `Buffer.from(x, 'hex')` would read as zero bytes equal to any other) never matches.
 */
export function sameDigest(a: string, b: string): boolean {
  if (!DIGEST.test(a) || !DIGEST.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
