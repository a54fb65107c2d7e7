import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

/**
 * Where the reads of the code running now may go. Only an HTTP request that may read from a
 * replica says so (`primary: false`); everything else reads from the primary: code outside a
 * request (boot, sweeps, the CLI), write requests, and any unit of work (`onPrimary`).
 */
interface ReadScope {
  readonly primary: boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();
const PRIMARY: ReadScope = Object.freeze({ primary: true });
const REPLICA: ReadScope = Object.freeze({ primary: false });
const RESUME = Symbol('read-scope');

/** Set once replicas are configured: without them nothing here runs, so no request pays for it. */
let routing = false;

export function enableReadRouting(): void {
  routing = true;
}

/**
 * True when reads made here must go to the primary. The one question every read path asks
 * (TypeORM's query runners through Replicas, and any direct driver call), so a read never
 * decides where it goes on its own.
 */
export function readsFromPrimary(): boolean {
  return scope.getStore()?.primary !== false;
}

/** Runs `work` with every read it makes on the primary: reads that decide a write. */
export function onPrimary<T>(work: () => T): T {
  return routing ? scope.run(PRIMARY, work) : work();
}

/**
 * Enters a request's read scope (in an `onRequest` hook) and continues with `done`. The scope is
 * carried past the body parser, whose stream events would lose it, by `resumeReadScope` in
 * `preValidation`.
 */
export function enterReadScope(carrier: object, primary: boolean, done: () => void): void {
  scope.run(primary ? PRIMARY : REPLICA, () => {
    (carrier as { [RESUME]?: AsyncResource })[RESUME] = new AsyncResource('read-scope');
    done();
  });
}

export function resumeReadScope(carrier: object, done: () => void): void {
  const resource = (carrier as { [RESUME]?: AsyncResource })[RESUME];
  if (resource) resource.runInAsyncScope(done);
  else done();
}
