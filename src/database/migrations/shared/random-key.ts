import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The preview keys' migration's own copy of common/random-key.ts's generator (22 unbiased base62
 * characters): a migration is written once and must mean the same later, so it does not follow the
 * application's code, and the floor imports nothing above it.
 */
export function migrationTokenKey(): string {
  let key = '';
  while (key.length < 22) {
    for (const byte of randomBytes(32)) {
      if (byte >= 248) continue;
      key += BASE62[byte % 62];
      if (key.length >= 22) break;
    }
  }
  return key;
}
