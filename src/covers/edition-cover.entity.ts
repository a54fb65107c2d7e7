import {
  Column,
  type ColumnType,
  Entity,
  getMetadataArgsStorage,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Edition } from '../editions/edition.entity.js';

/**
 * The PNG's column type on this driver: MySQL's BLOB holds 64 KB, less than a cover, and
 * MEDIUMBLOB (16 MB) is MySQL's only, SQLite's is BLOB. Set on the entity's metadata by
 * dataSourceOptions, before a data source reads it (the app, the migration generator's two
 * drivers in turn); it tells the schema check what the migrations made, reads and writes are alike.
 */
export function coverBytesType(mysql: boolean): void {
  const type: ColumnType = mysql ? 'mediumblob' : 'blob';
  const column = getMetadataArgsStorage().columns.find(
    (args) => args.target === EditionCover && args.propertyName === 'png',
  );
  if (column) column.options.type = type;
}

/**
 * A doc's generated cover (src/covers), one per doc, made again when what it shows changes: the
 * PNG, the hash of what it was made from, and what it cost. Goes with its doc (foreign key
 * cascade), and so with its project and workspace.
 */
@Entity('edition_cover')
export class EditionCover {
  @PrimaryColumn({ type: 'int' })
  edition_id: number;

  @OneToOne(() => Edition, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'edition_id' })
  edition?: Relation<Edition>;

  /** sceneHash (cover-scene.ts): the scene, its image's checksum and the layout's version. */
  @Column({ type: 'varchar', length: 32 })
  content_hash: string;

  /** `page`, or the reason the plain card stands in (cover-scene.ts, CardReason). */
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  /** `blob` on SQLite, `mediumblob` on MySQL (coverBytesType). */
  @Column({ type: 'blob' })
  png: Buffer;

  /** Milliseconds the worker took to draw it. */
  @Column({ type: 'int' })
  render_ms: number;

  @DateTimeColumn()
  rendered_on: Date;
}
