import { createHmac, timingSafeEqual } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { randomHex } from '../auth/secrets.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import type { ImageVariant } from './image-variants.js';
import { storedSecret } from './media.queries.js';

/**
 * A signed link's expiry is rounded up to the next full hour and one more: every link is valid
 * for one to two hours, and a resource that embeds links (a doc, a page) gets the same links, so
 * the same bytes and ETag, for a whole hour (docs/media-urls.md).
 */
export const SIGNED_URL_BUCKET_SECONDS = 3600;

/**
 * Signed links kept for the current bucket: every render of a page signs the same links for an
 * hour (a personalized page renders on every request, an HMAC per image and variant), so each is
 * signed once per bucket. Bounded: past this many the kept links are let go and signed anew.
 */
const KEPT_LINKS = 10_000;

/** The name of the generated key in `server_secret`. */
const SECRET_NAME = 'media_url';

const EXPIRES = /^[1-9]\d{0,11}$/;
/** 32 bytes of HMAC-SHA256, base64url, no padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The path a signed link names; the signature covers it, so a link for one file is no link for another. */
function signedMediaPath(fileId: number): string {
  return `/media/${fileId}/content`;
}

/** The path a doc's generated cover is served at (src/covers): signed like a file's, by the same key. */
function signedCoverPath(editionId: number): string {
  return `/v2/magazine/edition/${editionId}/cover`;
}

/** How an embedding resource writes a media link: a URL a browser can load without a bearer. */
export interface MediaHrefs {
  href(fileId: number, variant: ImageVariant): string;
  /** The doc's generated cover (a doc without a screenshot), signed like a file's link. */
  coverHref(editionId: number, variant: ImageVariant): string;
}

/**
 * Signs and checks the media links that pages embed (`<img src>` cannot send a bearer):
 * `/media/{id}/content?variant=...&expires=...&signature=...`, an HMAC-SHA256 over the path, the
 * variant and the expiry with a server secret. The key is MEDIA_URL_SECRET, or one the server
 * generated and keeps in the database (`server_secret`), shared by every instance on it.
 */
@Injectable()
export class MediaUrls implements MediaHrefs, OnModuleInit {
  private key: Buffer | undefined;
  private readonly base: string;
  /** Links signed for the bucket that expires at `keptExpires`, by path and variant. */
  private readonly kept = new Map<string, string>();
  private keptExpires = 0;
  /** Milliseconds since the epoch, for signing and checking; a test moves it across buckets. */
  now: () => number = Date.now;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.MEDIA_URL_SECRET) {
      this.key = Buffer.from(this.config.MEDIA_URL_SECRET);
      return;
    }
    // Writing the OpenAPI document builds the app without a database: it signs nothing.
    if (!this.dataSource.isInitialized) return;
    this.key = Buffer.from(await this.storedSecret(), 'hex');
  }

  /** A link valid for one to two hours from now, the same for every call within the hour. */
  href(fileId: number, variant: ImageVariant): string {
    return this.signedHref(signedMediaPath(fileId), variant);
  }

  /** The same, for a doc's generated cover (`GET /v2/magazine/edition/{id}/cover`). */
  coverHref(editionId: number, variant: ImageVariant): string {
    return this.signedHref(signedCoverPath(editionId), variant);
  }

  /**
   * Whether a cover link was signed here for this doc and variant and has not expired: the seconds
   * it has left, or null for a link that is missing, altered or expired (the cover route answers
   * all of them alike, as the 404 of a doc that does not exist).
   */
  verifyCover(editionId: number, variant: ImageVariant, expires: unknown, signature: unknown): number | null {
    const checked = this.check(signedCoverPath(editionId), variant, expires, signature);
    return typeof checked === 'number' ? checked : null;
  }

  private signedHref(path: string, variant: ImageVariant): string {
    const expires = (Math.floor(this.now() / 1000 / SIGNED_URL_BUCKET_SECONDS) + 2) * SIGNED_URL_BUCKET_SECONDS;
    if (expires !== this.keptExpires || this.kept.size >= KEPT_LINKS) {
      this.kept.clear();
      this.keptExpires = expires;
    }
    const name = `${path}?variant=${variant}`;
    let href = this.kept.get(name);
    if (href === undefined) {
      href = `${this.base}${name}&expires=${expires}&signature=${this.sign(path, variant, String(expires))}`;
      this.kept.set(name, href);
    }
    return href;
  }

  /**
   * Throws a 403 unless the link was signed here for this file and variant and has not expired.
   * Checked before the file is looked up, so a forged link learns nothing about which ids exist.
   * Returns the seconds the link has left: how long its answer may be kept.
   */
  verify(fileId: number, variant: ImageVariant, expires: unknown, signature: unknown): number {
    const checked = this.check(signedMediaPath(fileId), variant, expires, signature);
    if (checked === 'unsigned') {
      throw forbidden(
        'This media link is not signed: use the link a doc or page gives, or the authenticated /image/{id}/content',
      );
    }
    if (checked === 'altered') {
      throw forbidden('This media link was altered: its signature does not match its file, variant and expiry');
    }
    if (checked === 'expired') {
      throw forbidden(
        `This media link expired at ${new Date(Number(expires) * 1000).toISOString()}: read the doc or page again for a fresh one`,
      );
    }
    return checked;
  }

  /** The seconds a link for `path` has left, or what is wrong with it. */
  private check(
    path: string,
    variant: ImageVariant,
    expires: unknown,
    signature: unknown,
  ): number | 'unsigned' | 'altered' | 'expired' {
    if (
      typeof expires !== 'string' ||
      typeof signature !== 'string' ||
      !EXPIRES.test(expires) ||
      !SIGNATURE.test(signature)
    ) {
      return 'unsigned';
    }
    const expected = Buffer.from(this.sign(path, variant, expires), 'base64url');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return 'altered';
    if (Number(expires) * 1000 <= this.now()) return 'expired';
    return Math.floor((Number(expires) * 1000 - this.now()) / 1000);
  }

  private sign(path: string, variant: ImageVariant, expires: string): string {
    if (!this.key) throw new Error('media URLs are signed only once the signing key is loaded');
    return createHmac('sha256', this.key).update(`GET ${path}\n${variant}\n${expires}`).digest('base64url');
  }

  /** The generated key, made by whichever instance starts first (media.queries.ts). */
  private storedSecret(): Promise<string> {
    return storedSecret(this.dataSource, SECRET_NAME, () => randomHex(32));
  }
}

function forbidden(detail: string): ProblemException {
  return new ProblemException(403, detail);
}
