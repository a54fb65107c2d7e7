import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

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
    const schema = await this.schema(this.dataSource.manager, principal);
    const key = `imports/ws-${principal.workspaceId}/${input.kind}-${randomUUID()}`;
    const file = { stored: false };
    const seen = new SeenExternalIds();
    const errors: ImportError[] = [];
    let errorsPast = 0;
    const rows: ImportRow[] = [];
    let count = 0;
    let fingerprint: Fingerprint;
    const scan = async (
      records: AsyncIterable<ImportRecord | { header: string[] }> | Iterable<ImportRecord | { header: string[] }>,
    ) => {
      for await (const record of records) {
        if ('header' in record) {
          schema.checkHeader(record.header);
          continue;
        }
        count = record.row;
        if (record.row % YIELD_EVERY_ROWS === 0) await nextTurn();
        const checked = this.checkRecord(schema, seen, record);
        if ('errors' in checked) {
          // In row order: the first ones are kept, the rest counted (an answer stays small).
          const room = Math.max(0, JOB_ERRORS_KEPT - errors.length);
          errors.push(...checked.errors.slice(0, room));
          errorsPast += Math.max(0, checked.errors.length - room);
        } else if (rows.length < SYNC_ROWS) rows.push(checked.ok);
      }
    };
    try {
      if (input.kind === 'csv') {
        // One pass over the bytes: hashed (the Idempotency-Key's fingerprint), stored (for a job)
        // and parsed, each at the pace of the slowest.
        const hash = createHash('sha256');
        const toStorage = new PassThrough();
        const toParser = new PassThrough();
        // Their failures are read where they are consumed (the storage write, the parser); a stream
        // destroyed before its consumer attached must not raise an unhandled 'error'.
        toStorage.on('error', () => undefined);
        toParser.on('error', () => undefined);
        input.stream.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          const a = toStorage.write(chunk);
          const b = toParser.write(chunk);
          if (!a || !b) {
            input.stream.pause();
            let waiting = (a ? 0 : 1) + (b ? 0 : 1);
            const go = () => --waiting === 0 && input.stream.resume();
            if (!a) toStorage.once('drain', go);
            if (!b) toParser.once('drain', go);
          }
        });
        input.stream.on('end', () => {
          toStorage.end();
          toParser.end();
        });
        input.stream.on('error', (error) => {
          toStorage.destroy(error);
          toParser.destroy(error);
        });
        // A client that goes away mid-body: what was stored goes.
        input.stream.on('aborted', () => toParser.destroy(new Error('aborted')));
        this.inFlight.hold(key);
        const writing = this.storage.write(key, toStorage).then(() => (file.stored = true));
        try {
          await scan(csvRecords(toParser));
        } catch (error) {
          toStorage.destroy(error as Error);
          input.stream.resume();
          await writing.catch(() => undefined);
          throw error;
        }
        await writing;
        fingerprint = { operation: OPERATION, fields: { [`edition`]: String(editionId), file: hash.digest('hex') } };
      } else {
        await scan(jsonRecords(input.body));
        fingerprint = jsonFingerprint(OPERATION, { edition: editionId, ...(input.body as object) });
      }
    } catch (error) {
      if (file.stored) await this.discard(key);
      else this.inFlight.release([key]).catch(() => undefined);
      if (error instanceof ImportFileProblem) {
        if (error.status === 413) throw new ProblemException(413, error.message);
        throw ProblemException.invalidField('file', error.rule, error.message);
      }
      throw error;
    }

    try {
      return await this.answer(
        principal,
        editionId,
        input,
        idempotencyKey,
        fingerprint,
        schema,
        rows,
        errors,
        errorsPast,
        count,
        key,
        file,
      );
    } catch (error) {
      if (idempotencyKey === undefined) throw error;
      const replay = await this.idempotency.settle(error, principal, idempotencyKey, () => fingerprint);
      return {
        status: replay.status as 201 | 202,
        headers: { ...replay.headers, 'Idempotent-Replayed': 'true' },
        body: JSON.parse(replay.body) as ImportResult,
      };
    } finally {
      if (file.stored) await this.discard(key);
      else this.inFlight.release([key]).catch(() => undefined);
    }
  }

  /** After the scan: a replay, the rows stored now, or the job queued. */
  private async answer(
    principal: Principal,
    editionId: number,
    input: ImportBody,
    idempotencyKey: string | undefined,
    fingerprint: Fingerprint,
    schema: ImportSchema,
    rows: ImportRow[],
    errors: ImportError[],
    errorsPast: number,
    count: number,
    key: string,
    file: { stored: boolean },
  ): Promise<ImportAnswer> {
    {
      if (idempotencyKey !== undefined) {
        const row = await this.idempotency.find(principal, idempotencyKey);
        if (row) {
          const replay = this.idempotency.match(row, fingerprint);
          return {
            status: replay.status as 201 | 202,
            headers: { ...replay.headers, 'Idempotent-Replayed': 'true' },
            body: JSON.parse(replay.body) as ImportResult,
          };
        }
      }
      const recorder =
        idempotencyKey === undefined
          ? undefined
          : this.idempotency.recorder<ImportAnswer>(
              principal,
              idempotencyKey,
              () => fingerprint,
              (answer) => ({ status: answer.status, headers: answer.headers }),
            );
      if (count <= SYNC_ROWS) {
        const answer = await this.transactions.run(async (manager) => {
          await recorder?.claim(manager);
          const result = await this.store(manager, principal, editionId, schema, rows).catch((error: unknown) => {
            if (error instanceof ImportFileProblem)
              throw ProblemException.invalidField('edition', error.rule, error.message);
            throw error;
          });
          const all = [...errors, ...result.errors].sort((x, y) => x.row - y.row);
          const omitted = errorsPast + Math.max(0, all.length - JOB_ERRORS_KEPT);
          const merged: ImportResult = {
            created: result.created,
            updated: result.updated,
            errors: all.slice(0, JOB_ERRORS_KEPT),
            ...(omitted > 0 && { errors_omitted: omitted }),
          };
          const answer: ImportAnswer = { status: 201, headers: {}, body: merged };
          if (recorder) await recordAnswer(manager, recorder, answer);
          return answer;
        });
        return answer;
      }
      const jobs = this.jobs;
      if (!jobs) throw new ProblemException(503, 'Imports of more than 1,000 rows are not available on this instance');
      if (input.kind === 'json') {
        this.inFlight.hold(key);
        await this.storage.write(key, Readable.from([JSON.stringify(input.body)]));
        file.stored = true;
      }
      const answer = await this.transactions.run(async (manager) => {
        await recorder?.claim(manager);
        const { resource, href } = await jobs.queue(manager, {
          workspaceId: principal.workspaceId,
          editionId,
          sourceKey: key,
          rows: count,
        });
        const answer: ImportAnswer = {
          status: 202,
          headers: {
            Location: href,
            'Retry-After': String(Math.max(1, Math.ceil(this.config.EXPORT_POLL_MS / 1000))),
          },
          body: resource,
        };
        if (recorder) await recordAnswer(manager, recorder, answer);
        return answer;
      });
      // The job's row owns the file now.
      file.stored = false;
      return answer;
    }
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
    const schema = await this.schema(this.dataSource.manager, scope);
    const result: ImportJobResult = job.result ?? {
      created: 0,
      updated: 0,
      errors: [],
      stored_through_row: 0,
      rows: 0,
    };
    const resumeAfter = result.stored_through_row;
    const seen = new SeenExternalIds();
    const records = job.source_key.includes('/json-')
      ? jsonRecords(JSON.parse(await readAll(await this.storage.read(job.source_key))))
      : csvRecords(await this.storage.read(job.source_key));
    let batch: ImportRow[] = [];
    let batchErrors: ImportError[] = [];
    let last = resumeAfter;
    const flush = async (through: number) => {
      signal.throwIfAborted();
      await this.transactions.run(async (manager) => {
        const stored = batch.length > 0 ? await this.store(manager, scope, job.edition_id, schema, batch) : undefined;
        const next: ImportJobResult = {
          ...result,
          created: result.created + (stored?.created ?? 0),
          updated: result.updated + (stored?.updated ?? 0),
          stored_through_row: through,
        };
        addErrors(
          next,
          [...batchErrors, ...(stored?.errors ?? [])].sort((x, y) => x.row - y.row),
        );
        const progress = result.rows > 0 ? Math.min(99, Math.floor((through / result.rows) * 100)) : 0;
        if (!(await jobs.save(manager, handle, next, progress))) throw new ImportLeaseLost();
        Object.assign(result, next);
        onProgress(progress);
      });
      batch = [];
      batchErrors = [];
    };
    for await (const record of records) {
      if ('header' in record) {
        schema.checkHeader(record.header);
        continue;
      }
      // Parsed records arrive as resolved promises: without a turn of the event loop now and then,
      // a chunk of the file is checked while other workspaces' requests wait.
      if (record.row % YIELD_EVERY_ROWS === 0) await nextTurn();
      const checked = this.checkRecord(schema, seen, record);
      if (record.row <= resumeAfter) continue;
      last = record.row;
      if ('errors' in checked) batchErrors.push(...checked.errors);
      else batch.push(checked.ok);
      if (batch.length + batchErrors.length >= BATCH_ROWS) await flush(record.row);
    }
    if (batch.length > 0 || batchErrors.length > 0 || last !== result.stored_through_row) await flush(last);
    if (!(await jobs.finish(handle))) throw new ImportLeaseLost();
    await this.discard(job.source_key);
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
    let rows = input;
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
    if (rows.length === 0) return { created: 0, updated: 0, errors };
    const imageIds = [...new Set(rows.flatMap((row) => row.images.map((image) => image.id)))];
    if (imageIds.length > 0) {
      const found = await imagesAmong(manager, scope, imageIds);
      rows = rows.filter((row) => {
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
    const externalIds = rows.flatMap((row) => (row.external_id === null ? [] : [row.external_id]));
    const existing = new Map<string, number>();
    for (let i = 0; i < externalIds.length; i += LOOKUP_CHUNK) {
      const chunk = externalIds.slice(i, i + LOOKUP_CHUNK);
      for (const token of await tokensByExternalIds(manager, editionId, chunk))
        existing.set(this.fold(token.external_id), token.id);
    }
    const now = new Date();
    const creates = rows.filter((row) => row.external_id === null || !existing.has(this.fold(row.external_id)));
    const updates = rows.filter((row) => row.external_id !== null && existing.has(this.fold(row.external_id)));
    const room = Math.max(0, this.perDoc - (await tokenCount(manager, editionId)));
    for (const row of creates.slice(room))
      errors.push({
        row: row.row,
        column: 'row',
        rule: 'tooMany',
        message: `A doc has at most ${this.perDoc} tokens`,
      });
    const created = creates.slice(0, room);
    const tokenIds = new Map<ImportRow, number>();
    const insertTokens = this.tokenInserts();
    for (let i = 0; i < created.length; i += insertTokens.chunkSize) {
      const chunk = created.slice(i, i + insertTokens.chunkSize).map((row) => ({
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
      // above and this insert; the unique index (edition, external_id) is the last word anyway.
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
    for (const row of updates) {
      const id = existing.get(this.fold(row.external_id!))!;
      tokenIds.set(row, id);
      await updateRow(manager, Token, id, { name: row.name, expires_on: row.expires_on, modified_on: now });
    }
    const updatedIds = updates.map((row) => tokenIds.get(row)!);
    // An update replaces the answers of the file's columns (an empty cell removes one).
    const optionIds = schema.categoryIds.flatMap((categoryId) =>
      [...schema.categories.values()]
        .filter((entry) => entry.category.id === categoryId)
        .flatMap((entry) => [...entry.options.values()].map((option) => option.id)),
    );
    for (let i = 0; i < updatedIds.length; i += 500) {
      const ids = updatedIds.slice(i, i + 500);
      await deleteAnswers(manager, ids, schema.propertyIds, optionIds);
    }
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
    return { created: created.length, updated: updates.length, errors: errors.sort((x, y) => x.row - y.row) };
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

async function recordAnswer(
  manager: EntityManager,
  recorder: { complete(manager: EntityManager, resource: ImportAnswer): Promise<void> },
  answer: ImportAnswer,
): Promise<void> {
  // The stored body is the answer's body; the head comes from the answer itself.
  const stored = { ...answer, toJSON: () => answer.body };
  await recorder.complete(manager, stored);
}
