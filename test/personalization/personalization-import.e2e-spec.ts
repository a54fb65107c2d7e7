import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { Edition } from '../../src/editions/edition.entity.js';
import { Job } from '../../src/exports/job.entity.js';
import { JobQueue } from '../../src/exports/job-queue.js';
import { TokenImportService } from '../../src/personalization/import/token-import.service.js';
import { Token } from '../../src/personalization/token.entity.js';
import { Value } from '../../src/personalization/value.entity.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { settled } from '../support/exports.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** docs/personalization.md, "Campaigns": token imports from a CRM list, on a real database and storage. */

let serial = 0;

async function setUp(t: TestApp, tenant: Tenant) {
  const post = async (path: string, body: object) => {
    const res = await t.http().post(path).set(tenant.auth).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const project = await post('/v2/magazine/title', { name: `P${serial++}`, account: { id: tenant.workspaceId } });
  const doc = async (personalized = true) =>
    (
      await post('/v2/magazine/edition', {
        name: `Doc ${serial++}`,
        title: project.id,
        options: { has_personalization: personalized },
      })
    ).id as number;
  return { post, doc };
}

describe('Token import', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let storageRoot: string;
  let docA: number;
  let docB: number;
  let newDoc: () => Promise<number>;

  beforeAll(async () => {
    // Imports at full speed: what these cases check does not depend on the rest an import takes
    // between its slices (src/personalization/import/pace.spec.ts checks the rest; the app of the
    // crash cases below keeps the default).
    t = await TestApp.start({
      PERSONALIZATION_TOKENS_PER_DOC: '2000',
      EXPORT_POLL_MS: '100',
      IMPORT_REST_PERCENT: '0',
    });
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    const setA = await setUp(t, a);
    newDoc = () => setA.doc();
    docA = await setA.doc();
    docB = await (await setUp(t, b)).doc();
    await setA.post('/personalization/property', { key: 'first_name', name: 'First name', max_length: 20 });
    await setA.post('/personalization/property', { key: 'website', name: 'Website', type: 'url' });
    const industry = await setA.post('/personalization/category', { key: 'industry', name: 'Industry' });
    const topics = await setA.post('/personalization/category', { key: 'topics', name: 'Topics', is_multiple: true });
    for (const key of ['finance', 'retail'])
      await setA.post('/personalization/option', { category: industry.id, key, label: key });
    for (const key of ['ai', 'cloud', 'edge'])
      await setA.post('/personalization/option', { category: topics.id, key, label: key });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const importCsv = (tenant: Tenant, doc: number, csv: string | Buffer, headers: Record<string, string> = {}) =>
    t
      .http()
      .post(`/personalization/token/import?edition=${doc}`)
      .set(tenant.auth)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set(headers)
      .send(Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'));
  const tokensOf = (doc: number) =>
    t.dataSource.manager.find(Token, { where: { edition_id: doc }, order: { id: 'ASC' } });
  const valuesOf = async (token: Token) => {
    const res = await t
      .http()
      .get(`/personalization/value?filter[0][field]=token&filter[0][type]=eq&filter[0][value]=${token.id}&limit=100`)
      .set(a.auth);
    expect(res.status).toBe(200);
    return res.body._embedded.value as Record<string, any>[];
  };
  const refused = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  it('imports a CSV with a BOM, semicolons and quoted fields (commas, quotes, newlines) at once: 201', async () => {
    const doc = await newDoc();
    const csv =
      '\uFEFFname;external_id;first_name;website;industry;topics\r\n' +
      '"Acme; Anna";crm-1;Anna;https://acme.example;finance;ai|cloud\r\n' +
      '"Bolt, ""Ben""";crm-2;"Ben\nB";;retail;\r\n' +
      'Cora;;Cora;mailto:c@example.com;;edge\r\n';
    const res = await importCsv(a, doc, csv);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: 3, updated: 0, errors: [] });
    const tokens = await tokensOf(doc);
    expect(tokens.map((token) => [token.name, token.external_id])).toEqual([
      ['Acme; Anna', 'crm-1'],
      ['Bolt, "Ben"', 'crm-2'],
      ['Cora', null],
    ]);
    const anna = await valuesOf(tokens[0]);
    expect(anna).toHaveLength(5);
    expect(
      anna
        .filter((v) => v.value !== null)
        .map((v) => v.value)
        .sort(),
    ).toEqual(['Anna', 'https://acme.example']);
    const ben = await valuesOf(tokens[1]);
    expect(ben.find((v) => v.value !== null)?.value).toBe('Ben\nB');
  });

  it('updates the token of an external_id on a re-import (answers of the file columns replaced): no duplicates', async () => {
    const doc = await newDoc();
    expect(
      (await importCsv(a, doc, 'name,external_id,first_name,topics\nAnna,crm-1,Anna,ai|edge\nBen,crm-2,Ben,\n')).body,
    ).toMatchObject({ created: 2, updated: 0 });
    const again = await importCsv(
      a,
      doc,
      'name,external_id,first_name,topics\nAnna K,crm-1,Annie,cloud\nCora,crm-3,Cora,\n',
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ created: 1, updated: 1, errors: [] });
    const tokens = await tokensOf(doc);
    expect(tokens.map((token) => [token.name, token.external_id])).toEqual([
      ['Anna K', 'crm-1'],
      ['Ben', 'crm-2'],
      ['Cora', 'crm-3'],
    ]);
    const values = await t.dataSource.manager.find(Value, { where: { token_id: tokens[0].id } });
    expect(values).toHaveLength(2);
    expect(values.find((v) => v.value !== null)?.value).toBe('Annie');
    expect(tokens[0].modified_on).not.toBeNull();
  });

  it('reports each bad row by row, column and rule; a bad row leaves nothing, the good ones are stored', async () => {
    const doc = await newDoc();
    const csv = [
      'name,external_id,first_name,website,industry,topics',
      'Good,crm-1,Anna,,finance,',
      'Long,crm-2,ThisNameIsFarTooLongForIt,,,',
      'Unsafe,crm-3,Ann,javascript:alert(1),,',
      'Unknown option,crm-4,Ann,,banking,',
      'Two options,crm-5,Ann,,finance|retail,',
      ',crm-6,Ann,,,',
      'Repeat,crm-1,Ann,,,',
      'Short,crm-7,Ann',
      'Good too,crm-8,Ben,,,ai|cloud',
    ].join('\n');
    const res = await importCsv(a, doc, csv);
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(2);
    expect(res.body.errors.map((e: any) => [e.row, e.column, e.rule])).toEqual([
      [2, 'first_name', 'maxLength'],
      [3, 'website', 'isUrl'],
      [4, 'industry', 'notFound'],
      [5, 'industry', 'notMultiple'],
      [6, 'name', 'isNotEmpty'],
      [7, 'external_id', 'unique'],
      [8, 'row', 'columnCount'],
    ]);
    for (const error of res.body.errors) expect(typeof error.message).toBe('string');
    const tokens = await tokensOf(doc);
    expect(tokens.map((token) => token.external_id)).toEqual(['crm-1', 'crm-8']);
    // No value of a refused row anywhere.
    const values = await t.dataSource.manager.find(Value, { where: { workspace_id: a.workspaceId } });
    const refused = ['ThisNameIsFarTooLongForIt', 'javascript:alert(1)'];
    expect(values.filter((value) => refused.includes(value.value ?? '')).map((value) => value.value)).toEqual([]);
    expect(await t.dataSource.manager.count(Value, { where: { token_id: tokens[0].id } })).toBe(2);
  });

  it('lists the first 200 errors in row order and counts the rest', async () => {
    const doc = await newDoc();
    // 300 rows, each with two errors (an unknown option and a value past max_length), and one good row.
    const rows = Array.from({ length: 300 }, (_, n) => `Bad ${n},bad-${n},ThisNameIsFarTooLongForIt,,banking,`);
    const csv = ['name,external_id,first_name,website,industry,topics', ...rows, 'Good,good-1,Anna,,,'].join('\n');
    const res = await importCsv(a, doc, csv);
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(1);
    expect(res.body.errors).toHaveLength(200);
    expect(res.body.errors_omitted).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ row: 1 });
    expect(res.body.errors[199]).toMatchObject({ row: 100 });
    expect((await tokensOf(doc)).map((token) => token.external_id)).toEqual(['good-1']);
  });

  it('takes JSON {"tokens": [...]} with values by key and options as arrays; an unknown key fails it whole', async () => {
    const doc = await newDoc();
    const send = (body: object) => t.http().post(`/personalization/token/import?edition=${doc}`).set(a.auth).send(body);
    const res = await send({
      tokens: [
        { name: 'Anna', external_id: 'j-1', first_name: 'Anna', topics: ['ai', 'edge'] },
        { name: 'Ben', industry: 'retail' },
        { name: 'Cora', first_name: 42 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      created: 2,
      updated: 0,
      errors: [expect.objectContaining({ row: 3, column: 'first_name', rule: 'isString' })],
    });
    const tokens = await tokensOf(doc);
    expect(await t.dataSource.manager.count(Value, { where: { token_id: tokens[0].id } })).toBe(3);
    const unknown = await refused(() => send({ tokens: [{ name: 'Dan', nickname: 'D' }] }));
    expectProblem(unknown, 422, 'Failed Validation');
    expect(Object.keys(unknown.body.validation_messages.file)).toEqual(['columns']);
    const notRows = await refused(() => send({ rows: [] }));
    expect(Object.keys(notRows.body.validation_messages.file)).toEqual(['isArray']);
  });

  describe('refuses a file that cannot be imported, and stores nothing (rows, values, files)', () => {
    const cases: [string, () => string | Buffer, string][] = [
      ['an unknown column', () => 'name,nickname\nAnna,A\n', 'columns'],
      ['no name column', () => 'external_id\ncrm-1\n', 'columns'],
      ['broken quoting', () => 'name,first_name\n"Anna,Ann\nBen,Ben\n', 'quoting'],
      ['a quote inside an unquoted field', () => 'name,first_name\nAn"na,Ann\n', 'quoting'],
      ['a BOM in the middle', () => 'name,first_name\nAnna,Ann\n\uFEFFBen,Ben\n', 'bom'],
      [
        'invalid UTF-8',
        () => Buffer.concat([Buffer.from('name\nAn'), Buffer.from([0xc3, 0x28]), Buffer.from('na\n')]),
        'utf8',
      ],
      [
        'a header of 10,000 columns',
        () => `${Array.from({ length: 10_000 }, (_, n) => `c${n}`).join(',')}\n`,
        'maxColumns',
      ],
      ['a row of 10,000 columns', () => `name\n${'x,'.repeat(9_999)}x\n`, 'columns'],
      ['100,001 rows', () => `name\n${'a\n'.repeat(100_001)}`, 'maxRows'],
      ['an empty file', () => '', 'header'],
    ];
    it.each(cases)('%s', async (_name, make, rule) => {
      const body = make();
      const res = await refused(() => importCsv(a, docA, body));
      if (rule === 'columns' && res.status === 201) {
        // A row of too many cells is that row's error, not the file's.
        expect(res.body.errors[0]).toMatchObject({ row: 1, rule: 'columnCount' });
        return;
      }
      expectProblem(res, 422, 'Failed Validation');
      expect(Object.keys(res.body.validation_messages.file ?? {})).toEqual([rule]);
    });
  });

  it('answers 413 to a file announced over 100 MB, unread, and stores nothing', async () => {
    const url = new URL(t.url);
    const status = await refused(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              method: 'POST',
              path: `/personalization/token/import?edition=${docA}`,
              headers: { ...a.auth, 'Content-Type': 'text/csv', 'Content-Length': String(100 * 1024 * 1024 + 1) },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) =>
            error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
          );
          req.write('name\nAnna\n');
        }),
    );
    expect(status).toBe(413);
  });

  it('answers 413 to a 100 MB file sent without a length, read as it streams: memory bounded, nothing stored', async () => {
    const doc = await newDoc();
    const url = new URL(t.url);
    // 1,030 rows of 100 KiB: past 100 MiB, generated as it is sent (long rows: the parser's work
    // per byte stays small, so the test is about the bytes).
    const row = `${'n'.repeat(102_398)},\n`;
    const start = process.memoryUsage().rss;
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const answer = await refused(
      () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              method: 'POST',
              path: `/personalization/token/import?edition=${doc}`,
              headers: { ...a.auth, 'Content-Type': 'text/csv', 'Transfer-Encoding': 'chunked' },
            },
            (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) =>
            error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
          );
          let sent = 0;
          const pump = () => {
            while (sent < 1_030 && !req.destroyed) {
              sent += 1;
              if (!req.write(sent === 1 ? `name,first_name\n${row}` : row)) return void req.once('drain', pump);
            }
            req.end();
          };
          pump();
        }),
    );
    clearInterval(sampler);
    expect(answer.status).toBe(413);
    expect(await t.dataSource.manager.count(Token, { where: { edition_id: doc } })).toBe(0);
    // The 100 MB never sat whole in this process (app and client alike) beside the garbage of its
    // passage: a bound with room for a collector that runs late on a fast machine.
    expect(Math.round((peak - start) / 1024 / 1024)).toBeLessThan(160);
  }, 240_000);

  it("keeps workspaces apart: another workspace's doc is a 422 notFound, nothing stored", async () => {
    const res = await refused(() => importCsv(a, docB, 'name\nAnna\n'));
    expectProblem(res, 422, 'Failed Validation');
    expect(Object.keys(res.body.validation_messages.edition)).toEqual(['notFound']);
    const disabled = await (await setUp(t, a)).doc(false);
    const off = await refused(() => importCsv(a, disabled, 'name\nAnna\n'));
    expect(Object.keys(off.body.validation_messages.edition)).toEqual(['personalizationDisabled']);
    // B cannot use A's property columns either: they are not B's.
    const bDoc = docB;
    const cross = await refused(() => importCsv(b, bDoc, 'name,first_name\nAnna,Ann\n'));
    expect(Object.keys(cross.body.validation_messages.file)).toEqual(['columns']);
  });

  it('counts an import of 1,500 rows as one request against the rate limit', async () => {
    const remaining = (res: { headers: Record<string, string> }) => Number(res.headers['x-ratelimit-remaining']);
    const rows = Array.from({ length: 1_500 }, (_, n) => `Reader ${n},rl-${n}`);
    // Twice at most: a rate-limit window that rolls over between the two readings starts afresh.
    for (let attempt = 0; ; attempt++) {
      const doc = await newDoc();
      const before = remaining(await t.http().get('/personalization/property').set(a.auth));
      const res = await importCsv(a, doc, `name,external_id\n${rows.join('\n')}\n`);
      expect(res.status).toBe(202);
      // Its job done before the next test looks at the database (it writes in the background).
      expect((await settled(t, a, res.body.id, 60_000)).status).toBe('succeeded');
      if (remaining(res) > before && attempt === 0) continue;
      expect(before - remaining(res)).toBe(1);
      break;
    }
  });

  it('replays an Idempotency-Key with the same file, refuses it with another', async () => {
    const doc = await newDoc();
    const key = `import-${serial++}`;
    const csv = 'name,external_id\nAnna,k-1\nBen,\n';
    const first = await importCsv(a, doc, csv, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const replay = await refused(() => importCsv(a, doc, csv, { 'Idempotency-Key': key }));
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await refused(() => importCsv(a, doc, 'name\nCora\n', { 'Idempotency-Key': key }));
    expectProblem(other, 422, 'Failed Validation');
    expect((await tokensOf(doc)).length).toBe(2);
  });

  it('two imports of one list at once end with one token per external_id', async () => {
    const doc = await newDoc();
    const csv = `name,external_id,first_name\n${Array.from({ length: 200 }, (_, n) => `Reader ${n},c-${n},R${n}`).join('\n')}\n`;
    const [x, y] = await Promise.all([importCsv(a, doc, csv), importCsv(a, doc, csv)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.body.created + y.body.created).toBe(200);
    expect(x.body.updated + y.body.updated).toBe(200);
    const tokens = await tokensOf(doc);
    expect(tokens).toHaveLength(200);
    expect(new Set(tokens.map((token) => token.external_id)).size).toBe(200);
    expect(await t.dataSource.manager.count(Value, { where: { token_id: tokens[0].id } })).toBe(1);
  });

  it('exports the list as CSV for a mail merge: links, views, every value, formula cells neutralised, filters and scope', async () => {
    const doc = await newDoc();
    const csv =
      'name,external_id,first_name,website,topics\n' +
      '"=HYPERLINK(""http://evil.example"")",crm-1,Anna,https://acme.example,ai|cloud\n' +
      '"Ben, B",@crm-2,+Ben,,\n';
    expect((await importCsv(a, doc, csv)).body).toMatchObject({ created: 2, errors: [] });
    // A token of another doc: the filter leaves it out.
    expect((await importCsv(a, await newDoc(), 'name\nOther\n')).status).toBe(201);
    const list = (accept: string, tenant = a) =>
      t
        .http()
        .get(`/personalization/token?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc}`)
        .set(tenant.auth)
        .set('Accept', accept)
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done(null, text));
        });
    const res = await list('text/csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name,external_id,key,link,views,last_viewed_on,first_name,website,industry,topics');
    expect(lines).toHaveLength(3);
    const tokens = await tokensOf(doc);
    // Not published: no personalized link yet.
    expect(lines[1]).toBe(
      `${tokens[0].id},"'=HYPERLINK(""http://evil.example"")",crm-1,${tokens[0].key},,0,,Anna,https://acme.example,,ai|cloud`,
    );
    expect(lines[2]).toBe(`${tokens[1].id},"Ben, B","'@crm-2",${tokens[1].key},,0,,"'+Ben",,,`);
    // Published: each row's link is the doc's published link with its key.
    expect((await t.http().post(`/v2/magazine/edition/${doc}/publish`).set(a.auth)).status).toBeLessThan(300);
    const published = ((await list('text/csv')).body as string).split('\r\n')[1].split(',')[4];
    const json = await t.http().get(`/personalization/token/${tokens[0].id}`).set(a.auth);
    expect(published).toBe(json.body._links.personalized.href);
    // JSON is still the default, and another workspace sees none of A's tokens.
    expect((await list('application/json')).body).toBeDefined();
    expect(((await list('text/csv', b)).body as string).trimEnd().split('\r\n')).toHaveLength(1);
    // A bad query is still a problem.
    const bad = await t
      .http()
      .get('/personalization/token?filter[0][field]=nope')
      .set(a.auth)
      .set('Accept', 'text/csv');
    expect(bad.status).toBe(400);
  });

  it('runs more than 1,000 rows as a job: 202, Location, Retry-After, progress, then the result', async () => {
    const doc = await newDoc();
    const rows = Array.from({ length: 1_500 }, (_, n) =>
      n === 700 ? `Bad,x-${n},${'y'.repeat(30)},` : `Reader ${n},x-${n},R${n},${n % 2 ? 'finance' : ''}`,
    );
    const res = await importCsv(a, doc, `name,external_id,first_name,industry\n${rows.join('\n')}\n`);
    expect(res.status).toBe(202);
    expect(res.headers.location).toMatch(/\/job\/\d+$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatchObject({ type: 'import', status: 'queued', progress: 0 });
    const job = await settled(t, a, res.body.id, 60_000);
    expect(job.status).toBe('succeeded');
    expect(job.progress).toBe(100);
    // An import has no archive: no download link, and its download route is a 404.
    expect(job._links.download).toBeUndefined();
    expect((await t.http().get(`/v2/job/${res.body.id}/download`).set(a.auth)).status).toBe(404);
    expect(job.result).toMatchObject({ created: 1_499, updated: 0, rows: 1_500, stored_through_row: 1_500 });
    expect(job.result.errors).toEqual([expect.objectContaining({ row: 701, column: 'first_name', rule: 'maxLength' })]);
    expect(await t.dataSource.manager.count(Token, { where: { edition_id: doc } })).toBe(1_499);
    // The job's file is gone from storage once it is done.
    expect((await t.dataSource.manager.findOneByOrFail(Job, { id: res.body.id })).source_key).toBeNull();
    // Another workspace does not see the job.
    expect((await t.http().get(`/v2/job/${res.body.id}`).set(b.auth)).status).toBe(404);
  });

  it('keeps every error of a job: the job lists 200, GET /v2/job/{id}/errors pages through all of them', async () => {
    const doc = await newDoc();
    // 1,500 rows: every third one (500) has a value past max_length, and every 100th of those an
    // unknown option too (5 more errors): 505 errors in all, well past the 200 a job lists.
    const rows = Array.from({ length: 1_500 }, (_, n) =>
      n % 3 !== 0 ? `Reader ${n},r-${n},R${n},` : `Bad ${n},r-${n},${'y'.repeat(30)},${n % 300 === 0 ? 'banking' : ''}`,
    );
    const res = await importCsv(a, doc, `name,external_id,first_name,industry\n${rows.join('\n')}\n`);
    expect(res.status).toBe(202);
    const job = await settled(t, a, res.body.id, 60_000);
    expect(job.status).toBe('succeeded');
    expect(job.result).toMatchObject({ created: 1_000, rows: 1_500, stored_through_row: 1_500, errors_omitted: 305 });
    expect(job.result.errors).toHaveLength(200);
    expect(job._links.errors.href).toMatch(new RegExp(`/v2/job/${res.body.id}/errors$`));
    const expected = rows.flatMap((_, n) =>
      n % 3 !== 0
        ? []
        : [[n + 1, 'first_name', 'maxLength'], ...(n % 300 === 0 ? [[n + 1, 'industry', 'notFound']] : [])],
    );
    expect(expected).toHaveLength(505);
    // Every error, page by page, in row order (then column order within a row, as the job lists them).
    const listed: [number, string, string][] = [];
    let next: string | undefined = `/v2/job/${res.body.id}/errors?limit=100`;
    while (next !== undefined) {
      const page: { status: number; body: any } = await t.http().get(next).set(a.auth);
      expect(page.status).toBe(200);
      expect(page.body.total_items).toBe(505);
      for (const error of page.body._embedded.error) {
        expect(Object.keys(error)).toEqual(['row', 'column', 'rule', 'message']);
        listed.push([error.row, error.column, error.rule]);
      }
      const href: string | undefined = page.body._links.next?.href;
      next = href === undefined ? undefined : new URL(href).pathname + new URL(href).search;
    }
    expect(listed.sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]))).toEqual(
      expected.sort((x, y) => (x[0] as number) - (y[0] as number) || String(x[1]).localeCompare(String(y[1]))),
    );
    // The job's own 200 are the first of them.
    expect(job.result.errors.map((e: any) => e.row)).toEqual(listed.slice(0, 200).map((e) => e[0]));
    // The list grammar: by rule.
    const unknown = await t
      .http()
      .get(`/v2/job/${res.body.id}/errors?filter[0][field]=rule&filter[0][type]=eq&filter[0][value]=notFound`)
      .set(a.auth);
    expect(unknown.body._embedded.error.map((e: any) => e.row)).toEqual([1, 301, 601, 901, 1201]);
    // Another workspace: 404, as for the job itself.
    expect((await t.http().get(`/v2/job/${res.body.id}/errors`).set(b.auth)).status).toBe(404);
  });
});

