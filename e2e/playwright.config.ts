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
  // Seeds the demo shop once; the shops of the specs start on copies of it (fixtures/demo-template.ts).
  globalSetup: './fixtures/global-setup.ts',
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
    // A failed test keeps a trace of DOM snapshots (and a screenshot); the trace's screencast is left
    // out: encoding its frames for every test cost about 7% of the suite's time on CI's 2 cores.
    // `--trace on` records it all when a failure needs it.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
