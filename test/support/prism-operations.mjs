/**
 * Prism's operations of an OpenAPI document, made once per Node process and document text rather
 * than once per test file: resolving openapi.json takes about a second, several on a loaded
 * machine, which a test file's beforeAll would otherwise pay. Loaded with Node's own require
 * (openapi-watch.ts), so that this cache outlives Jest's per-file module registry.
 */
import prism from '@stoplight/prism-http';

const cache = new Map();

/** @param {string} text the document, as JSON text */
export function operationsOf(text) {
  let operations = cache.get(text);
  if (!operations) {
    operations = prism.getHttpOperationsFromSpec(JSON.parse(text));
    cache.set(text, operations);
  }
  return operations;
}
