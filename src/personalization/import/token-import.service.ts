import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import type { Principal } from '../../common/auth/principal.js';
import { ProblemException } from '../../common/problem/problem.js';
import { newTokenKey } from '../../common/random-key.js';
import type { InWorkspace } from '../../common/workspace-scope.js';
import { AppConfig } from '../../config/app-config.js';
import { BulkInsert } from '../../database/bulk-insert.js';
import { Transactions } from '../../database/transactions.js';
import { type Fingerprint, jsonFingerprint } from '../../idempotency/fingerprint.js';
import { IdempotencyService } from '../../idempotency/idempotency.service.js';
import { BlobStorage } from '../../storage/blob-storage.js';
import { WritesInFlight } from '../../storage/writes-in-flight.js';
import { answerSchema, imagesAmong, updateRow } from '../personalization.queries.js';
import { Token } from '../token.entity.js';
import { Value } from '../value.entity.js';
import { csvRecords, IMPORT_LIMITS, ImportFileProblem, type ImportRecord, jsonRecords } from './import-file.js';
import type { ImportJobHandle, ImportJobResult, ImportJobStore } from './import-jobs.js';
import { type ImportError, type ImportRow, ImportSchema, SeenExternalIds } from './import-rows.js';
import { Pace } from './pace.js';
import { deleteAnswers, docOf, tokenCount, tokenIdsByKeys, tokensByExternalIds } from './token-import.queries.js';

/** Up to this many rows are imported in the request; more become a job (docs/personalization.md, "Campaigns"). */
const SYNC_ROWS = 1000;
/** Rows per transaction in a job: a crash loses at most one batch's work, never half a row. */
const BATCH_ROWS = 500;
/** Errors an answer (or a job's row) lists; past them it counts (`errors_omitted`). */
const JOB_ERRORS_KEPT = 200;

const OPERATION = 'importPersonalizationTokens';
/** External ids or keys one lookup names, and tokens one INSERT writes. */
const LOOKUP_CHUNK = 500;
/** Rows checked between turns of the event loop. */
const YIELD_EVERY_ROWS = 25;

/** What an import answers: 201 with the counts, or 202 with the job. */
export interface ImportAnswer {
  status: 201 | 202;
  headers: Record<string, string>;
  body: ImportResult | object;
}

export interface ImportResult {
  created: number;
  updated: number;
  /** The first JOB_ERRORS_KEPT errors, in row order. */
  errors: ImportError[];
  /** Errors past the ones listed, when there are any. */
  errors_omitted?: number;
}

/** The request's body as the controller hands it over. */
export type ImportBody = { kind: 'csv'; stream: Readable; length?: number } | { kind: 'json'; body: unknown };

type ImportRecords = AsyncIterable<ImportRecord | { header: string[] }> | Iterable<ImportRecord | { header: string[] }>;

/** One import request as its steps share it. */
interface ImportRequest {
  principal: Principal;
  editionId: number;
  input: ImportBody;
  idempotencyKey: string | undefined;
  schema: ImportSchema;
  /** Where the body is stored while the request (or its job) needs it. */
  key: string;
  file: { stored: boolean };
}

/** What the scan of a body found. */
interface Scanned {
  /** The first SYNC_ROWS valid rows. */
  rows: ImportRow[];
  /** The first JOB_ERRORS_KEPT errors, in row order; errorsPast counts the rest. */
  errors: ImportError[];
  errorsPast: number;
  /** Rows in the body. */
  count: number;
  fingerprint: Fingerprint;
}

