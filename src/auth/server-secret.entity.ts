import { Column, Entity, PrimaryColumn } from 'typeorm';

import { DateTimeColumn } from '../database/columns.js';

/**
 * A secret the server generated for itself (the key that signs media URLs), kept in the database
 * so every instance on it signs and checks with the same key, and a restart keeps links valid.
 * A value from the environment (MEDIA_URL_SECRET) wins and is never stored.
 */
@Entity('server_secret')
export class ServerSecret {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 128 })
  value: string;

  @DateTimeColumn()
  created_on: Date;
}
