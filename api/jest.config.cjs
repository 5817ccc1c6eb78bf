/** API tests: unit tests and app.inject tests on a fresh PGlite per file (or PostgreSQL with TEST_DATABASE=postgres). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // A test that does not depend on the run's database runs in one run only: the scale-out,
  // two-process and silent-database health tests (always on the PostgreSQL server) in the
  // PostgreSQL run (`pnpm test:api:pg`, CI's API-on-PostgreSQL stage); PGlite's data-directory lock
  // and its parsers in the PGlite run.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TEST_DATABASE === 'postgres'
      ? ['/test/hardening/data-dir-lock\\.test\\.ts$', '/src/db/pglite-parsers\\.test\\.ts$']
      : ['/test/scale-out\\.test\\.ts$', '/test/two-processes\\.test\\.ts$', '/test/health-silent-database\\.test\\.ts$']),
  ],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': require.resolve('@fireworks/tooling/jest-transform') },
  transformIgnorePatterns: [],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A worker's first file also pays for transforming the app and its dependencies (cold cache): 60 s.
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', require.resolve('@fireworks/tooling/jest-count-reporter')],
};
