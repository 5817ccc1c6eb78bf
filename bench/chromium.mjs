/** Debian's Chromium with the browser suite's flags (tooling/chromium-flags.json): no downloaded browser, no calls home. */
import fs from 'node:fs';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(new URL('../tooling/chromium-flags.json', import.meta.url), 'utf8')),
};