/** One attempt at an import job, as its steps share it. */
interface JobRun {
  jobs: ImportJobStore;
  handle: ImportJobHandle;
  scope: InWorkspace;
  editionId: number;
  schema: ImportSchema;
  /** The job's result so far: updated as each batch commits. */
  result: ImportJobResult;
  batch: ImportRow[];
  batchErrors: ImportError[];
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

type AnswerRecorder = {
  claim(manager: EntityManager): Promise<void>;
  complete(manager: EntityManager, resource: ImportAnswer): Promise<void>;
};

/** A batch or the job's end found the job no longer this attempt's (cancelled, taken over). */
export class ImportLeaseLost extends Error {}

/**
 * Token imports (docs/personalization.md, "Campaigns"). The body streams through the CSV parser
 * and, at the same time, into storage; every row is checked on the way (against the workspace's
 * properties and categories, and for external_ids the file repeats), so a file that cannot be
 * imported is refused before anything is stored. Up to SYNC_ROWS rows are stored in the request's
 * own transaction; more become an `import` job that the job worker (the exports' lease protocol)
 * runs in batches of BATCH_ROWS, each batch committed with the job's progress.
 */
@Injectable()
export class TokenImportService {
  private readonly logger = new Logger('TokenImport');
  private readonly perDoc: number;
  private jobs: ImportJobStore | undefined;
  private tokenInsert: BulkInsert<Token> | undefined;
  private valueInsert: BulkInsert<Value> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly storage: BlobStorage,
    private readonly inFlight: WritesInFlight,
    private readonly idempotency: IdempotencyService,
    private readonly config: AppConfig,
  ) {
    this.perDoc = config.PERSONALIZATION_TOKENS_PER_DOC;
  }

  /** The job rows' owner registers here (ExportsModule): without it, imports past SYNC_ROWS rows are refused. */
  useJobs(jobs: ImportJobStore): void {
    this.jobs = jobs;
  }

  async import(
    principal: Principal,
    editionParam: unknown,
    input: ImportBody,
    idempotencyKey: string | undefined,
  ): Promise<ImportAnswer> {
    const editionId = await this.admit(principal, editionParam, input);
    const schema = await this.schema(this.dataSource.manager, principal);
    const request: ImportRequest = {
      principal,
      editionId,
      input,
      idempotencyKey,
      schema,
      key: `imports/ws-${principal.workspaceId}/${input.kind}-${randomUUID()}`,
      file: { stored: false },
    };
    const scanned = await this.scanBody(request);
    try {
      return await this.answer(request, scanned);
    } catch (error) {
      if (idempotencyKey === undefined) throw error;
      const replay = await this.idempotency.settle(error, principal, idempotencyKey, () => scanned.fingerprint);
      return replayed(replay);
    } finally {
      await this.letGo(request);
    }
  }

  /** The doc the import names, checked before the body is read: a refused import leaves the body unread or drained. */
  private async admit(principal: Principal, editionParam: unknown, input: ImportBody): Promise<number> {
    const drain = () => {
      if (input.kind === 'csv') input.stream.resume();
    };
    // Refused unread: the answer closes the connection (body-limits.ts).
    if (input.kind === 'csv' && (input.length ?? 0) > IMPORT_LIMITS.maxBytes) {
      throw new ProblemException(413, `The file is larger than ${IMPORT_LIMITS.maxBytes} bytes`);
    }
    const editionId =
      typeof editionParam === 'string' && /^[1-9]\d{0,9}$/.test(editionParam) ? Number(editionParam) : 0;
    if (editionId === 0) {
      drain();
      throw ProblemException.invalidField('edition', 'isInt', 'edition must be the id of a doc (a positive integer)');
    }
    try {
      await this.checkEdition(this.dataSource.manager, principal, editionId);
    } catch (error) {
      drain();
      throw error;
    }
    return editionId;
  }

  /** Every row of the body checked (the first SYNC_ROWS kept), and the body's fingerprint; a file that cannot be imported throws. */
  private async scanBody(request: ImportRequest): Promise<Scanned> {
    const { input, editionId } = request;
    const scanned: Scanned = { rows: [], errors: [], errorsPast: 0, count: 0, fingerprint: undefined! };
    try {
      if (input.kind === 'csv') {
        const digest = await this.scanCsv(request, input.stream, scanned);
        scanned.fingerprint = { operation: OPERATION, fields: { [`edition`]: String(editionId), file: digest } };
      } else {
        await this.scanRecords(request.schema, jsonRecords(input.body), scanned);
        scanned.fingerprint = jsonFingerprint(OPERATION, { edition: editionId, ...(input.body as object) });
      }
    } catch (error) {
      await this.letGo(request);
      if (error instanceof ImportFileProblem) {
        if (error.status === 413) throw new ProblemException(413, error.message);
        throw ProblemException.invalidField('file', error.rule, error.message);
      }
      throw error;
    }
    return scanned;
  }

