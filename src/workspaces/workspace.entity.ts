import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns.js';

/** A workspace (the API calls it an account): the tenant that owns projects and users. */
@Entity('workspace')
export class Workspace {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @DateTimeColumn()
  created_on: Date;

  @DateTimeColumn()
  modified_on: Date;
}
