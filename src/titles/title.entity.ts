import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';

import { DateTimeColumn, JsonColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/** Items of `options`; their inner structure is not shown by the spec. */
export type TitleOption = string | number | boolean | null;

export interface VendorACode {
  munchkin_id: string;
  is_enabled: boolean;
}
export interface VendorBCode {
  hub_id: string;
  hublet: string;
  is_enabled: boolean;
}
export interface VendorCCode {
  piCid: string;
  piAid: string;
}
export interface VendorDCode {
  site_id: string;
  custom_tracker_subdomain: string;
}
export interface VendorEConfig {
  has_enabled: boolean;
  has_events_enabled: boolean;
  has_views_enabled: boolean;
  measurement_id: string;
}

/**
 * A project (the platform calls it a title). Every list-filterable column has an index led by
 * workspace_id, because every list is scoped to one workspace.
 */
@Entity('title')
@Index('ix_title_workspace_id', ['workspace_id', 'id'])
@Index('uq_title_workspace_identifier', ['workspace_id', 'identifier'], { unique: true })
@Index('ix_title_workspace_name', ['workspace_id', 'name'])
@Index('ix_title_workspace_hostname', ['workspace_id', 'hostname'])
// The reader's lookups, across workspaces: a published link names the project, a custom domain its
// hostname, which belongs to one project platform-wide (NULLs do not collide).
@Index('ix_title_identifier', ['identifier'])
@Index('uq_title_hostname', ['hostname'], { unique: true })
@Index('ix_title_workspace_ua_code', ['workspace_id', 'ua_code'])
@Index('ix_title_workspace_security_profile', ['workspace_id', 'security_profile'])
@Index('ix_title_workspace_website', ['workspace_id', 'website'])
@Index('ix_title_workspace_license', ['workspace_id', 'license'])
// A flag alone hardly narrows a workspace's projects, so the flag indexes carry the name too:
// "flag = x AND name LIKE 'y%'", ordered by name, then reads index entries only.
@Index('ix_title_workspace_ssl_name', ['workspace_id', 'has_secure_socket_layer', 'name'])
@Index('ix_title_workspace_automated_certificate_name', ['workspace_id', 'automated_certificate', 'name'])
@Index('ix_title_workspace_affected_on', ['workspace_id', 'affected_on'])
@Index('ix_title_workspace_created_on', ['workspace_id', 'created_on'])
@Index('ix_title_workspace_modified_on', ['workspace_id', 'modified_on'])
export class Title {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255 })
  identifier: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  hostname: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ua_code: string | null;

  @JsonColumn({ name: 'vendor_a_code' })
  vendorA_code: VendorACode;

  @JsonColumn({ name: 'vendor_b_code' })
  vendorB_code: VendorBCode;

  @JsonColumn({ name: 'vendor_c_code' })
  vendorC_code: VendorCCode;

  @JsonColumn({ name: 'vendor_d_code' })
  vendorD_code: VendorDCode;

  @JsonColumn({ name: 'vendor_e_config' })
  vendorE_config: VendorEConfig;

  @Column({ type: 'varchar', length: 32, nullable: true })
  security_profile: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website: string | null;

  @Column({ type: 'int' })
  license: number;

  @Column({ type: 'boolean' })
  has_secure_socket_layer: boolean;

  @DateTimeColumn()
  affected_on: Date;

  @JsonColumn()
  options: TitleOption[][];

  @Column({ type: 'text', nullable: true })
  certificate: string | null;

  @Column({ type: 'text', nullable: true })
  certificate_chain: string | null;

  @Column({ type: 'text', nullable: true })
  certificate_key: string | null;

  @Column({ type: 'boolean' })
  automated_certificate: boolean;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  modified_on: Date;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  icon: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  splash: string | null;

  @JsonColumn()
  rules: Record<string, unknown>;

  @Column({ type: 'varchar', length: 64 })
  background_color: string;

  /**
   * The project's docs, and those of them published: counters the database keeps exact with
   * triggers on `edition` (migration EditionCounters), so that a project's `_computed` counts are
   * read with its row instead of counted per read. Never written by the app.
   */
  @Column({ type: 'int', default: 0, insert: false, update: false })
  editions_total: number;

  @Column({ type: 'int', default: 0, insert: false, update: false })
  editions_published: number;

  /**
   * 1 on insert, one more on every update of the row, by whatever path (triggers of migration
   * RowVersions): what the representation's ETag is derived from. Never written by the app.
   */
  @Column({ type: 'int', default: 1, insert: false, update: false })
  row_version: number;
}
