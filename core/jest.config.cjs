/** Core tests: pure functions and message catalogues, in Node (no DOM). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': require.resolve('@fireworks/tooling/jest-transform') },
  reporters: ['default', require.resolve('@fireworks/tooling/jest-count-reporter')],
};
