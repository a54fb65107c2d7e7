/**
 * The soak's request mix (bench/soak.ts), shared with the multi-instance test
 * (test/platform/scale-out.e2e-spec.ts): reads, writes (some with If-Match), deletes and uploads over
 * keep-alive connections, each connection in one workspace, and the read-back of everything a 201
 * named. With `retry` (the multi-instance test) every create carries an `Idempotency-Key`, and a
 * request that never got the API's answer (the connection dropped, or the load balancer's own
 * 5xx) is sent again, the same request with the same key: what a careful client does.
 */
import { Agent, request as httpRequest } from 'node:http';

import { pngImage } from './png.js';

const REQUEST_TIMEOUT_MS = 30_000;

export interface Workspace {
  id: number;
  auth: string;
  /** With `readerAuth`, a second credential of the workspace makes the mix's plain reads (a replica may answer them). */
  readerAuth?: string;
  folders: number[];
  /** What the mix created in this workspace and has not deleted, by kind: the targets of reads and updates. */
  live: Record<Created['kind'], Created[]>;
}

/** Something a 201 named: where to read it back, with whose token, and whether the mix deleted it. */
export interface Created {
  href: string;
  workspace: Workspace;
  kind: 'title' | 'user' | 'folder' | 'file';
  id: number;
  name?: string;
  deleted?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request that did not get the API's answer the first time: when it was sent and what came back instead. */
export interface Interrupted {
  operation: string;
  sentAt: number;
  endedAt: number;
  failure: string;
  /** The status the retries ended with (the API's answer), or the last failure. */
  finally: number | string;
}

export class Tally {
  readonly byOperation = new Map<string, Map<number, number>>();
  readonly latencies: number[] = [];
  readonly serverErrors: string[] = [];
  readonly wireErrors: string[] = [];
  readonly interrupted: Interrupted[] = [];
  requests = 0;

