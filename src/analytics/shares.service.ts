import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { randomHex } from '../auth/secrets.js';
import { halCollection, link } from '../common/hal/hal.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { AnalyticsShare } from './analytics.entities.js';
import { hasDoc, hasProject } from './analytics.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import {
  deleteExpiredShares,
  deleteShare,
  hasToken,
  saveShare,
  serverSecret,
  shareById,
  shareCount,
  shareOfLink,
  sharesOf,
} from './shares.queries.js';

const SECRET_NAME = 'analytics_share';
/** A share lasts at most this long. */
const SHARE_DAYS_MAX = 366;
/** Shares a workspace keeps at most (expired ones count until deleted). */
export const SHARES_MAX = 1_000;
const SIGNED = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
/** A CSP source a share may be framed by: an origin (scheme, host, optional port), or a host wildcard. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const BODY_FIELDS = ['doc', 'project', 'token', 'expires_on', 'frame_ancestors'];

export type ShareSubject = { field: 'doc' | 'project' | 'token'; id: number };

/**
 * Dashboard shares (docs/analytics.md): a signed link to one doc's, project's or token's
 * dashboard that needs no bearer. The link is `{id}.{HMAC-SHA256(id, nonce)}` with a server key:
 * deleting the share revokes it at once; a forged, expired or revoked link reads as nothing.
 */
@Injectable()
export class AnalyticsShares implements OnModuleInit {
  private key: Buffer | undefined;
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: AnalyticsClock,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async onModuleInit(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    this.key = Buffer.from(await serverSecret(this.dataSource, SECRET_NAME, randomHex(32)), 'hex');
  }

  async create(workspaceId: number, body: unknown) {
    const input = await this.check(workspaceId, body);
    const manager = this.dataSource.manager;
    if ((await shareCount(manager, workspaceId)) >= SHARES_MAX)
      throw ProblemException.invalidField('doc', 'tooMany', `A workspace has at most ${SHARES_MAX} shares`);
    const share = await saveShare(
      manager,
      manager.create(AnalyticsShare, {
        workspace_id: workspaceId,
        ...input,
        nonce: randomBytes(16).toString('hex'),
        created_on: this.clock.now(),
      }),
    );
    return share;
  }

  /** A fresh share valid one day, for a shortcut's `_links.dashboard`. */
  async dayShare(workspaceId: number, subject: ShareSubject): Promise<string> {
    const now = this.clock.now();
    const share = await saveShare(this.dataSource.manager, {
      workspace_id: workspaceId,
      edition_id: subject.field === 'doc' ? subject.id : null,
      project_id: subject.field === 'project' ? subject.id : null,
      token_id: subject.field === 'token' ? subject.id : null,
      expires_on: new Date(now.getTime() + 86_400_000),
      frame_ancestors: null,
      nonce: randomBytes(16).toString('hex'),
      created_on: now,
    });
    // Expired day shares go as new ones are made: a busy shortcut does not grow the table.
    await deleteExpiredShares(this.dataSource.manager, workspaceId, now);
    return this.dashboardHref(share);
  }

  async list(workspaceId: number, requestUrl: string) {
    const shares = await sharesOf(this.dataSource.manager, workspaceId, SHARES_MAX);
    return halCollection(this.base, requestUrl, {
      key: 'share',
      items: shares.map((share) => this.present(share)),
      totalItems: shares.length,
      page: 1,
      limit: Math.max(shares.length, 1),
    });
  }

  async get(workspaceId: number, id: number): Promise<AnalyticsShare> {
    const share = await shareById(this.dataSource.manager, workspaceId, id);
    if (!share) throw ProblemException.notFound();
    return share;
  }

  async remove(workspaceId: number, id: number): Promise<void> {
    if (!(await deleteShare(this.dataSource.manager, workspaceId, id))) throw ProblemException.notFound();
  }