describe('Token import jobs after a crash', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    // No worker in this process: the test plays it, and dies on purpose.
    t = await TestApp.start({ EXPORT_CONCURRENCY: '0', EXPORT_LEASE_MS: '1000' });
    a = await t.tenant('Workspace C');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('resumes after the last batch stored: never half a row, no token twice, and the job says how far it got', async () => {
    const { doc, post } = await setUp(t, a);
    await post('/personalization/property', { key: 'first_name', name: 'First name' });
    const id = await doc();
    const rows = Array.from({ length: 1_200 }, (_, n) =>
      n % 3 === 0 ? `Reader ${n},,R${n}` : `Reader ${n},e-${n},R${n}`,
    );
    const res = await t
      .http()
      .post(`/personalization/token/import?edition=${id}`)
      .set(a.auth)
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(`name,external_id,first_name\n${rows.join('\n')}\n`));
    expect(res.status).toBe(202);
    const queue = t.app.get(JobQueue);
    const imports = t.app.get(TokenImportService);
    const first = (await queue.claim('crashing-worker', 1)).claimed[0];
    expect(first).toMatchObject({ id: res.body.id, type: 'import' });
    // The first batch commits; the process "dies" before the second.
    const controller = new AbortController();
    await expect(
      imports.runJob(first, controller.signal, () => controller.abort(new Error('killed'))),
    ).rejects.toThrow();
    const midway = await t.dataSource.manager.findOneByOrFail(Job, { id: res.body.id });
    expect(midway.status).toBe('running');
    expect(midway.result?.stored_through_row).toBe(500);
    expect(await t.dataSource.manager.count(Token, { where: { edition_id: id } })).toBe(500);
    const viaApi = (await t.http().get(`/v2/job/${res.body.id}`).set(a.auth)).body;
    expect(viaApi.result).toMatchObject({ created: 500, stored_through_row: 500 });
    // Every stored token has its one value: no half row.
    expect(await t.dataSource.manager.count(Value, { where: { workspace_id: a.workspaceId } })).toBe(500);
    // The lease runs out; another worker takes the job and goes on after row 500.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = (await queue.claim('next-worker', 1)).claimed[0];
    expect(second.id).toBe(res.body.id);
    // The dead attempt can no longer write.
    await expect(imports.runJob(first, new AbortController().signal, () => undefined)).rejects.toThrow();
    await imports.runJob(second, new AbortController().signal, () => undefined);
    const done = await t.dataSource.manager.findOneByOrFail(Job, { id: res.body.id });
    expect(done.status).toBe('succeeded');
    expect(done.result).toMatchObject({ created: 1_200, updated: 0, errors: [], stored_through_row: 1_200 });
    const tokens = await t.dataSource.manager.find(Token, { where: { edition_id: id } });
    expect(tokens).toHaveLength(1_200);
    expect(new Set(tokens.map((token) => token.name)).size).toBe(1_200);
    expect(await t.dataSource.manager.count(Value, { where: { workspace_id: a.workspaceId } })).toBe(1_200);
  });
  it('a job whose doc stops taking tokens stops: the rows stored stay whole, and the job names how far it got', async () => {
    const { doc, post } = await setUp(t, a);
    await post('/personalization/property', { key: 'last_name', name: 'Last name' });
    const id = await doc();
    const rows = Array.from({ length: 1_200 }, (_, n) => `Reader ${n},f-${n},L${n}`);
    const res = await t
      .http()
      .post(`/personalization/token/import?edition=${id}`)
      .set(a.auth)
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(`name,external_id,last_name\n${rows.join('\n')}\n`));
    expect(res.status).toBe(202);
    const queue = t.app.get(JobQueue);
    const imports = t.app.get(TokenImportService);
    const first = (await queue.claim('first-worker', 1)).claimed[0];
    const controller = new AbortController();
    await expect(
      imports.runJob(first, controller.signal, () => controller.abort(new Error('killed'))),
    ).rejects.toThrow();
    // Meanwhile the doc's personalization is turned off: the next attempt cannot store a row.
    const edition = await t.dataSource.manager.findOneByOrFail(Edition, { id });
    await t.dataSource.manager.update(Edition, { id }, { options: { ...edition.options, has_personalization: false } });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = (await queue.claim('second-worker', 1)).claimed[0];
    expect(second.id).toBe(res.body.id);
    await expect(imports.runJob(second, new AbortController().signal, () => undefined)).rejects.toThrow(
      /has_personalization/,
    );
    // The first batch whole, nothing of the second; the job says rows 1 to 500 were stored.
    const tokens = await t.dataSource.manager.find(Token, { where: { edition_id: id } });
    expect(tokens.map((token) => token.external_id).sort()).toEqual(
      rows
        .slice(0, 500)
        .map((_, n) => `f-${n}`)
        .sort(),
    );
    const values = await t.dataSource.manager.find(Value, { where: { workspace_id: a.workspaceId } });
    expect(values.filter((value) => tokens.some((token) => token.id === value.token_id))).toHaveLength(500);
    const job = (await t.http().get(`/v2/job/${res.body.id}`).set(a.auth)).body;
    expect(job.result).toMatchObject({ created: 500, stored_through_row: 500, rows: 1_200 });
  });
});
