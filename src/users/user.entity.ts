import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';
import { Membership } from './membership.entity.js';

/** Feature flags of a user: nested objects whose leaves are `true`. Always has `tour`. */
export interface UserOptions {
  tour: OptionTree;
  [key: string]: OptionTree | true;
}
export interface OptionTree {
  [key: string]: OptionTree | true;
}

/**
 * A person. Users are platform-wide: a user belongs to workspaces through memberships, and a
 * workspace sees only the users it has a membership with.
 */
@Entity('user')
@Index('uq_user_email_normalized', ['email_normalized'], { unique: true })
@Index('ix_user_first_name', ['first_name'])
@Index('ix_user_last_name', ['last_name'])
@Index('ix_user_email', ['email'])
@Index('ix_user_phone', ['phone'])
@Index('ix_user_status', ['status'])
@Index('ix_user_country', ['country'])
@Index('ix_user_activated_on', ['activated_on'])
@Index('ix_user_verified_on', ['verified_on'])
@Index('ix_user_activity_on', ['activity_on'])
@Index('ix_user_created_on', ['created_on'])
@Index('ix_user_modified_on', ['modified_on'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  first_name: string;

  @Column({ type: 'varchar', length: 255 })
  last_name: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  /**
   * The email in its compared form (normalizeEmail: NFKC and a case fold, done by the app).
   * Uniqueness is checked here, exactly on both drivers: SQLite compares bytes, and on MySQL the
   * column has a binary collation (migration EmailNormalizedExact), so no database folds more.
   */
  @Column({ type: 'varchar', length: 255 })
  email_normalized: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  phone: string | null;

  @DateTimeColumn()
  activated_on: Date;

  @DateTimeColumn({ nullable: true })
  verified_on: Date | null;

  @DateTimeColumn({ nullable: true })
  activity_on: Date | null;

  @Column({ type: 'varchar', length: 32 })
  status: string;

  @JsonColumn()
  options: UserOptions;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn({ nullable: true })
  modified_on: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  country: string | null;

  /** Set by a sign-in flow outside this API; only its presence is ever shown (`has_password`). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  password_hash: string | null;

  /**
   * The workspaces the user belongs to (`_computed.num_accounts`), kept by triggers on
   * `membership` (migration AccountCounters) and read with the row. Never written by the app.
   */
  @Column({ type: 'int', default: 0, insert: false, update: false })
  num_accounts: number;

  /**
   * 1 on insert, one more on every update of the row, by whatever path (triggers of migration
   * RowVersions): what the representation's ETag is derived from. Never written by the app.
   */
  @Column({ type: 'int', default: 1, insert: false, update: false })
  row_version: number;

  @OneToMany(() => Membership, (membership) => membership.user)
  memberships?: Relation<Membership>[];
}
