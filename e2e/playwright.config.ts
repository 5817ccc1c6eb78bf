import { defineConfig } from '@playwright/test';
import chromiumFlags from '../tooling/chromium-flags.json';

/**
 * Debian's Chromium (never a downloaded browser); the flags (tooling/chromium-flags.json, shared
 * with pnpm bench) keep it off this machine's closed network.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./fixtures/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
