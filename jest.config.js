/** Unit specs: next to the code they test, no database. */
export default {
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testRegex: '\\.spec\\.ts$',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
    // @fastify/static (CommonJS) requires this ESM-only package; Node 20 can, Jest's loader cannot.
    'node_modules/content-disposition/.+\\.js$': ['ts-jest', { useESM: true, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