  record(operation: string, answer: Answer, ms: number): void {
    this.requests++;
    this.latencies.push(ms);
    const statuses = this.byOperation.get(operation) ?? new Map<number, number>();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    this.byOperation.set(operation, statuses);
    if (answer.status >= 500)
      this.serverErrors.push(`${operation} ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  }

  wire(operation: string, error: unknown): void {
    this.requests++;
    this.wireErrors.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
  }

  percentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }

  /** One line per operation: `get title  200x512 404x3`. */
  lines(): string[] {
    return [...this.byOperation.entries()]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(
        ([operation, statuses]) =>
          `  ${operation.padEnd(22)} ${[...statuses.entries()]
            .sort(([x], [y]) => x - y)
            .map(([s, n]) => `${s}x${n}`)
            .join(' ')}`,
      );
  }
}

/** The mix, by weight: mostly reads, a steady share of creates, updates (some conditional), deletes and uploads. */
const MIX: [number, string][] = [
  [18, 'get title'],
  [10, 'list titles'],
  [8, 'get user'],
  [6, 'list users'],
  [6, 'get folder'],
  [6, 'get image'],
  [5, 'get image content'],
  [3, 'list folders'],
  [10, 'create title'],
  [6, 'patch title'],
  [5, 'patch title if-match'],
  [2, 'delete title'],
  [5, 'create user'],
  [3, 'patch user'],
  [2, 'create folder'],
  [5, 'upload'],
];
const MIX_TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** Plain reads: the ones a workspace's reader credential makes, when it has one. */
const READS = new Set([
  'get title',
  'list titles',
  'get user',
  'list users',
  'get folder',
  'get image',
  'get image content',
  'list folders',
]);
/** Creates the API makes idempotent with a key (POST /topiary, a folder, has none). */
const IDEMPOTENT_CREATES = new Set(['create title', 'create user', 'upload']);

export class SoakMix {
  readonly created: Created[] = [];
  private sequence = 0;

  constructor(
    readonly base: string,
    private readonly options: { retry?: boolean; tag?: string } = {},
  ) {}

  /** Every connection runs one request at a time until the deadline, or until `done` (asked every 500 ms) says so. */
  async drive(
    agents: Agent[],
    workspaces: Workspace[],
    seconds: number,
    tally: Tally,
    done: () => boolean = () => false,
  ): Promise<void> {
    const deadline = Date.now() + seconds * 1000;
    let stop = false;
    const check = setInterval(() => (stop ||= done()), 500);
    try {
      await Promise.all(
        agents.map(async (agent, n) => {
          const workspace = workspaces[n % workspaces.length];
          while (!stop && Date.now() < deadline) await this.step(agent, workspace, tally);
        }),
      );
    } finally {
      clearInterval(check);
    }
  }

  async step(agent: Agent, workspace: Workspace, tally: Tally): Promise<void> {
    let operation = pickOperation();
    const mine = (kind: Created['kind']) => {
      const live = workspace.live[kind];
      return live.length ? live[Math.floor(Math.random() * live.length)] : undefined;
    };
    // Reads and updates need something to read: create it first.
    const needs: Record<string, Created['kind']> = {
      'get title': 'title',
      'patch title': 'title',
      'patch title if-match': 'title',
      'delete title': 'title',
      'get user': 'user',
      'patch user': 'user',
      'get image': 'file',
      'get image content': 'file',
    };
    const target = needs[operation] ? mine(needs[operation]) : undefined;
    if (needs[operation] && !target)
      operation = needs[operation] === 'user' ? 'create user' : needs[operation] === 'file' ? 'upload' : 'create title';

    const timed = (name: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      this.timed(agent, workspace, tally, name, method, path, body, headers);
    const json = (answer: Answer | undefined) => (answer ? JSON.parse(answer.body.toString('utf8')) : undefined);
    const tag = this.options.tag ?? '';

    switch (operation) {
      case 'get title':
      case 'get user':
        await timed(operation, 'GET', new URL(target!.href).pathname);
        return;
      case 'get image':
        await timed(operation, 'GET', `/image/${target!.id}`);
        return;
      case 'get image content':
        await timed(operation, 'GET', `/image/${target!.id}/content`);
        return;
      case 'get folder':
        await timed(
          operation,
          'GET',
          `/topiary/${workspace.folders[Math.floor(Math.random() * workspace.folders.length)]}`,
        );
        return;
      case 'list titles':
        await timed(
          operation,
          'GET',
          `/v2/magazine/title?limit=20&filter%5B0%5D%5Bfield%5D=name&filter%5B0%5D%5Btype%5D=like&filter%5B0%5D%5Bvalue%5D=Soak%25&order-by%5B0%5D%5Bfield%5D=created_on&order-by%5B0%5D%5Bdirection%5D=desc`,
        );
        return;
      case 'list users':
        await timed(operation, 'GET', '/v2/user?limit=30&order-by%5B0%5D%5Bfield%5D=last_name');
        return;
      case 'list folders':
        await timed(operation, 'GET', '/topiary?limit=50');
        return;
      case 'create title': {
        const name = `Soak title ${tag}${++this.sequence}`;
        const answer = await timed(operation, 'POST', '/v2/magazine/title', { name, account: { id: workspace.id } });
        if (answer?.status === 201) this.remember(answer, workspace, 'title', name);
        return;
      }
      case 'patch title':
        await timed(operation, 'PATCH', new URL(target!.href).pathname, {
          name: `Soak title renamed ${tag}${++this.sequence}`,
          vendorB_code: { is_enabled: Math.random() < 0.5 },
        });
        return;
      case 'patch title if-match': {
        // Read, then write with the tag: a 412 is a fair answer when another connection won.
        const path = new URL(target!.href).pathname;
        const read = await timed('get title', 'GET', path);
        const etag = read?.headers.etag;
        if (read?.status === 200 && typeof etag === 'string') {
          await timed(
            operation,
            'PATCH',
            path,
            { website: `https://soak-${++this.sequence}.example` },
            { 'If-Match': etag },
          );
        }
        return;
      }
      case 'delete title': {
        // Out of the pool first, so no other connection picks it while it goes.
        const live = workspace.live.title;
        live.splice(live.indexOf(target!), 1);
        const answer = await timed(operation, 'DELETE', new URL(target!.href).pathname);
        // A retried delete whose first attempt went through answers 404: gone either way.
        if (answer?.status === 204 || (answer?.status === 404 && this.options.retry)) target!.deleted = true;
        else live.push(target!);
        return;
      }
      case 'create user': {
        const n = ++this.sequence;
        const answer = await timed(operation, 'POST', '/v2/user', {
          first_name: 'Soak',
          last_name: `User ${n}`,
          email: `soak-${process.pid}-${tag}${n}@example.com`,
          phone: '555-0100',
          account: String(workspace.id),
          roles: ['editor'],
        });
        if (answer?.status === 201) this.remember(answer, workspace, 'user');
        return;
      }
      case 'patch user':
        await timed(operation, 'PATCH', new URL(target!.href).pathname, { last_name: `Renamed ${++this.sequence}` });
        return;
      case 'create folder': {
        const answer = await timed(operation, 'POST', '/topiary', {
          name: `Soak folder ${tag}${++this.sequence}`,
          parent: workspace.folders[0],
        });
        if (answer?.status === 201) workspace.folders.push(this.remember(answer, workspace, 'folder').id);
        return;
      }
      case 'upload': {
        const folder = workspace.folders[Math.floor(Math.random() * workspace.folders.length)];
        const image = pngImage(16 + (this.sequence % 48), 16 + (this.sequence % 32), ++this.sequence);
        const boundary = `soak${this.sequence}`;
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="soak-${this.sequence}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          image,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const answer = await timed(operation, 'POST', '/topiary/file', body, {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        });
        if (answer?.status === 201) {
          for (const file of json(answer)._embedded.file as { id: number; _links: { self: { href: string } } }[]) {
            const entry: Created = { href: file._links.self.href, workspace, kind: 'file', id: file.id };
            this.created.push(entry);
            workspace.live.file.push(entry);
          }
        }
        return;
      }
      default:
        throw new Error(`no such operation ${operation}`);
    }
  }

  /** GET every resource a 201 named, with its workspace's token: 200, or 404 for what the mix deleted. */
  async readEverythingBack(agents: Agent[]): Promise<{ checked: number; deleted: number; unreadable: string[] }> {
    const unreadable: string[] = [];
    let next = 0;
    await Promise.all(
      agents.slice(0, 16).map(async (agent) => {
        while (next < this.created.length) {
          const entry = this.created[next++];
          const expected = entry.deleted ? 404 : 200;
          try {
            const answer = await this.call(agent, 'GET', new URL(entry.href).pathname, entry.workspace.auth);
            if (answer.status !== expected) unreadable.push(`${entry.href}: ${answer.status}, expected ${expected}`);
            else if (expected === 200 && Number(JSON.parse(answer.body.toString('utf8')).id) !== entry.id)
              unreadable.push(`${entry.href}: another id`);
          } catch (error) {
            unreadable.push(`${entry.href}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }),
    );
    return { checked: this.created.length, deleted: this.created.filter((c) => c.deleted).length, unreadable };
  }

  call(
    agent: Agent,
    method: string,
    path: string,
    auth: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { Authorization: auth, Accept: 'application/hal+json', ...extra };
    if (payload) {
      headers['Content-Type'] ??= 'application/json';
      headers['Content-Length'] = String(payload.length);
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${this.base}${path}`, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS });
      req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.end(payload);
    });
  }

  async token(clientId: string, clientSecret: string): Promise<string> {
    const response = await fetch(`${this.base}/oauth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    if (response.status !== 200) throw new Error(`/oauth answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  /**
   * One request of the mix, timed and tallied. With `retry`, a create carries an Idempotency-Key,
   * and a request that got no answer from the API is sent again (at most 5 times), the same
   * request with the same key; only the final answer is tallied, the failed tries are listed.
   */
  private async timed(
    agent: Agent,
    workspace: Workspace,
    tally: Tally,
    name: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const auth = READS.has(name) && workspace.readerAuth ? workspace.readerAuth : workspace.auth;
    if (this.options.retry && IDEMPOTENT_CREATES.has(name))
      headers = { ...headers, 'Idempotency-Key': `mix-${this.options.tag ?? ''}${++this.sequence}` };
    const started = performance.now();
    let first: Omit<Interrupted, 'finally'> | undefined;
    for (let attempt = 1; ; attempt++) {
      const sentAt = Date.now();
      let answer: Answer | undefined;
      let failure: string;
      try {
        answer = await this.call(agent, method, path, auth, body, headers);
        if (!this.options.retry || !fromTheBalancer(answer)) {
          if (first) tally.interrupted.push({ ...first, finally: answer.status });
          tally.record(name, answer, performance.now() - started);
          return answer;
        }
        failure = `${answer.status} from the load balancer`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        if (!this.options.retry) {
          tally.wire(name, error);
          return undefined;
        }
      }
      first ??= { operation: name, sentAt, endedAt: Date.now(), failure };
      if (attempt >= 5 || name === 'create folder') {
        // A folder create has no key to retry safely with: it stays a failure the test judges.
        tally.interrupted.push({ ...first, finally: failure });
        if (answer) tally.record(name, answer, performance.now() - started);
        else tally.wire(name, new Error(failure));
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }

  private remember(answer: Answer, workspace: Workspace, kind: Created['kind'], name?: string): Created {
    const location = answer.headers.location;
    if (typeof location !== 'string') throw new Error(`a 201 for a ${kind} without a Location`);
    const entry: Created = {
      href: location,
      workspace,
      kind,
      id: Number(JSON.parse(answer.body.toString('utf8')).id),
      name,
    };
    this.created.push(entry);
    workspace.live[kind].push(entry);
    return entry;
  }
}

function pickOperation(): string {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, operation] of MIX) {
    if ((roll -= weight) < 0) return operation;
  }
  return MIX[0][1];
}

/** A 5xx the API did not write (every API error is problem+json): the load balancer's, for a server that went away. */
function fromTheBalancer(answer: Answer): boolean {
  return answer.status >= 500 && !String(answer.headers['content-type'] ?? '').startsWith('application/problem+json');
}
