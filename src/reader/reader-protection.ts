import { createHash, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { verifyPassword } from '../editions/edition-options.js';
import type { DocAddress } from './doc-address.js';
import { type Answer, message } from './reader-answers.js';
import type { Doc } from './reader-docs.js';

/** Basic credentials that matched, remembered so a signed-in reader's next pages cost no scrypt and no count. */
const SIGNED_IN_MAX = 10_000;

/**
 * One more password attempt at a doc, counted against the client's budget: null while within it,
 * else the 429's headers.
 */
export type CountAttempt = (docId: number) => Promise<Record<string, string> | null>;

/**
 * docs/reader.md, protection: a password doc wants its username and password (HTTP Basic, checked
 * against the stored scrypt hash); a whitelist doc is refused, since this service has no reader
 * sign-in.
 *
 * Each attempt with credentials not yet seen to match is counted (READER_PASSWORD_ATTEMPTS_PER_MINUTE,
 * per client IP and doc) before it is checked: past the budget, even the right password gets 429,
 * so the answer never tells a guess from the truth. Credentials that matched are remembered (a
 * hash of the doc, its stored hash and the header), so a reader's next pages neither count nor
 * cost another scrypt.
 */
@Injectable()
export class ReaderProtection {
  private readonly signedIn = new Map<string, true>();

  /** Null lets the request through; otherwise the page that refuses it (401, 403 or 429). */
  async check(
    address: DocAddress,
    doc: Doc,
    authorization: string | undefined,
    countAttempt: CountAttempt,
  ): Promise<Answer | null> {
    const auth = doc.options.authentication;
    if (!auth) return null;
    const locale = typeof doc.options.locale === 'string' ? doc.options.locale : 'en';
    const page = (status: number, text: string, headers?: Record<string, string>) =>
      message(status, address, { locale, title: doc.name, message: text }, headers);
    if (auth.method === 'whitelist') {
      return page(403, 'This doc is restricted to the readers its publisher invited, and cannot be read here.');
    }
    const challenge = page(
      401,
      'This doc is protected: sign in with the username and password its publisher gave you.',
      { 'WWW-Authenticate': `Basic realm="${realm(doc.name)}", charset="UTF-8"` },
    );
    const credentials = parseBasic(authorization);
    if (!credentials) return challenge;
    const remembered = createHash('sha256')
      .update(`${doc.id}\n${auth.params.password_hash}\n${authorization}`)
      .digest('base64url');
    if (this.signedIn.has(remembered)) return null;
    const spent = await countAttempt(doc.id);
    if (spent) return page(429, 'Too many sign-in attempts from your address. Wait a minute, then try again.', spent);
    const username = Buffer.from(credentials.username);
    const expected = Buffer.from(auth.params.username);
    // Both checks run whatever the first says: the time taken tells nothing of which failed.
    const nameMatches = username.length === expected.length && timingSafeEqual(username, expected);
    const passwordMatches = await verifyPassword(credentials.password, auth.params.password_hash);
    if (!nameMatches || !passwordMatches) return challenge;
    if (this.signedIn.size >= SIGNED_IN_MAX) this.signedIn.delete(this.signedIn.keys().next().value!);
    this.signedIn.set(remembered, true);
    return null;
  }
}

function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = header === undefined ? null : /^Basic +([A-Za-z0-9+/=]{1,1024})$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A doc name as a quoted-string of a header: printable ASCII only, quotes and backslashes escaped. */
function realm(name: string): string {
  return name
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/["\\]/g, '\\$&')
    .slice(0, 200);
}
