/** Starting and finding server processes: what the e2e tests and the benchmarks share. */
import { createServer } from 'node:net';

/**
 * The node flags the server runs with in production: `npm start` and the Dockerfile pass the same
 * ones. Without a cap, V8 on a machine with gigabytes free lets the old space grow to a few
 * hundred MiB of garbage before it collects it (the live heap under load is about 55 MiB), so
 * RSS measured without the flag would not be what a deployment sees. The young generation is capped as
 * Node 22 sizes it (16 MiB semi-spaces): Node 24's V8 lets it grow to 64 MiB semi-spaces, which alone
 * took a server at rest from about 180 to 225 MiB of RSS (docs/benchmarks.md).
 *
 * No allocation-site pretenuring: V8 decides once per process, in its first collections under load,
 * whether the objects an allocation site makes live long, and from then on makes them in the old
 * generation. In one process of three or four here it so decided for objects a request makes and drops.
 * Dead old objects are only freed by a full collection, and until then what they point to (the
 * request, its response, the written headers) outlived every scavenge: that process promoted 1.7 MB
 * per scavenge instead of 0.4, and spent 17 to 22 % more CPU per GET by id than a process beside it
 * without pretenuring, for as long as it ran (bench/levers.md, "ninth pass"). What the server keeps
 * long (caches, held bytes) is promoted by the young collector like anything else; pretenuring only
 * saved copying it once.
 */
export const SERVER_NODE_FLAGS = [
  '--max-old-space-size=256',
  '--max-semi-space-size=16',
  '--no-allocation-site-pretenuring',
];

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `GET {base}/ready` answers 200; throws after `seconds`. */
export async function waitForReady(base: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not become ready within ${seconds} s`);
}
