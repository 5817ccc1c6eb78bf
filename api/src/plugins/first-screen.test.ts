import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_SCRIPT_HASH, firstScreenTags, matchPath } from './first-screen';

/** A shell build's preload.json and a storefront build's manifest and route list. */
function fakeBuilds() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-first-screen-'));
  const shell = path.join(root, 'shell');
  const storefront = path.join(root, 'storefront');
  fs.mkdirSync(shell);
  fs.mkdirSync(storefront);
  const json = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value));
  json(path.join(shell, 'preload.json'), {
    boot: ['982.aaaa.js', '367.bbbb.css'],
    shared: ['react', 'shared-ui'],
    auth: ['auth.cccc.js'],
    messages: { en: ['messages-en.dddd.js'] },
  });
  json(path.join(storefront, 'mf-manifest.json'), {
    remoteEntry: 'remoteEntry.js',
    exposes: { './Home': ['home.1111.js'], './Catalog': ['catalog.2222.js'] },
    styles: { './Catalog': ['catalog.3333.css'] },
    shared: { './Catalog': { react: ['923.4444.js'], 'react-hook-form': ['102.5555.js'] } },
  });
  json(path.join(storefront, 'routes.json'), [
    { path: '/homepage', module: 'Home', access: 'signedIn', messages: ['home'], data: ['/api/season'] },
    { path: '/fireworks', redirect: '/fireworks/assortments', access: 'signedIn' },
    { path: '/fireworks/:category', module: 'Catalog', access: 'customer', categories: true, data: ['/api/fireworks?category=:category'] },
    { path: '/cart', module: 'Cart', access: 'signedIn', data: ['/api/discounts'] },
  ]);
  return { root, shell, remote: { prefix: '/mf/storefront/', dir: storefront } };
}

function plan(tags: string) {
  const json = /<script type="application\/json" id="fw-first-screen">(.*?)<\/script>/.exec(tags)?.[1];
  return JSON.parse(json as string);
}

const builds = fakeBuilds();
afterAll(() => fs.rmSync(builds.root, { recursive: true, force: true }));

describe('the first screen planned into the page', () => {
  it('preloads main.js and the shell start-up files on every page, the auth screens and all of English when signed out', () => {
    const tags = firstScreenTags(builds.shell, builds.remote, '/');
    const links = [...tags.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links).toEqual(['/main.js script', '/982.aaaa.js script', '/367.bbbb.css style']);
    expect(plan(tags).out).toEqual(['/auth.cccc.js', '/messages-en.dddd.js']);
  });

  it('plans a signed-in screen: remote entry, styles, code, the shared modules the shell lacks, and its reads', () => {
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks/Black_Cats')).in).toEqual({
      files: [
        '/mf/storefront/remoteEntry.js',
        '/mf/storefront/catalog.3333.css',
        '/mf/storefront/catalog.2222.js',
        '/mf/storefront/102.5555.js',
        '/messages-en.dddd.js',
      ],
      reads: [
        ['POST', '/api/getuser'],
        ['GET', '/api/get-cart'],
        ['GET', '/api/fireworks?category=black_cats'],
      ],
      manifest: '/mf/storefront/mf-manifest.json',
      // The script draws the list's first cards from this read.
      cards: '/api/fireworks?category=black_cats',
    });
  });

  it('fetches main.js at once and the start-up files only once the first paint is on screen (an inert template the script adds)', () => {
    const tags = firstScreenTags(builds.shell, builds.remote, '/');
    const later = /<template id="fw-first-later">(.*?)<\/template>/.exec(tags)?.[1] ?? '';
    expect(later).toBe('<link rel="preload" href="/982.aaaa.js" as="script"><link rel="preload" href="/367.bbbb.css" as="style">');
    expect(tags.replace(later, '')).toContain('<link rel="preload" href="/main.js" as="script"><template');
  });

  it("gives the cart's script the screen's English texts, its rules to fill in as i18next would", () => {
    const cart = plan(firstScreenTags(builds.shell, builds.remote, '/cart')).in.cart;
    expect(cart).toMatchObject({
      locale: 'en-US',
      title: 'Cart',
      empty: 'Your cart is empty!',
      continueShopping: 'Continue shopping',
      heading: 'Discount Rules',
      rule: 'Price Range: {{min}} - {{max}}, Discount: {{percent}}%',
      ruleNoMax: 'Price Range: {{min}}+, Discount: {{percent}}%',
    });
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/homepage')).in.cart).toBeUndefined();
  });

  it('draws first cards only for an item list whose category exists', () => {
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks')).in.cards).toBe('/api/fireworks?category=assortments');
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks/nothing')).in.cards).toBeUndefined();
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/homepage')).in.cards).toBeUndefined();
  });

  it('follows a redirect, sends a signed-in / to the home page, and plans nothing for unknown addresses', () => {
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks')).in.reads[2]).toEqual([
      'GET',
      '/api/fireworks?category=assortments',
    ]);
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/')).in.files).toEqual([
      '/mf/storefront/remoteEntry.js',
      '/mf/storefront/home.1111.js',
    ]);
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/nowhere')).in).toBeNull();
    // A category that does not exist: the screen asks nothing, so nothing is started.
    expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks/nothing')).in.reads).toHaveLength(2);
    expect(plan(firstScreenTags(builds.shell, null, '/homepage')).in).toBeNull();
  });

  it("names the home page's first picture: a high-priority link first on /homepage, the script's own on /", () => {
    const assets = path.join(builds.remote.dir, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'finale.0123456789.svg'), '<svg/>');
    try {
      const home = firstScreenTags(builds.shell, builds.remote, '/homepage');
      expect(
        home.startsWith('<link rel="preload" href="/mf/storefront/assets/finale.0123456789.svg" as="image" fetchpriority="high"'),
      ).toBe(true);
      expect(home).toContain('.fw-first__hero{background-image:url("/mf/storefront/assets/finale.0123456789.svg")}');
      const root = firstScreenTags(builds.shell, builds.remote, '/');
      expect(plan(root).in.picture).toBe('/mf/storefront/assets/finale.0123456789.svg');
      expect(root).not.toContain('as="image"');
      expect(plan(firstScreenTags(builds.shell, builds.remote, '/fireworks/cakes')).in.picture).toBeUndefined();
    } finally {
      fs.rmSync(assets, { recursive: true, force: true });
    }
  });

  it('adds nothing without a shell build, and escapes the plan for a script element', () => {
    expect(firstScreenTags(path.join(builds.root, 'missing'), builds.remote, '/')).toBe('');
    expect(firstScreenTags(builds.shell, builds.remote, '/fireworks/%3C%2Fscript%3E')).not.toMatch(/<\/script><\/script>/);
    expect(FIRST_SCREEN_SCRIPT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('matches route patterns segment by segment', () => {
    expect(matchPath('/fireworks/:category', '/fireworks/cakes')).toEqual({ category: 'cakes' });
    expect(matchPath('/fireworks/:category', '/fireworks')).toBeNull();
    expect(matchPath('/cart', '/cart/')).toEqual({});
    expect(matchPath('/cart', '/carts')).toBeNull();
  });
});
