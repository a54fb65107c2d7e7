/** E2E specs: the real app in-process against a real database (DATABASE_URL, else SQLite). */
export default {
  rootDir: '.',
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  testEnvironment: 'node',
  testTimeout: 30000,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
    // @fastify/static (CommonJS) requires this ESM-only package; Node 20 can, Jest's loader cannot.
    'node_modules/content-disposition/.+\\.js$': ['ts-jest', { useESM: true, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
