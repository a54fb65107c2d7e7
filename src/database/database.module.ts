import { Global, Module } from '@nestjs/common';
import { PoolGuard } from './pool-guard.js';
import { Replicas } from './replicas.js';
import { Transactions } from './transactions.js';

@Global()
@Module({ providers: [Transactions, PoolGuard, Replicas], exports: [Transactions, PoolGuard, Replicas] })
export class DatabaseModule {}
