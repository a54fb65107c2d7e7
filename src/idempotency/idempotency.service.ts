import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { sha256 } from '../common/hash.js';
import { representationKeyOf } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { Transactions } from '../database/transactions.js';
import { type Fingerprint, fingerprintDigest } from './fingerprint.js';
import {
  deleteExpiredKeys,
  deleteIfExpired,
  idempotencyEntry,
  insertUnlessTaken,
  storeResponse,
} from './idempotency.queries.js';
import { IdempotencyKey, type StoredResponse } from './idempotency-key.entity.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key is remembered. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How often, at most, expired keys are swept (they are also replaced lazily when reused). */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Hooks a create runs inside its own transaction, so the key is kept exactly when the create commits. */
export interface CreateRecorder<R> {
  /** The transaction's first write: takes the key. A concurrent twin waits on it, then replays. */
  claim(manager: EntityManager): Promise<void>;
  /** The transaction's last write: the response a retry will get. */
  complete(manager: EntityManager, resource: R): Promise<void>;
}

/** What a create's response looks like apart from its body. */
export type ResponseHead = Pick<StoredResponse, 'status' | 'headers'>;

/** Thrown by a claim that found the key taken; the creating transaction rolls back on it. */
class KeyTaken extends Error {}

/**
 * `Idempotency-Key` on creates (docs/faults.md, Retries and faults; the IETF httpapi draft's semantics):
 * - the first request with a key creates, and its 201 (status, Location headers, body) is stored;
 * - the same key with the same request (operation and body; for uploads the files' names and
 *   sha256, hashed while they stream) replays that response, with `Idempotent-Replayed: true`,
 *   and creates nothing;
 * - the same key with a different request is a 422 naming the fields that differ;
 * - concurrent requests with one key: exactly one creates, the others wait for it and replay;
 * - a failed request (any 4xx or 5xx) stores nothing, so the key stays free for a corrected retry;
 * - keys are per credential and kept 24 h.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');
  private lastPurge = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  /** The completed, unexpired entry for this key, if any. */
  async find(principal: Principal, key: string): Promise<IdempotencyKey | undefined> {
    const row = await idempotencyEntry(this.dataSource, {
      credential_id: principal.credentialId,
      key_hash: sha256(key),
    });
    if (!row || row.response === null || row.expires_on.getTime() <= Date.now()) return undefined;
    return row;
  }

  /** The stored response when the request is the first one's; otherwise a 422 naming what differs. */
  match(row: IdempotencyKey, fingerprint: Fingerprint): StoredResponse {
    if (row.operation !== fingerprint.operation) {
      throw ProblemException.invalidField(
        IDEMPOTENCY_HEADER,
        'idempotencyKeyReused',
        `This key was already used on another operation (${row.operation})`,
      );
    }
    if (row.fingerprint === fingerprintDigest(fingerprint) && row.response) return row.response;
    const names = [...new Set([...Object.keys(row.fields), ...Object.keys(fingerprint.fields)])]
      .filter((name) => row.fields[name] !== fingerprint.fields[name])
      .sort();
    const reused = (field: string) => ({
      idempotencyKeyReused: `${field} differs from the request first sent with this ${IDEMPOTENCY_HEADER}`,
    });
    if (names.length === 0) throw ProblemException.validation({ [IDEMPOTENCY_HEADER]: reused('The request') });
    throw ProblemException.validation(Object.fromEntries(names.map((name) => [name, reused(name)])));
  }

  /**
   * The hooks a create runs in its transaction. `fingerprint` is asked for at the claim: an
   * upload's is complete only once its last part has streamed past.
   */
  recorder<R>(
    principal: Principal,
    key: string,
    fingerprint: () => Fingerprint,
    head: (resource: R) => ResponseHead,
  ): CreateRecorder<R> {
    const where = { credential_id: principal.credentialId, key_hash: sha256(key) };
    return {
      claim: async (manager) => {
        const now = new Date();
        const { operation, fields } = fingerprint();
        const entry = {
          ...where,
          operation,
          fingerprint: fingerprintDigest({ operation, fields }),
          fields,
          response: null,
          created_on: now,
          expires_on: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        };
        // Insert first: the unique index decides. A twin's uncommitted row makes this insert wait
        // for it, then fail as a duplicate (it committed) or succeed (it rolled back). A delete
        // first, even of nothing, would take gap locks that concurrent inserts deadlock on (MySQL).
        if (await insertUnlessTaken(manager, entry)) return;
        // The key is held. An expired entry gives it back; a live one is a twin's.
        if (!(await deleteIfExpired(manager, where, now)) || !(await insertUnlessTaken(manager, entry)))
          throw new KeyTaken();
      },
      complete: async (manager, resource) => {
        const representationKey = representationKeyOf(resource);
        const response: StoredResponse = {
          ...head(resource),
          body: JSON.stringify(resource),
          ...(representationKey === undefined ? {} : { representationKey }),
        };
        await storeResponse(manager, where, response);
      },
    };
  }

  /**
   * After a create failed: when it lost its key to a twin that committed first, the twin's
   * response (or a 422 if the twin's request differs). Any other failure is rethrown as is.
   */
  async settle(
    error: unknown,
    principal: Principal,
    key: string,
    fingerprint: () => Fingerprint,
  ): Promise<StoredResponse> {
    if (!(error instanceof KeyTaken)) throw error;
    const row = await this.find(principal, key);
    if (!row) {
      throw new ProblemException(409, `A request with this ${IDEMPOTENCY_HEADER} is still in progress; retry shortly`, {
        headers: { 'Retry-After': '1' },
      });
    }
    return this.match(row, fingerprint());
  }

  /** Deletes expired keys, at most every ten minutes, after a create and off its path. */
  purgeSometimes(): void {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    this.purgeExpired().catch((error: unknown) =>
      this.logger.warn(`could not purge expired idempotency keys: ${String(error)}`),
    );
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return this.transactions.run((manager) => deleteExpiredKeys(manager, now));
  }
}
