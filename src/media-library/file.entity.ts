import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  type ValueTransformer,
} from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Folder } from './folder.entity.js';

export type FileKind = 'image' | 'file';

/** BIGINT comes back from mysql2 as a string; sizes stay far below 2^53. */
const bigintAsNumber: ValueTransformer = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * An uploaded file. The bytes live in the storage driver under `storage_key`; this row is only
 * written once they are all stored, in the same request, so a row always has its bytes.
 * (The class is not called `File`: that would shadow Node's global File.)
 */
@Entity('media_file')
@Index('ix_media_file_workspace_id', ['workspace_id', 'id'])
@Index('ix_media_file_folder', ['folder_id', 'id'])
@Index('uq_media_file_storage_key', ['storage_key'], { unique: true })
export class MediaFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  workspace_id: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'workspace_id' })
  workspace?: Relation<Workspace>;

  @Column({ type: 'int' })
  folder_id: number;

  @ManyToOne(() => Folder, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'folder_id' })
  folder?: Relation<Folder>;

  /** The client's name for the file, reduced to a base name without control characters. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** A safe ASCII file name with the extension of the sniffed type; never a path. */
  @Column({ type: 'varchar', length: 128 })
  filename: string;

  @Column({ type: 'varchar', length: 64 })
  mime_type: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size: number;

  /** sha256 of the bytes, hex; also the strong ETag of the content. */
  @Column({ type: 'varchar', length: 64 })
  checksum: string;

  @Column({ type: 'varchar', length: 8 })
  kind: FileKind;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'varchar', length: 255 })
  storage_key: string;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  modified_on: Date;
}