  /**
   * One pass over the CSV's bytes: hashed (the Idempotency-Key's fingerprint, returned), stored
   * (for a job) and parsed, each at the pace of the slowest.
   */
  private async scanCsv(request: ImportRequest, body: Readable, scanned: Scanned): Promise<string> {
    const hash = createHash('sha256');
    const toStorage = new PassThrough();
    const toParser = new PassThrough();
    // Their failures are read where they are consumed (the storage write, the parser); a stream
    // destroyed before its consumer attached must not raise an unhandled 'error'.
    toStorage.on('error', () => undefined);
    toParser.on('error', () => undefined);
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      const a = toStorage.write(chunk);
      const b = toParser.write(chunk);
      if (!a || !b) {
        body.pause();
        let waiting = (a ? 0 : 1) + (b ? 0 : 1);
        const go = () => --waiting === 0 && body.resume();
        if (!a) toStorage.once('drain', go);
        if (!b) toParser.once('drain', go);
      }
    });
    body.on('end', () => {
      toStorage.end();
      toParser.end();
    });
    body.on('error', (error) => {
      toStorage.destroy(error);
      toParser.destroy(error);
    });
    // A client that goes away mid-body: what was stored goes.
    body.on('aborted', () => toParser.destroy(new Error('aborted')));
    this.inFlight.hold(request.key);
    const writing = this.storage.write(request.key, toStorage).then(() => (request.file.stored = true));
    try {
      await this.scanRecords(request.schema, csvRecords(toParser), scanned);
    } catch (error) {
      toStorage.destroy(error as Error);
      body.resume();
      await writing.catch(() => undefined);
      throw error;
    }
    await writing;
    return hash.digest('hex');
  }

  /** Checks every record; keeps the first SYNC_ROWS good rows and the first JOB_ERRORS_KEPT errors, in row order. */
  private async scanRecords(schema: ImportSchema, records: ImportRecords, scanned: Scanned): Promise<void> {
    const seen = new SeenExternalIds();
    const pace = this.pace();
    for await (const record of records) {
      if ('header' in record) {
        schema.checkHeader(record.header);
        continue;
      }
      scanned.count = record.row;
      if (record.row % YIELD_EVERY_ROWS === 0) await pace.step();
      const checked = this.checkRecord(schema, seen, record);
      if ('errors' in checked) {
        // In row order: the first ones are kept, the rest counted (an answer stays small).
        const room = Math.max(0, JOB_ERRORS_KEPT - scanned.errors.length);
        scanned.errors.push(...checked.errors.slice(0, room));
        scanned.errorsPast += Math.max(0, checked.errors.length - room);
      } else if (scanned.rows.length < SYNC_ROWS) scanned.rows.push(checked.ok);
    }
  }

  /** After the scan: a replay, the rows stored now, or the job queued. */
  private async answer(request: ImportRequest, scanned: Scanned): Promise<ImportAnswer> {
    const { principal, idempotencyKey } = request;
    if (idempotencyKey !== undefined) {
      const row = await this.idempotency.find(principal, idempotencyKey);
      if (row) return replayed(this.idempotency.match(row, scanned.fingerprint));
    }
    const recorder =
      idempotencyKey === undefined
        ? undefined
        : this.idempotency.recorder<ImportAnswer>(
            principal,
            idempotencyKey,
            () => scanned.fingerprint,
            (answer) => ({ status: answer.status, headers: answer.headers }),
          );
    return scanned.count <= SYNC_ROWS
      ? this.storeNow(request, scanned, recorder)
      : this.queueJob(request, scanned, recorder);
  }

  /** Up to SYNC_ROWS rows: stored in the request's transaction, answered 201 with the counts and errors. */
  private storeNow(
    request: ImportRequest,
    scanned: Scanned,
    recorder: AnswerRecorder | undefined,
  ): Promise<ImportAnswer> {
    return this.transactions.run(async (manager) => {
      await recorder?.claim(manager);
      const { principal, editionId, schema } = request;
      const result = await this.store(manager, principal, editionId, schema, scanned.rows).catch((error: unknown) => {
        if (error instanceof ImportFileProblem)
          throw ProblemException.invalidField('edition', error.rule, error.message);
        throw error;
      });
      const all = [...scanned.errors, ...result.errors].sort((x, y) => x.row - y.row);
      const omitted = scanned.errorsPast + Math.max(0, all.length - JOB_ERRORS_KEPT);
      const body: ImportResult = {
        created: result.created,
        updated: result.updated,
        errors: all.slice(0, JOB_ERRORS_KEPT),
        ...(omitted > 0 && { errors_omitted: omitted }),
      };
      const answer: ImportAnswer = { status: 201, headers: {}, body };
      if (recorder) await recordAnswer(manager, recorder, answer);
      return answer;
    });
  }

  /** More than SYNC_ROWS rows: the stored file becomes an `import` job's, answered 202 with the job. */
  private async queueJob(
    request: ImportRequest,
    scanned: Scanned,
    recorder: AnswerRecorder | undefined,
  ): Promise<ImportAnswer> {
    const jobs = this.jobs;
    if (!jobs) throw new ProblemException(503, 'Imports of more than 1,000 rows are not available on this instance');
    const { input, key, file } = request;
    if (input.kind === 'json') {
      this.inFlight.hold(key);
      await this.storage.write(key, Readable.from([JSON.stringify(input.body)]));
      file.stored = true;
    }
    const answer = await this.transactions.run(async (manager) => {
      await recorder?.claim(manager);
      const { resource, href } = await jobs.queue(manager, {
        workspaceId: request.principal.workspaceId,
        editionId: request.editionId,
        sourceKey: key,
        rows: scanned.count,
      });
      const answer: ImportAnswer = {
        status: 202,
        headers: { Location: href, 'Retry-After': String(Math.max(1, Math.ceil(this.config.EXPORT_POLL_MS / 1000))) },
        body: resource,
      };
      if (recorder) await recordAnswer(manager, recorder, answer);
      return answer;
    });
    // The job's row owns the file now.
    file.stored = false;
    return answer;
  }

  /** The request's copy of the body goes, unless a job took it over. */
  private async letGo(request: ImportRequest): Promise<void> {
    if (request.file.stored) {
      request.file.stored = false;
      await this.discard(request.key);
    } else this.inFlight.release([request.key]).catch(() => undefined);
  }

  private pace(): Pace {
    return new Pace(this.config.IMPORT_REST_PERCENT / 100);
  }

  /**
   * Runs an import job's rows into the database, batch by batch: each batch commits with the
   * job's `result` (counts, errors, `stored_through_row`), under the attempt's lease, so a crash
   * loses at most the batch in flight and the next attempt goes on after the last one stored.
   * A problem with the file as a whole (a property deleted meanwhile) fails the job with the
   * rows stored so far named in its result.
   */
  async runJob(handle: ImportJobHandle, signal: AbortSignal, onProgress: (percent: number) => void): Promise<void> {
    const jobs = this.jobs!;
    const job = await jobs.find(handle.id);
    if (!job) throw new ImportLeaseLost();
    if (!job.source_key) throw new ImportFileProblem(422, 'file', 'The import has no file any more');
    const scope: InWorkspace = { workspaceId: job.workspace_id };
    const run: JobRun = {
      jobs,
      handle,
      scope,
      editionId: job.edition_id,
      schema: await this.schema(this.dataSource.manager, scope),
      result: job.result ?? { created: 0, updated: 0, errors: [], stored_through_row: 0, rows: 0 },
      batch: [],
      batchErrors: [],
      signal,
      onProgress,
    };
    const records = job.source_key.includes('/json-')
      ? jsonRecords(JSON.parse(await readAll(await this.storage.read(job.source_key))))
      : csvRecords(await this.storage.read(job.source_key));
    await this.runRecords(run, records);
    if (!(await jobs.finish(handle))) throw new ImportLeaseLost();
    await this.discard(job.source_key);
  }

  /** The file's rows after the last one stored, checked and stored batch by batch. */
  private async runRecords(run: JobRun, records: ImportRecords): Promise<void> {
    const resumeAfter = run.result.stored_through_row;
    const seen = new SeenExternalIds();
    const pace = this.pace();
    let last = resumeAfter;
    for await (const record of records) {
      if ('header' in record) {
        run.schema.checkHeader(record.header);
        continue;
      }
      // Parsed records arrive as resolved promises: without a turn of the event loop now and then,
      // a chunk of the file is checked while other workspaces' requests wait; the pace also rests
      // in proportion to the work (the batches' writes included) since its last rest.
      if (record.row % YIELD_EVERY_ROWS === 0) await pace.step();
      const checked = this.checkRecord(run.schema, seen, record);
      if (record.row <= resumeAfter) continue;
      last = record.row;
      if ('errors' in checked) run.batchErrors.push(...checked.errors);
      else run.batch.push(checked.ok);
      if (run.batch.length + run.batchErrors.length >= BATCH_ROWS) await this.flush(run, record.row);
    }
    if (run.batch.length > 0 || run.batchErrors.length > 0 || last !== run.result.stored_through_row)
      await this.flush(run, last);
  }

  /** One batch stored and its errors recorded, in one transaction with the job's progress, under the attempt's lease. */
  private async flush(run: JobRun, through: number): Promise<void> {
    run.signal.throwIfAborted();
    const { result, jobs } = run;
    await this.transactions.run(async (manager) => {
      const stored =
        run.batch.length > 0 ? await this.store(manager, run.scope, run.editionId, run.schema, run.batch) : undefined;
      const errors = [...run.batchErrors, ...(stored?.errors ?? [])].sort((x, y) => x.row - y.row);
      const next: ImportJobResult = {
        ...result,
        created: result.created + (stored?.created ?? 0),
        updated: result.updated + (stored?.updated ?? 0),
        stored_through_row: through,
      };
      addErrors(next, errors);
      const progress = result.rows > 0 ? Math.min(99, Math.floor((through / result.rows) * 100)) : 0;
      if (!(await jobs.save(manager, run.handle, next, progress, errors))) throw new ImportLeaseLost();
      Object.assign(result, next);
      run.onProgress(progress);
    });
    run.batch = [];
    run.batchErrors = [];
  }

  /** A failed job's file goes; its row says how far it got. */
  async discardSource(jobId: number): Promise<void> {
    const key = await this.jobs?.forgetSource(jobId);
    if (key) await this.discard(key);
  }

  private checkRecord(
    schema: ImportSchema,
    seen: SeenExternalIds,
    record: ImportRecord,
  ): { ok: ImportRow } | { errors: ImportError[] } {
    const checked = schema.check(record);
    const external = typeof record.cells.external_id === 'string' ? record.cells.external_id : '';
    if (external === '') return checked;
    const first = seen.firstRow(this.fold(external), record.row);
    if (first === undefined) return checked;
    const duplicate: ImportError = {
      row: record.row,
      column: 'external_id',
      rule: 'unique',
      message: `external_id repeats row ${first}'s`,
    };
    return { errors: 'errors' in checked ? [...checked.errors, duplicate] : [duplicate] };
  }

  /** How the database compares external_ids: MySQL's collation ignores case, SQLite's does not. */
  private fold(externalId: string): string {
    return this.dataSource.options.type === 'better-sqlite3' ? externalId : externalId.toLowerCase();
  }

  private async checkEdition(manager: EntityManager, scope: InWorkspace, editionId: number, lock = false) {
    const edition = await docOf(manager, scope, editionId, lock);
    if (!edition)
      throw ProblemException.invalidField('edition', 'notFound', 'No doc with this id is in your workspace');
    if (edition.options?.has_personalization !== true)
      throw ProblemException.invalidField(
        'edition',
        'personalizationDisabled',
        "The doc's options.has_personalization must be true to make tokens for it",
      );
    return edition;
  }

  private async schema(manager: EntityManager, scope: InWorkspace): Promise<ImportSchema> {
    const { properties, categories, options } = await answerSchema(manager, scope);
    return new ImportSchema(properties, categories, options);
  }

  /**
   * Stores checked rows in the caller's transaction: a row whose external_id has a token on the
   * doc updates it (its name, expires_on and the answers of the file's columns), the others make
   * tokens. The doc's row is locked first, so imports into one doc (and token creates) take
   * turns: two imports of one list end with one token per external_id.
   */
  private async store(
    manager: EntityManager,
    scope: InWorkspace,
    editionId: number,
    schema: ImportSchema,
    input: ImportRow[],
  ): Promise<ImportResult> {
    const errors: ImportError[] = [];
    await this.lockDoc(manager, scope, editionId);
    if (input.length === 0) return { created: 0, updated: 0, errors };
    const rows = await this.withImages(manager, scope, input, errors);
    const existing = await this.existingTokens(manager, editionId, rows);
    const creates = rows.filter((row) => row.external_id === null || !existing.has(this.fold(row.external_id)));
    const updates = rows.filter((row) => row.external_id !== null && existing.has(this.fold(row.external_id)));
    const room = Math.max(0, this.perDoc - (await tokenCount(manager, editionId)));
    for (const row of creates.slice(room))
      errors.push({ row: row.row, column: 'row', rule: 'tooMany', message: `A doc has at most ${this.perDoc} tokens` });
    const created = creates.slice(0, room);
    const now = new Date();
    const tokenIds = await this.insertTokens(manager, scope, editionId, created, now);
    for (const row of updates) {
      const id = existing.get(this.fold(row.external_id!))!;
      tokenIds.set(row, id);
      await updateRow(manager, Token, id, { name: row.name, expires_on: row.expires_on, modified_on: now });
    }
    await this.replaceAnswers(
      manager,
      schema,
      updates.map((row) => tokenIds.get(row)!),
    );
    await this.insertValues(manager, scope, tokenIds, now);
    return { created: created.length, updated: updates.length, errors: errors.sort((x, y) => x.row - y.row) };
  }

  /** The doc's row locked for the transaction: imports into one doc (and token creates) take turns. */
  private async lockDoc(manager: EntityManager, scope: InWorkspace, editionId: number): Promise<void> {
    try {
      await this.checkEdition(manager, scope, editionId, true);
    } catch (error) {
      if (error instanceof ProblemException)
        throw new ImportFileProblem(
          422,
          'edition',
          'the doc is gone or its options.has_personalization was turned off while the import ran',
        );
      throw error;
    }
  }

  /** The rows whose image ids are all images of the workspace; the others become errors. */
  private async withImages(
    manager: EntityManager,
    scope: InWorkspace,
    rows: ImportRow[],
    errors: ImportError[],
  ): Promise<ImportRow[]> {
    const imageIds = [...new Set(rows.flatMap((row) => row.images.map((image) => image.id)))];
    if (imageIds.length === 0) return rows;
    const found = await imagesAmong(manager, scope, imageIds);
    return rows.filter((row) => {
      const missing = row.images.filter((image) => !found.has(image.id));
      for (const image of missing)
        errors.push({
          row: row.row,
          column: image.column,
          rule: 'notFound',
          message: `${image.column} must be an image id of your workspace`,
        });
      return missing.length === 0;
    });
  }

  /** The doc's tokens of the rows' external_ids, by folded external_id. */
  private async existingTokens(
    manager: EntityManager,
    editionId: number,
    rows: ImportRow[],
  ): Promise<Map<string, number>> {
    const externalIds = rows.flatMap((row) => (row.external_id === null ? [] : [row.external_id]));
    const existing = new Map<string, number>();
    for (let i = 0; i < externalIds.length; i += LOOKUP_CHUNK) {
      const chunk = externalIds.slice(i, i + LOOKUP_CHUNK);
      for (const token of await tokensByExternalIds(manager, editionId, chunk))
        existing.set(this.fold(token.external_id), token.id);
    }
    return existing;
  }

  /** New tokens for these rows, LOOKUP_CHUNK to a statement; their ids by row. */
  private async insertTokens(
    manager: EntityManager,
    scope: InWorkspace,
    editionId: number,
    rows: ImportRow[],
    now: Date,
  ): Promise<Map<ImportRow, number>> {
    const tokenIds = new Map<ImportRow, number>();
    const insertTokens = this.tokenInserts();
    for (let i = 0; i < rows.length; i += insertTokens.chunkSize) {
      const chunk = rows.slice(i, i + insertTokens.chunkSize).map((row) => ({
        row,
        token: {
          workspace_id: scope.workspaceId,
          edition_id: editionId,
          key: newTokenKey(),
          name: row.name,
          external_id: row.external_id,
          expires_on: row.expires_on,
          views: 0,
          last_viewed_on: null,
          created_on: now,
          modified_on: null,
        },
      }));
      // Under the doc's lock no other writer adds a token for these external_ids between the read
      // and this insert; the unique index (edition, external_id) is the last word anyway.
      await insertTokens.run(
        manager,
        chunk.map((entry) => entry.token),
      );
      const byKey = await tokenIdsByKeys(
        manager,
        chunk.map((entry) => entry.token.key),
      );
      for (const entry of chunk) tokenIds.set(entry.row, byKey.get(entry.token.key)!);
    }
    return tokenIds;
  }

  /** An update replaces the answers of the file's columns (an empty cell removes one). */
  private async replaceAnswers(manager: EntityManager, schema: ImportSchema, tokenIds: number[]): Promise<void> {
    const optionIds = schema.categoryIds.flatMap((categoryId) =>
      [...schema.categories.values()]
        .filter((entry) => entry.category.id === categoryId)
        .flatMap((entry) => [...entry.options.values()].map((option) => option.id)),
    );
    for (let i = 0; i < tokenIds.length; i += LOOKUP_CHUNK)
      await deleteAnswers(manager, tokenIds.slice(i, i + LOOKUP_CHUNK), schema.propertyIds, optionIds);
  }

  private async insertValues(
    manager: EntityManager,
    scope: InWorkspace,
    tokenIds: Map<ImportRow, number>,
    now: Date,
  ): Promise<void> {
    const values = [...tokenIds].flatMap(([row, tokenId]) =>
      row.answers.map((answer) => ({
        workspace_id: scope.workspaceId,
        token_id: tokenId,
        property_id: answer.property_id,
        option_id: answer.option_id,
        value: answer.value,
        created_on: now,
        modified_on: null,
      })),
    );
    await this.valueInserts().run(manager, values);
  }

  // TypeORM's insert builder names, escapes and re-reads every parameter of every row: on a
  // campaign's rows it cost more CPU than the rest of the import (bench/levers.md).
  private tokenInserts(): BulkInsert<Token> {
    return (this.tokenInsert ??= new BulkInsert(this.dataSource, Token, LOOKUP_CHUNK));
  }

  private valueInserts(): BulkInsert<Value> {
    return (this.valueInsert ??= new BulkInsert(this.dataSource, Value, 1000));
  }

  private async discard(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`could not remove an import's file: ${String(error)}`);
    } finally {
      await this.inFlight.release([key]).catch(() => undefined);
    }
  }
}

function addErrors(result: ImportJobResult, errors: ImportError[]): void {
  const room = Math.max(0, JOB_ERRORS_KEPT - result.errors.length);
  result.errors = [...result.errors, ...errors.slice(0, room)];
  const omitted = (result.errors_omitted ?? 0) + Math.max(0, errors.length - room);
  if (omitted > 0) result.errors_omitted = omitted;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function replayed(replay: { status: number; headers: Record<string, string>; body: string }): ImportAnswer {
  return {
    status: replay.status as 201 | 202,
    headers: { ...replay.headers, 'Idempotent-Replayed': 'true' },
    body: JSON.parse(replay.body) as ImportResult,
  };
}

async function recordAnswer(manager: EntityManager, recorder: AnswerRecorder, answer: ImportAnswer): Promise<void> {
  // The stored body is the answer's body; the head comes from the answer itself.
  const stored = { ...answer, toJSON: () => answer.body };
  await recorder.complete(manager, stored);
}
