import { randomBytes } from 'node:crypto';

import type { EntityManager } from 'typeorm';

import type { RowSink } from '../database/row-sink.js';
import { WebhookDelivery, type WebhookEndpoint } from './webhook.entity.js';
import { enabledEndpoints, insertRows } from './webhook.queries.js';

/** The events an endpoint may ask for (docs/webhooks.md, "Events"). */
export const WEBHOOK_EVENTS = [
  'doc.published',
  'doc.unpublished',
  'export.succeeded',
  'export.failed',
  'token.viewed',
  'goal.converted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What `POST /webhook/{id}/ping` sends: to that endpoint only, whatever its events. */
export const PING_EVENT = 'webhook.ping';

/** One event of one workspace, to go to each of its enabled endpoints that asked for it. */
export interface WebhookEvent {
  workspaceId: number;
  type: WebhookEventType | typeof PING_EVENT;
  data: unknown;
  /** When it happened; now by default. */
  at?: Date;
}

/** Rows per INSERT of deliveries. */
const CHUNK = 200;

/** `msg_` + 24 characters: the `webhook-id` of one delivery, kept across its retries. */
function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The body of a delivery: `{"type", "timestamp", "data"}`, as sent and signed. */
function webhookBody(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

function wants(endpoint: Pick<WebhookEndpoint, 'events'>, type: string): boolean {
  return endpoint.events.includes('*') || endpoint.events.includes(type);
}

/**
 * The outbox write: call it inside the transaction of the change itself, with its manager. A
 * change that rolls back takes its deliveries with it; one that commits has them stored before
 * anything is sent, so a crash after the commit loses nothing (the worker, any instance, finds
 * them). Writes nothing when no enabled endpoint of the workspace asked for the event.
 * `onlyEndpoint` narrows to one endpoint (a ping).
 */
export async function enqueueWebhookEvents(
  manager: EntityManager,
  events: readonly WebhookEvent[],
  onlyEndpoint?: number,
  insert: RowSink = (target, rows) => insertRows(manager, target, rows),
): Promise<number> {
  if (events.length === 0) return 0;
  const workspaces = [...new Set(events.map((event) => event.workspaceId))];
  const endpoints = await enabledEndpoints(manager, workspaces, onlyEndpoint);
  if (endpoints.length === 0) return 0;
  const byWorkspace = new Map<number, WebhookEndpoint[]>();
  for (const endpoint of endpoints) {
    const list = byWorkspace.get(endpoint.workspace_id) ?? [];
    list.push(endpoint);
    byWorkspace.set(endpoint.workspace_id, list);
  }
  const now = new Date();
  let rows: Partial<WebhookDelivery>[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await insert(WebhookDelivery, rows);
    written += rows.length;
    rows = [];
  };
  for (const event of events) {
    const targets = (byWorkspace.get(event.workspaceId) ?? []).filter(
      (endpoint) => onlyEndpoint !== undefined || wants(endpoint, event.type),
    );
    if (targets.length === 0) continue;
    const payload = webhookBody(event.type, event.at ?? now, event.data);
    for (const endpoint of targets) {
      rows.push({
        workspace_id: event.workspaceId,
        endpoint_id: endpoint.id,
        message_id: newMessageId(),
        event: event.type,
        payload,
        status: 'pending',
        attempts: 0,
        next_attempt_on: now,
        last_attempt_on: null,
        status_code: null,
        duration_ms: null,
        error: null,
        created_on: now,
      });
      if (rows.length >= CHUNK) await flush();
    }
  }
  await flush();
  return written;
}

/** One event, in the caller's transaction (see `enqueueWebhookEvents`). */
export async function enqueueWebhookEvent(
  manager: EntityManager,
  workspaceId: number,
  type: WebhookEventType,
  data: unknown,
): Promise<void> {
  await enqueueWebhookEvents(manager, [{ workspaceId, type, data }]);
}

/**
 * What a goal conversion says (docs/webhooks.md, "goal.converted"): the goal as the API shows
 * it, and the visit that reached it.
 */
export interface GoalConvertedData {
  goal: unknown;
  visit: Record<string, unknown>;
  /** The token of the visit and its CRM id, when the visit carried one. */
  token?: unknown;
  external_id?: string | null;
}

/** One `goal.converted`, in the caller's transaction (see `enqueueGoalConversions`). */
export function enqueueGoalConverted(
  manager: EntityManager,
  workspaceId: number,
  data: GoalConvertedData,
  at?: Date,
): Promise<number> {
  return enqueueWebhookEvents(manager, [{ workspaceId, type: 'goal.converted', data, at }]);
}

/**
 * `goal.converted`, for the analytics fold to call inside the transaction that records the
 * conversions it found (each visit's first of each goal), with the fold's `insert`.
 */
export function enqueueGoalConversions(
  manager: EntityManager,
  conversions: readonly { workspaceId: number; data: GoalConvertedData; at: Date }[],
  insert?: RowSink,
): Promise<number> {
  return enqueueWebhookEvents(
    manager,
    conversions.map(({ workspaceId, data, at }) => ({ workspaceId, type: 'goal.converted' as const, data, at })),
    undefined,
    insert,
  );
}

/** The workspaces among these with an enabled endpoint that asked for `type` (one query). */
async function subscribedWorkspaces(
  manager: EntityManager,
  workspaceIds: readonly number[],
  type: WebhookEventType,
): Promise<Set<number>> {
  if (workspaceIds.length === 0) return new Set();
  const endpoints = await enabledEndpoints(manager, [...new Set(workspaceIds)]);
  return new Set(endpoints.filter((endpoint) => wants(endpoint, type)).map((endpoint) => endpoint.workspace_id));
}

/** What a visit that began with a token says of itself in `token.viewed`. */
export interface TokenVisit {
  workspace_id: number;
  project_id: number;
  edition_id: number;
  token_id: number | null;
  started_on: Date;
  entry_page_id: number | null;
  is_returning: boolean;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Visits presented per statement. */
const VISIT_CHUNK = 500;

/**
 * `token.viewed`, once per visit that began with a token: call it inside the transaction that
 * stores the new visits (the analytics fold), with the new visits only. `present` reads the tokens
 * as the API shows them, in that transaction; a token deleted since is skipped.
 */
export async function enqueueTokenViews(
  manager: EntityManager,
  visits: readonly TokenVisit[],
  present: (manager: EntityManager, ids: number[]) => Promise<Map<number, { external_id: string | null }>>,
  insert?: RowSink,
): Promise<number> {
  const withToken = visits.filter((visit) => visit.token_id !== null);
  const subscribed = await subscribedWorkspaces(
    manager,
    withToken.map((visit) => visit.workspace_id),
    'token.viewed',
  );
  const wanted = withToken.filter((visit) => subscribed.has(visit.workspace_id));
  // In the order the visits began: an endpoint hears them in that order.
  wanted.sort((a, b) => a.started_on.getTime() - b.started_on.getTime());
  let written = 0;
  for (let at = 0; at < wanted.length; at += VISIT_CHUNK) {
    const chunk = wanted.slice(at, at + VISIT_CHUNK);
    const tokens = await present(manager, [...new Set(chunk.map((visit) => visit.token_id!))]);
    const events: WebhookEvent[] = chunk.flatMap((visit) => {
      const token = tokens.get(visit.token_id!);
      if (!token) return [];
      return [
        {
          workspaceId: visit.workspace_id,
          type: 'token.viewed' as const,
          at: visit.started_on,
          data: {
            external_id: token.external_id,
            token,
            visit: {
              started_on: visit.started_on.toISOString(),
              project: visit.project_id,
              doc: visit.edition_id,
              entry_page: visit.entry_page_id,
              is_returning: visit.is_returning,
              country: visit.country,
              device: visit.device,
              browser: visit.browser,
              os: visit.os,
              referrer_domain: visit.referrer_domain,
              utm_source: visit.utm_source,
              utm_medium: visit.utm_medium,
              utm_campaign: visit.utm_campaign,
            },
          },
        },
      ];
    });
    written += await enqueueWebhookEvents(manager, events, undefined, insert);
  }
  return written;
}
