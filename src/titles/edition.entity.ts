import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DateTimeColumn } from '../database/columns.js';
import { Title } from './title.entity.js';

/**
 * The part of a Doc (edition) that a project's `_computed` counts read. The Docs area itself is
 * not built yet; this table is where it will write, so the counts are real from day one.
 */
@Entity('edition')
@Index('ix_edition_title_status', ['title_id', 'status'])
export class Edition {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  title_id: number;

  @ManyToOne(() => Title, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'title_id' })
  title?: Relation<Title>;

  @Column({ type: 'varchar', length: 32 })
  status: string;

  @DateTimeColumn()
  created_on: Date;
}
