/**
 * The screenshot gallery (issue 18, `pnpm screenshots`): every screen of fixtures/screens.ts (the
 * list the every-screen sweep uses), in English and Spanish, at 375 and 1440 px, written to
 * $SCREENSHOTS_DIR (default: screenshots/ at the repository root) as <screen>-<language>-<width>.png,
 * with an index.html that shows them side by side. A screen that cannot be opened is still
 * photographed as it is, marked in the index, and fails its test; sideways overflow is noted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { horizontalOverflow, type Language, seedSession, test, VIEWPORTS } from '../fixtures/quality';
import { LANGUAGES, SCREENS } from '../fixtures/screens';
import { ADMIN_PASSWORD, REPO_ROOT } from '../fixtures/shop';
import { insertUser } from '../fixtures/users';

const OUT = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(REPO_ROOT, 'screenshots'));
const WIDTHS = [VIEWPORTS.phone.width, VIEWPORTS.desktop.width];

interface Shot {
  screen: string;
  who: string;
  language: Language;
  files: Record<number, string>;
  overflow: Record<number, string[]>;
  error?: string;
}

const shotFile = (screen: string, language: Language) => path.join(OUT, `${screen}-${language}.json`);

test.beforeAll(() => fs.mkdirSync(OUT, { recursive: true }));

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    test(`${screen.name} (${language})`, async ({ page, shop }) => {
      const customer = await insertUser(shop.databaseUrl as string);
      if (screen.who === 'customer') await seedSession(page, shop.url, customer);
      if (screen.who === 'admin') await seedSession(page, shop.url, { username: 'admin', password: ADMIN_PASSWORD });
      const shot: Shot = { screen: screen.name, who: screen.who, language, files: {}, overflow: {} };
      let failure: unknown;
      try {
        await screen.open({ page, shop, language, customer });
      } catch (error) {
        failure = error;
        shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      for (const width of WIDTHS) {
        const height = width === VIEWPORTS.phone.width ? VIEWPORTS.phone.height : VIEWPORTS.desktop.height;
        await page.setViewportSize({ width, height });
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        shot.overflow[width] = await horizontalOverflow(page);
        const file = `${screen.name}-${language}-${width}.png`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true, animations: 'disabled' });
        shot.files[width] = file;
      }
      fs.writeFileSync(shotFile(screen.name, language), JSON.stringify(shot));
      if (failure) throw failure;
    });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

test.afterAll(() => {
  const rows = SCREENS.map((screen) => {
    const cells = LANGUAGES.flatMap((language) => {
      const file = shotFile(screen.name, language);
      const shot: Shot | null = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
      return WIDTHS.map((width) => {
        if (!shot?.files[width]) return '<td class="missing">not taken</td>';
        const notes = [
          shot.error ? `<p class="warn">could not open: ${escapeHtml(shot.error)}</p>` : '',
          shot.overflow[width]?.length ? `<p class="warn">overflow: ${escapeHtml(shot.overflow[width].join('; '))}</p>` : '',
        ].join('');
        const src = escapeHtml(shot.files[width]);
        return `<td><a href="${src}"><img src="${src}" loading="lazy" width="${width === 375 ? 150 : 360}" alt="${escapeHtml(`${screen.name} ${language} ${width} px`)}"></a>${notes}</td>`;
      });
    });
    return `<tr><th scope="row">${escapeHtml(screen.name)}<br><small>${screen.who}</small></th>${cells.join('')}</tr>`;
  });
  const head = LANGUAGES.flatMap((language) => WIDTHS.map((width) => `<th scope="col">${language} · ${width} px</th>`)).join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fireworks Shop: every screen</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}
table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}
thead th{position:sticky;top:0;background:#fff}img{display:block;border:1px solid #ddd}
.warn{color:#a40000;max-width:360px;font-size:.8rem}.missing{color:#777}
</style></head><body>
<h1>Fireworks Shop: every screen</h1>
<p>Taken by <code>pnpm screenshots</code> on ${new Date().toISOString()} from the built shop on fresh demo data. Click a picture for full size.</p>
<table><thead><tr><th scope="col">Screen</th>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
  fs.writeFileSync(path.join(OUT, 'index.html'), html);
});
