/** E2E specs: the real app in-process against a real database (DATABASE_URL, else SQLite). */
export default {
  rootDir: '.',
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  testEnvironment: 'node',
  testTimeout: 30000,
  // One file at a time (`npm run test:e2e` passes --maxWorkers=1), in a worker process that is
  // replaced once a file leaves its heap past this. One process running every file (--runInBand)
  // grows by about 100 MB a file (each file loads the whole app again under Jest's ESM runtime),
  // to gigabytes by the end of the suite, where every garbage collection costs more. A new worker
  // costs a second or two (Prism's operations are made again).
  workerIdleMemoryLimit: '1GB',
  // Every response of every test's app checked against openapi.json (docs/openapi-validation.md).
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-watch.setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static require()s content-disposition 3, an ES module: Node (20.19+) can, Jest 29's
    // module runtime cannot. Under Jest only, it gets 2.0.1, the same API published as CommonJS.
    '^content-disposition$': 'content-disposition-cjs',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
};
