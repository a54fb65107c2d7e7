/**
 * The ingestion ceiling for `npm run bench:analytics`: a bare node:http server that does what
 * POST /analytics/event does and nothing else: reads the body, parses and checks the same JSON
 * (the app's own parseEvents), derives the same row (visitor hash, device, browser/OS, referrer
 * domain, utm) and inserts it with the same multi-row batches (every second or 500 events)
 * through a plain mysql2 pool. No framework, no hooks, no rate limit, no doc lookup.
 *
 * Env: PORT, DATABASE_URL, BENCH_TABLE (a copy of analytics_event), BENCH_EDITION, BENCH_PROJECT,
 * BENCH_WORKSPACE, BENCH_PAGE.
 */
import { createServer } from 'node:http';

import mysql from 'mysql2/promise';

import { deviceOf, referrerDomain, utmOf } from '../src/analytics/enrich.js';
import { parseEvents } from '../src/analytics/event-input.js';
import { visitorHash } from '../src/analytics/salts.js';
import { UserAgents } from '../src/common/http/user-agents.js';
import { readBody } from './server-process.js';

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 4, timezone: 'Z' });
const edition = Number(process.env.BENCH_EDITION);
const project = Number(process.env.BENCH_PROJECT);
const workspace = Number(process.env.BENCH_WORKSPACE);
const pageId = Number(process.env.BENCH_PAGE);
const salt = 'ceiling-salt';
const table = process.env.BENCH_TABLE ?? 'analytics_event';
const userAgents = new UserAgents();
const COLUMNS =
  'workspace_id, project_id, edition_id, page_id, token_id, occurred_on, type, visitor, country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign, engaged_ms, scroll_depth, target, name';
let pending: unknown[][] = [];
let writing: Promise<void> = Promise.resolve();

function flush(): void {
  if (pending.length === 0) return;
  const batch = pending;
  pending = [];
  writing = writing.then(async () => {
    await pool.query(`INSERT INTO \`${table}\` (${COLUMNS}) VALUES ?`, [batch]);
  });
}
setInterval(flush, 1000).unref();

createServer((req, res) => {
  void (async () => {
    try {
      const body = await readBody(req);
      const events = parseEvents(JSON.parse(body));
      const userAgent = req.headers['user-agent'] ?? '';
      const now = new Date();
      for (const event of events) {
        const { browser, os } = userAgents.parse(userAgent);
        const utm = utmOf(event.url);
        pending.push([
          workspace,
          project,
          edition,
          pageId,
          null,
          now,
          event.type,
          visitorHash(salt, project, req.socket.remoteAddress ?? '', userAgent),
          null,
          deviceOf(event.screen_width),
          browser,
          os,
          referrerDomain(event.referrer),
          utm.utm_source,
          utm.utm_medium,
          utm.utm_campaign,
          event.engaged_ms,
          event.scroll_depth,
          event.target,
          event.name,
        ]);
      }
      if (pending.length >= 500) flush();
      res.writeHead(202).end();
    } catch {
      res.writeHead(400).end();
    }
  })();
}).listen(Number(process.env.PORT), '127.0.0.1');
