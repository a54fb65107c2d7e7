import { Global, Module } from '@nestjs/common';

import { Metrics } from './metrics.js';
import { MetricsServer } from './metrics-server.js';

/** Metrics for every module (global: any provider may count through Metrics). */
@Global()
@Module({
  providers: [Metrics, MetricsServer],
  exports: [Metrics],
})
export class ObservabilityModule {}
