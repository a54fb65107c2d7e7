import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';

/**
 * A storage key some instance is still writing (an upload whose rows have not committed yet),
 * for as long as that instance keeps `heartbeat_on` fresh. The orphan sweep of every instance
 * leaves such a key alone (writes-in-flight.ts); a row whose instance died goes stale and is
 * purged by the sweep.
 */
@Entity('write_in_flight')
@Index('ix_write_in_flight_heartbeat', ['heartbeat_on'])
export class WriteInFlight {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  storage_key: string;

  /** Which process writes it: for an operator reading the table. */
  @Column({ type: 'varchar', length: 64 })
  instance: string;

  @DateTimeColumn()
  heartbeat_on: Date;
}
