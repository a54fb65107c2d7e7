import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../../config/app-config.js';
import type { RouteTable } from './route-table.js';

/** What a stage is given to put itself on the request path. */
export interface StageContext {
  readonly fastify: FastifyInstance;
  readonly config: AppConfig;
  readonly routes: RouteTable;
  /**
   * One of the app's providers. Nest builds them after the `adapter` stages are applied: those
   * may only ask from inside a hook (no request arrives before the app is built); `app` stages
   * may ask at once.
   */
  get<T>(type: abstract new (...args: never[]) => T): T;
}

/**
 * One named step of the request pipeline (src/pipeline.ts lists them in order). Defined by the
 * module that owns what it does; `apply` registers its Fastify hooks (hooks of one kind run in
 * the order their stages are applied).
 *
 * - `adapter`: applied before Nest builds the app, so that route hooks (`onRoute`) see every
 *   route and request hooks run ahead of the ones that need a provider;
 * - `app`: applied once Nest has built the app, before it is initialised.
 */
export interface Stage {
  readonly name: string;
  readonly phase: 'adapter' | 'app';
  apply(context: StageContext): void | Promise<void>;
}
