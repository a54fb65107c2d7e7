import type { Redis } from 'ioredis';

/** How long closeRedis() lets a connection in its handshake finish before dropping it. */
const HANDSHAKE_WAIT_MS = 500;

/**
 * Closes a Redis connection without holding the process: quits a ready one (its replies first),
 * drops any other. A connection still in its handshake is let finish (briefly) and quit: ioredis's
 * disconnect in the middle of it leaves the socket open until its 2 s timer, which held every CLI
 * call with REDIS_URL 2 s past its answer.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'connecting' || redis.status === 'connect') await readyWithin(redis, HANDSHAKE_WAIT_MS);
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect(false));
  else redis.disconnect(false);
}

/** Resolves once `redis` is ready, or after `ms`, whichever comes first. */
function readyWithin(redis: Redis, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    function finish(): void {
      clearTimeout(timer);
      redis.off('ready', finish);
      done();
    }
    redis.once('ready', finish);
  });
}
