import { Global, Module } from '@nestjs/common';
import { Transactions } from './transactions.js';

@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class DatabaseModule {}
