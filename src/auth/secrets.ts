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

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * Compares two SHA-256 hex digests in constant time. Anything that is not one (an empty string,
 * which `Buffer.from(x, 'hex')` would read as zero bytes equal to any other) never matches.
 */
export function sameDigest(a: string, b: string): boolean {
  if (!DIGEST.test(a) || !DIGEST.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
