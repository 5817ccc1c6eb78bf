/** API tests: unit tests and app.inject tests on a fresh PGlite per file (or PostgreSQL with TEST_DATABASE=postgres). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': require.resolve('@fireworks/tooling/jest-transform') },
  transformIgnorePatterns: [],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  reporters: ['default', require.resolve('@fireworks/tooling/jest-count-reporter')],
};
