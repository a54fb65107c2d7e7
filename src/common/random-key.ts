import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_KEY_LENGTH = 22;
export const TOKEN_KEY = /^[0-9A-Za-z]{22}$/;

/**
 * A secret key (personalization tokens, preview keys): 22 base62 characters from the system's CSPRNG: about 131 random bits (22 x log2 62). Each
 * character takes one random byte below 248 (4 x 62), so every character is equally likely: a
 * byte at or above 248 is thrown away rather than folded (a plain `% 62` would favour the first
 * eight characters).
 */
export function newTokenKey(): string {
  let key = '';
  while (key.length < TOKEN_KEY_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte >= 248) continue;
      key += BASE62[byte % 62];
      if (key.length >= TOKEN_KEY_LENGTH) break;
    }
  }
  return key;
}
