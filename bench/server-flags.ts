/**
 * The node flags the server runs with in production: `npm start` and the Dockerfile pass the same
 * ones. Without a cap, V8 on a machine with gigabytes free lets the old space grow to a few
 * hundred MiB of garbage before it collects it (the live heap under load is about 55 MiB), so
 * RSS measured without the flag would not be what a deployment sees.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];
