/**
 * Jest preset for frontend packages: jsdom (with Node's fetch, for MSW), TSX through swc, CSS and
 * images stubbed, jest-dom's matchers, and shared-ui's test server (MSW) started for every file.
 */
const path = require('node:path');

/** shared-ui's testing setup, found from the package (shared-ui itself uses its own). */
function testingSetup(dir) {
  try {
    return path.join(path.dirname(require.resolve('shared-ui/testing', { paths: [dir] })), 'setup.ts');
  } catch {
    return path.join(dir, 'src', 'testing', 'setup.ts'); // shared-ui's own tests
  }
}

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': require.resolve('./jest-transform.cjs') },
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'jest-file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'jest-setup-dom.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-matchers.cjs'), testingSetup(dir)],
  reporters: ['default', path.join(__dirname, 'jest-count-reporter.cjs')],
  testTimeout: 15000,
});
