import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';

import { ProblemException } from '../common/problem/problem.js';
import { loadConfig } from '../config/app-config.js';
import { MediaUrls } from './media-urls.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

async function signer(secret = SECRET): Promise<MediaUrls> {
  const config = loadConfig({ PUBLIC_URL: 'https://api.example.com', MEDIA_URL_SECRET: secret });
  const urls = new MediaUrls({ isInitialized: false } as DataSource, config);
  await urls.onModuleInit();
  return urls;
}

const parts = (href: string) => {
  const url = new URL(href);
  return {
    path: url.pathname,
    variant: url.searchParams.get('variant'),
    expires: url.searchParams.get('expires')!,
    signature: url.searchParams.get('signature')!,
  };
};

const status = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof ProblemException ? error.getStatus() : 500;
  }
};

describe('MediaUrls', () => {
  it('signs with MEDIA_URL_SECRET: the same link for a whole hour, valid one to two hours', async () => {
    const urls = await signer();
    const hour = 3_600_000;
    urls.now = () => 10 * hour + 1;
    const early = urls.href(7, 'desktop');
    urls.now = () => 11 * hour - 1;
    expect(urls.href(7, 'desktop')).toBe(early);
    const { path, variant, expires, signature } = parts(early);
    expect([path, variant, expires]).toEqual(['/media/7/content', 'desktop', String(12 * 3600)]);
    expect(status(() => urls.verify(7, 'desktop', expires, signature))).toBe(200);
    urls.now = () => 12 * hour;
    expect(status(() => urls.verify(7, 'desktop', expires, signature))).toBe(403);
  });

  it('signs each link once per hour: the next hour gets fresh links, and many files each their own', async () => {
    const urls = await signer();
    const fresh = await signer();
    const hour = 3_600_000;
    urls.now = fresh.now = () => 10 * hour;
    const first = urls.href(7, 'desktop');
    urls.now = fresh.now = () => 11 * hour;
    const next = urls.href(7, 'desktop');
    expect(next).not.toBe(first);
    // What a signer that never signed before gives: nothing kept from the hour before.
    expect(next).toBe(fresh.href(7, 'desktop'));
    expect(parts(next).expires).toBe(String(13 * 3600));
    // More files than are kept at once: every link is still its own file's, and valid.
    for (let id = 1; id <= 25_000; id += 7) {
      const link = parts(urls.href(id, 'full'));
      expect(link.path).toBe(`/media/${id}/content`);
      if (id % 1_000 === 1) expect(status(() => urls.verify(id, 'full', link.expires, link.signature))).toBe(200);
    }
    expect(urls.href(7, 'desktop')).toBe(next);
    expect(urls.coverHref(7, 'desktop')).toBe(fresh.coverHref(7, 'desktop'));
  });

  it('refuses a link signed with another key, for another file or variant, or not signed at all', async () => {
    const urls = await signer();
    const other = await signer('another-secret-of-at-least-thirty-two-chars');
    const { expires, signature } = parts(other.href(7, 'full'));
    expect(status(() => urls.verify(7, 'full', expires, signature))).toBe(403);
    const own = parts(urls.href(7, 'full'));
    expect(status(() => urls.verify(8, 'full', own.expires, own.signature))).toBe(403);
    expect(status(() => urls.verify(7, 'original', own.expires, own.signature))).toBe(403);
    for (const [e, s] of [
      [undefined, own.signature],
      [own.expires, undefined],
      ['0', own.signature],
      [['1'], own.signature],
      [own.expires, `${own.signature}=`],
    ]) {
      expect(status(() => urls.verify(7, 'full', e, s))).toBe(403);
    }
  });

  it('refuses to start with a MEDIA_URL_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ MEDIA_URL_SECRET: 'short' })).toThrow(/MEDIA_URL_SECRET/);
  });

  it("signs a doc's generated cover over its own path: a file's link opens no cover, nor the reverse", async () => {
    const urls = await signer();
    const cover = parts(urls.coverHref(7, 'original'));
    expect([cover.path, cover.variant]).toEqual(['/v2/magazine/edition/7/cover', 'original']);
    expect(urls.verifyCover(7, 'original', cover.expires, cover.signature)).toBeGreaterThan(3599);
    expect(urls.verifyCover(8, 'original', cover.expires, cover.signature)).toBeNull();
    expect(urls.verifyCover(7, 'full', cover.expires, cover.signature)).toBeNull();
    expect(urls.verifyCover(7, 'original', undefined, cover.signature)).toBeNull();
    expect(status(() => urls.verify(7, 'original', cover.expires, cover.signature))).toBe(403);
    const file = parts(urls.href(7, 'original'));
    expect(urls.verifyCover(7, 'original', file.expires, file.signature)).toBeNull();
    urls.now = () => Number(cover.expires) * 1000;
    expect(urls.verifyCover(7, 'original', cover.expires, cover.signature)).toBeNull();
  });
});
