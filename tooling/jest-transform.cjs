/**
 * Jest transform for the workspace: TypeScript/TSX through @swc/jest, and ESM-only packages in
 * node_modules (Node 20 loads them natively, Jest's module runtime cannot) compiled to CommonJS.
 * Plain CommonJS files in node_modules pass through untouched.
 */
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } }, parser: { syntax: 'typescript', tsx: true } },
  module: { type: 'commonjs' },
});

const ESM_SYNTAX = /^\s*(import\s*[\w{*'"]|export\s+(default|const|function|class|let|var|async|\{|\*))/m;

module.exports = {
  canInstrument: false,
  getCacheKey(source, filename, options) {
    return swc.getCacheKey(source, filename, options);
  },
  process(source, filename, options) {
    const inNodeModules = filename.includes('/node_modules/') && !filename.includes('/shared-ui/');
    if (inNodeModules && !ESM_SYNTAX.test(source)) return { code: source };
    return swc.process(source, filename, options);
  },
};