  present(share: AnalyticsShare) {
    return {
      _links: { self: link(`${this.base}/analytics/share/${share.id}`), dashboard: link(this.dashboardHref(share)) },
      created_on: share.created_on.toISOString(),
      doc: share.edition_id,
      expires_on: share.expires_on.toISOString(),
      frame_ancestors: share.frame_ancestors ? share.frame_ancestors.split(' ') : [],
      id: share.id,
      project: share.project_id,
      token: share.token_id,
    };
  }

  dashboardHref(share: AnalyticsShare): string {
    return `${this.base}/analytics/shared/${share.id}.${this.sign(share)}/`;
  }

  /** The live share a signed link names, or null (forged, expired, revoked: all alike). */
  async resolve(signed: string): Promise<AnalyticsShare | null> {
    const match = SIGNED.exec(signed);
    if (!match || !this.key) return null;
    const share = await shareOfLink(this.dataSource.manager, Number(match[1]));
    if (!share) return null;
    const expected = Buffer.from(this.sign(share), 'base64url');
    if (!timingSafeEqual(expected, Buffer.from(match[2], 'base64url'))) return null;
    if (share.expires_on.getTime() <= this.clock.now().getTime()) return null;
    return share;
  }

  private sign(share: AnalyticsShare): string {
    if (!this.key) throw new Error('shares are signed only once the key is loaded');
    return createHmac('sha256', this.key).update(`share\n${share.id}\n${share.nonce}`).digest('base64url');
  }

  private async check(workspaceId: number, body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw ProblemException.badRequest('body: a JSON object');
    const raw = body as Record<string, unknown>;
    for (const name of Object.keys(raw))
      if (!BODY_FIELDS.includes(name))
        throw ProblemException.invalidField(name, 'unknown', `${name} is not a field of a share`);
    const given = (['doc', 'project', 'token'] as const).filter(
      (name) => raw[name] !== undefined && raw[name] !== null,
    );
    if (given.length !== 1)
      throw ProblemException.invalidField('doc', 'oneOf', 'Give exactly one of doc, project or token');
    const field = given[0];
    const id = raw[field];
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw ProblemException.invalidField(field, 'type', `${field} is an id`);
    const found =
      field === 'doc'
        ? await hasDoc(this.dataSource.manager, { workspaceId }, id)
        : field === 'project'
          ? await hasProject(this.dataSource.manager, { workspaceId }, id)
          : await hasToken(this.dataSource.manager, workspaceId, id);
    if (!found) throw ProblemException.invalidField(field, 'notFound', `No ${field} ${id} in this workspace`);
    const now = this.clock.now();
    const expires = typeof raw.expires_on === 'string' ? new Date(raw.expires_on) : null;
    if (!expires || Number.isNaN(expires.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(raw.expires_on as string))
      throw ProblemException.invalidField('expires_on', 'required', 'expires_on: a date-time (ISO 8601)');
    if (expires <= now) throw ProblemException.invalidField('expires_on', 'future', 'expires_on must be in the future');
    if (expires.getTime() - now.getTime() > SHARE_DAYS_MAX * 86_400_000)
      throw ProblemException.invalidField('expires_on', 'max', `A share lasts at most ${SHARE_DAYS_MAX} days`);
    let frame: string | null = null;
    if (raw.frame_ancestors !== undefined && raw.frame_ancestors !== null) {
      const list = raw.frame_ancestors;
      if (
        !Array.isArray(list) ||
        list.length > 10 ||
        !list.every((item) => typeof item === 'string' && item.length <= 255 && ORIGIN.test(item))
      )
        throw ProblemException.invalidField(
          'frame_ancestors',
          'origins',
          'frame_ancestors: up to 10 origins such as https://intranet.example.com',
        );
      frame = list.length ? [...new Set(list as string[])].join(' ') : null;
    }
    return {
      edition_id: field === 'doc' ? id : null,
      project_id: field === 'project' ? id : null,
      token_id: field === 'token' ? id : null,
      expires_on: expires,
      frame_ancestors: frame,
    };
  }
}
