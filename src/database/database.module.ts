import { Global, Module } from '@nestjs/common';

import { ContentChanges } from './content-changes.js';
import { PoolGuard } from './pool-guard.js';
import { Replicas } from './replicas.js';
import { SqliteStatements } from './sqlite-statements.js';
import { Transactions } from './transactions.js';

@Global()
@Module({
  providers: [Transactions, PoolGuard, Replicas, ContentChanges, SqliteStatements],
  exports: [Transactions, PoolGuard, Replicas, ContentChanges],
})
export class DatabaseModule {}
