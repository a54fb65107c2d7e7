import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a text, hex: stored secrets' digests, idempotency fingerprints. Tokens and secrets
 * are 160+ bits of randomness, so one SHA-256 is enough to store them: there is nothing to
 * brute-force, and a lookup by hash stays one indexed read.
 */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
