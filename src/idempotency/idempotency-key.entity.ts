import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';

/** What a replay sends back: the first response, byte for byte in its body. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The resource's representation key, when it is tagged by version (common/http/etag.ts): a replay carries the tag the first answer had. */
  representationKey?: string;
}

/**
 * An `Idempotency-Key` a credential used on a create, with a fingerprint of the request and the
 * response it got, kept 24 h. The row is written in the create's own transaction, so a key is
 * remembered exactly when its create committed.
 */
@Entity('idempotency_key')
@Index('uq_idempotency_key_credential_key', ['credential_id', 'key_hash'], { unique: true })
@Index('ix_idempotency_key_expires_on', ['expires_on'])
export class IdempotencyKey {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Keys are per credential: two integrations sharing a workspace never collide. */
  @Column({ type: 'int' })
  credential_id: number;

  /** SHA-256 of the key: fixed length, and compared byte for byte whatever the collation. */
  @Column({ type: 'varchar', length: 64 })
  key_hash: string;

  /** The operation (`createProject`, `createUser`, `uploadFiles`) the key was used on. */
  @Column({ type: 'varchar', length: 64 })
  operation: string;

  /** SHA-256 of the request's fields, and of each field, to name the ones that differ. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ type: 'json' })
  fields: Record<string, string>;

  /** Null only inside the creating transaction, between the claim and the response. */
  @Column({ type: 'json', nullable: true })
  response: StoredResponse | null;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  expires_on: Date;
}
