/** Jest preset for frontend packages: jsdom, TSX through swc, CSS and images stubbed. */
const path = require('node:path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': require.resolve('./jest-transform.cjs') },
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'jest-file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'jest-setup-dom.cjs')],
  reporters: ['default', path.join(__dirname, 'jest-count-reporter.cjs')],
  testTimeout: 15000,
});
