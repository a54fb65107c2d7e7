import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';
import { Edition } from '../editions/edition.entity.js';

/**
 * MySQL's BLOB holds 64 KB, less than a cover; MEDIUMBLOB (16 MB) is MySQL's only. The driver is
 * known from DATABASE_URL in the environment when this module loads (as the schema check runs it);
 * the type only tells the schema check what the migrations made, reads and writes are the same.
 */
const BYTES_TYPE = process.env.DATABASE_URL ? 'mediumblob' : 'blob';

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

  @Column({ type: BYTES_TYPE })
  png: Buffer;

  /** Milliseconds the worker took to draw it. */
  @Column({ type: 'int' })
  render_ms: number;

  @DateTimeColumn()
  rendered_on: Date;
}
