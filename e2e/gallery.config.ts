import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `pnpm screenshots` (tooling/screenshots.mjs): the screenshot gallery, not a test suite. Same
 * Chromium and shop as the browser suite; the screens come from fixtures/screens.ts.
 */
export default defineConfig({
  ...base,
  testDir: './gallery',
  outputDir: './artifacts/gallery-results',
  timeout: 120_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
