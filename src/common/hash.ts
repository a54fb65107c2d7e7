import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a text or of bytes, hex: stored secrets' digests, idempotency fingerprints, a
 * file's checksum (the tests' too). Tokens and secrets
 * are 160+ bits of randomness, so one SHA-256 is enough to store them: there is nothing to
 * brute-force, and a lookup by hash stays one indexed read.
 */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
