/**
 * What the page needs for its first screen, written into the shell's index.html per address, so
 * the browser fetches it all at once with main.js instead of one step after another (html, then
 * main.js, then the chunks it asks for, then the remote's manifest, entry and screen, then the
 * screen's API reads):
 *  - preload links for main.js and the shell's start-up files (shell/dist/preload.json);
 *  - a small inline script that knows the session (the token is in localStorage, so the server
 *    cannot): signed out, it preloads the auth screens; signed in as a customer, the screen's remote
 *    entry, code and styles (from the remote's mf-manifest.json), the English messages unless the
 *    route names the few it needs (routes.json `messages`, the home page), and it starts the shell's and the
 *    screen's API reads (routes.json `data`) with the token. Those answers wait in
 *    `window.__fwEarly` for the API client to adopt (shared-ui/src/api/early.ts).
 *  - it marks <html data-fw-first="in|out|admin"> from the session, so the page's first paint (the
 *    brand, drawn by shell/public/index.html from its own HTML and CSS) matches the screen that
 *    follows; for the home page a style names its first picture (preloaded first, high priority),
 *    which the HTML draws where the carousel will.
 * The script never changes (its plan is a JSON data block beside it), so the page's
 * Content-Security-Policy allows it by its hash (FIRST_SCREEN_SCRIPT_HASH), not 'unsafe-inline'.
 * Only remotes served by this server are planned; anything missing just means fewer hints.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { translator } from '@fireworks/core/i18n';
import { categoryFromParam, categorySlug, intlLocale, NO_MAX_DOLLARS } from '@fireworks/core/rules';

interface ShellPlan {
  boot: string[];
  shared: string[];
  auth: string[];
  messages: Record<string, string[]>;
}

interface RemoteManifest {
  remoteEntry: string;
  exposes?: Record<string, string[]>;
  styles?: Record<string, string[]>;
  shared?: Record<string, Record<string, string[]>>;
}

interface RouteEntry {
  path: string;
  module?: string;
  redirect?: string;
  access: string;
  categories?: boolean;
  messages?: string[];
  data?: string[];
}

export interface LocalRemote {
  /** Where the browser finds it, e.g. '/mf/storefront/'. */
  prefix: string;
  /** Its build folder (mf-manifest.json, routes.json). */
  dir: string;
}

/** What a signed-in customer's visit to one address starts early. */
interface SignedInPlan {
  files: string[];
  /** [method, url]: the reads started with the token. */
  reads: [string, string][];
  /** Fetched as the shell fetches it (no token, not from the cache). */
  manifest: string;
  /** The screen's first picture, drawn by the page's HTML before the code runs (FIRST_PICTURES). */
  picture?: string;
  /**
   * An item list's read (one of `reads`): the script draws the list's first cards from its answer,
   * pictures included, before the code runs (FIRST_CARDS).
   */
  cards?: string;
  /** The cart screen's texts, for the script to draw an empty cart and its discount rules (FIRST_CART). */
  cart?: CartTexts;
}

interface CartTexts {
  locale: string;
  noMax: number;
  title: string;
  empty: string;
  continueShopping: string;
  heading: string;
  rule: string;
  ruleNoMax: string;
  hint: string;
}

/**
 * The cart screen (storefront-mfe/src/features/cart): the script draws an empty cart (its own early
 * read says so) with the discount rules of the early /api/discounts read, in the screen's words and
 * layout, so its largest text (a rule) is on screen before the code has loaded. English: the app
 * starts in English (shared-ui's i18n), and the toggle is not remembered across loads.
 */
const FIRST_CART = 'Cart';

function cartTexts(): CartTexts {
  const t = translator('en');
  return {
    locale: intlLocale('en'),
    noMax: NO_MAX_DOLLARS,
    title: t('cart:title'),
    empty: t('cart:empty'),
    continueShopping: t('cart:continueShopping'),
    heading: t('cart:rules.heading'),
    // Filled in by the script as i18next would ({{min}}, {{max}}, {{percent}}).
    rule: t('cart:rules.rule', { min: '{{min}}', max: '{{max}}', percent: '{{percent}}' }),
    ruleNoMax: t('cart:rules.ruleNoMax', { min: '{{min}}', percent: '{{percent}}' }),
    hint: t('cart:rules.hint'),
  };
}

/**
 * Screens whose first paint the page's HTML draws with their largest picture (shell/public/index.html):
 * the home page's carousel opens on its first slide (storefront-mfe/src/features/home/slides.ts),
 * built as assets/finale.<hash>.svg.
 */
const FIRST_PICTURES: Record<string, RegExp> = { Home: /^finale\.[0-9a-f]+\.svg$/ };

/**
 * Screens whose first item cards the page's script draws from the screen's own early read (the
 * items a customer sees: the API answers customers with visible items only, and the pictures are
 * the public /uploads files the cards show), in the grid the screen draws (shell/public/index.html
 * .fw-first__grid, the same sizes as shared-ui's .fw-item-grid), so the largest picture of the
 * first screen is on it before the code has loaded; the screen's cards replace them.
 */
const FIRST_CARDS = new Set(['Catalog']);

/** The remote's built picture for the screen, or null. */
function firstPicture(remote: LocalRemote, module: string): string | null {
  const pattern = FIRST_PICTURES[module];
  if (!pattern) return null;
  try {
    const file = fs.readdirSync(path.join(remote.dir, 'assets')).find((name) => pattern.test(name));
    return file ? `${remote.prefix}assets/${file}` : null;
  } catch {
    return null;
  }
}

/** The shell's typeface (shared-ui's @fontsource file, built as assets/figtree-latin-wght-normal.<hash>.woff2), or null. */
function shellFont(shellDir: string): string | null {
  try {
    const file = fs.readdirSync(path.join(shellDir, 'assets')).find((name) => /^figtree-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(name));
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
}

/** The shell's own reads on every signed-in page (shell/src/session, shared-ui/src/data/cart.ts). */
const SHELL_READS: [string, string][] = [
  ['POST', '/api/getuser'],
  ['GET', '/api/get-cart'],
];

/** A signed-in visit to / lands on the home page. */
const SIGNED_IN_HOME = '/homepage';

/** Reads a JSON file again only when it changed (a remote may be redeployed under a running server). */
const cache = new Map<string, { mtimeMs: number; value: unknown }>();
function readJson<T>(file: string): T | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

/** The route's `:params` for the address, or null when it does not match. */
export function matchPath(pattern: string, address: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = address.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    let value: string;
    try {
      value = decodeURIComponent(have[i] as string);
    } catch {
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** The read with its `:params` filled in as the screen asks for it; null when the address names nothing. */
function fillRead(read: string, params: Record<string, string>, route: RouteEntry): string | null {
  let missing = false;
  const filled = read.replace(/:(\w+)/g, (_, name: string) => {
    const raw = params[name];
    const category = route.categories && name === 'category' && raw !== undefined ? categoryFromParam(raw) : null;
    const value = category ? categorySlug(category) : route.categories && name === 'category' ? undefined : raw;
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

function customerRoute(routes: RouteEntry[], address: string): { route: RouteEntry; params: Record<string, string> } | null {
  for (let hops = 0; hops < 2; hops++) {
    const found = routes
      .filter((route) => route.access !== 'admin')
      .map((route) => ({ route, params: matchPath(route.path, address) }))
      .find((candidate) => candidate.params !== null);
    if (!found?.params) return null;
    if (found.route.redirect) {
      address = found.route.redirect;
      continue;
    }
    return found.route.module ? { route: found.route, params: found.params } : null;
  }
  return null;
}

function signedInPlan(shell: ShellPlan, remote: LocalRemote, address: string): SignedInPlan | null {
  const manifest = readJson<RemoteManifest>(path.join(remote.dir, 'mf-manifest.json'));
  const routes = readJson<RouteEntry[]>(path.join(remote.dir, 'routes.json'));
  if (!manifest || !Array.isArray(routes)) return null;
  const found = customerRoute(routes, address === '/' ? SIGNED_IN_HOME : address);
  if (!found) return null;
  const expose = `./${found.route.module}`;
  // The remote's copy of a shared module the shell has not loaded yet is the one that runs.
  const shared = Object.entries(manifest.shared?.[expose] ?? {})
    .filter(([key]) => !shell.shared.includes(key))
    .flatMap(([, files]) => files);
  const files = [manifest.remoteEntry, ...(manifest.styles?.[expose] ?? []), ...(manifest.exposes?.[expose] ?? []), ...shared].map(
    (file) => `${remote.prefix}${file}`,
  );
  // A screen that names its namespaces renders with the bundled texts; any other waits for all of English.
  if (!found.route.messages) files.push(...(shell.messages.en ?? []).map((file) => `/${file}`));
  const reads = (found.route.data ?? [])
    .map((read) => fillRead(read, found.params, found.route))
    .filter((read): read is string => read !== null)
    .map((read): [string, string] => ['GET', read]);
  const picture = found.route.module ? firstPicture(remote, found.route.module) : null;
  const cards = found.route.module && FIRST_CARDS.has(found.route.module) ? reads[0]?.[1] : undefined;
  return {
    files: [...new Set(files)],
    reads: [...SHELL_READS, ...reads],
    manifest: `${remote.prefix}mf-manifest.json`,
    ...(picture ? { picture } : {}),
    ...(cards ? { cards } : {}),
    ...(found.route.module === FIRST_CART ? { cart: cartTexts() } : {}),
  };
}

function preloadLink(href: string): string {
  const as = href.endsWith('.css') ? 'style' : 'script';
  return `<link rel="preload" href="${href}" as="${as}">`;
}

const PLAN_ID = 'fw-first-screen';

/** The start-up preloads the script adds once the first screen is on screen (see firstScreenTags). */
const LATER_ID = 'fw-first-later';

/**
 * Runs in the page before main.js; plain ES5, no dependencies. `p.out` and `p.in` are the two plans.
 * The API reads start at once (and the pictures the HTML draws); the code's preloads (the template
 * #fw-first-later, then the session's files) once the page's own first paint is on screen, which
 * `window.__fwFirstShown` resolves on, for shell/src/index.ts to start the app: a paint entry
 * (delivered once the frame is presented), or where the HTML draws pictures (the home page's first
 * picture, an item list's first cards; the empty cart's texts), the largest-contentful-paint entry of
 * a picture once they have loaded (of the cart's texts once drawn); timers end the wait whatever happens, and a hidden tab (it paints nothing) does not wait.
 * The item cards: `sizes` is shared-ui's ITEM_IMAGE_SIZES (the same srcset entry as the screen's own
 * <img>, so it is fetched once); the first four, as the screen loads eagerly (EAGER_ITEM_COUNT).
 */
const SCRIPT = `(function(){try{
var d=document,w=window,t=localStorage.getItem('token'),u=JSON.parse(localStorage.getItem('user')||'null'),f=[],pics=null;
d.documentElement.setAttribute('data-fw-first',t?(u&&u.admin?'admin':'in'):'out');
var p=JSON.parse(d.getElementById('${PLAN_ID}').textContent);
function l(h){var e=d.createElement('link');e.rel='preload';e.as=/\\.css$/.test(h)?'style':'script';e.href=h;d.head.appendChild(e)}
function loaded(e){return new Promise(function(ok){e.addEventListener('load',function(){ok(true)});e.addEventListener('error',function(){ok(false)})})}
function after(ms){return new Promise(function(ok){setTimeout(ok,ms)})}
function shown(pic){return new Promise(function(ok){var P=w.PerformanceObserver,s=P&&P.supportedEntryTypes||[],y=pic&&s.indexOf('largest-contentful-paint')>=0?'largest-contentful-paint':'paint';
if(d.visibilityState==='hidden'||s.indexOf(y)<0)return ok();
var o=new P(function(x){if(x.getEntries().some(function(e){return y==='paint'?e.name==='first-contentful-paint':pic===2?!!(e.element&&e.element.closest&&e.element.closest('#fw-first-cart')):!!e.url})){o.disconnect();ok()}});o.observe({type:y,buffered:true})})}
var r={},h={Accept:'application/json','Accept-Language':'en',Authorization:'Bearer '+t};
function keep(k,q){r[k]=q;q.catch(function(){})}
function key(m,x){return m+' '+new URL(x,location.href).href}
if(!t)f=p.out;
else if(p.in&&!(u&&u.admin)){
var i=d.getElementById('fw-first-picture');
if(p.in.picture&&!i){i=d.createElement('link');i.rel='preload';i.as='image';i.fetchPriority='high';i.id='fw-first-picture';i.href=p.in.picture;d.head.appendChild(i)}
if(p.in.picture)pics=loaded(i);
w.__fwEarly={at:Date.now(),token:t,responses:r};
p.in.reads.forEach(function(x){keep(key(x[0],x[1]),fetch(x[1],{method:x[0],headers:h}))});
if(p.in.cards)pics=r[key('GET',p.in.cards)].then(function(s){return s.ok?s.clone().json():[]}).then(function(items){return new Promise(function(ok){
function draw(){var g=d.getElementById('fw-first-grid'),v=[];if(!g||!Array.isArray(items)||!items.length)return ok(false);
items.slice(0,4).forEach(function(x){var c=d.createElement('div'),q=d.createElement('div'),b=d.createElement('div');
c.className='fw-first__card'+(x.BOGO?' fw-first__card--bogo':'');q.className='fw-first__pic';b.className='fw-first__body';
if(x.imageUrl){var m=d.createElement('img');m.alt='';m.decoding='async';m.fetchPriority='high';
if(x.imageSrcset){m.sizes='(max-width: 1000px) calc(50vw - 24px), 320px';m.srcset=x.imageSrcset}m.src=x.imageUrl;v.push(loaded(m));q.appendChild(m)}
c.appendChild(q);c.appendChild(b);g.appendChild(c)});
d.documentElement.setAttribute('data-fw-first-cards','');
Promise.all(v).then(function(z){ok(z.indexOf(true)>=0)})}
if(d.readyState!=='loading')draw();else d.addEventListener('readystatechange',draw,{once:true})})}).catch(function(){return false});
if(p.in.cart)pics=Promise.all([r[key('GET','/api/get-cart')],r[key('GET','/api/discounts')]].map(function(q){return q?q.then(function(s){return s.ok?s.clone().json():null}):null})).then(function(a){return new Promise(function(ok){
function draw(){var g=d.getElementById('fw-first-cart'),c=p.in.cart,rules=a[1],n=new Intl.NumberFormat(c.locale,{style:'currency',currency:'USD'});
if(!g||!a[0]||!Array.isArray(a[0].cart)||a[0].cart.length||!Array.isArray(rules)||!rules.length)return ok(false);
function e(tag,cls,text,to){var x=d.createElement(tag);if(cls)x.className=cls;if(text)x.textContent=text;(to||g).appendChild(x);return x}
e('p','fw-first__h1',c.title);e('p','fw-first__season');var m=e('div','fw-first__empty');e('p','',c.empty,m);e('span','fw-first__button',c.continueShopping,m);
var sec=e('div','fw-first__rules');e('p','fw-first__h2',c.heading,sec);var ul=e('ul','',null,sec);
rules.forEach(function(x){var v={min:n.format(x.priceRange.min),max:n.format(x.priceRange.max),percent:x.discountPercentage};e('li','',(x.priceRange.max>=c.noMax?c.ruleNoMax:c.rule).replace(/{{(\\w+)}}/g,function(_,k){return v[k]}),ul)});
e('p','fw-first__hint',c.hint,sec);
d.documentElement.setAttribute('data-fw-first-cart','');ok(2)}
function ready(){if(d.fonts&&d.fonts.load)d.fonts.load('1em Figtree').then(draw,draw);else draw()}
if(d.readyState!=='loading')ready();else d.addEventListener('readystatechange',ready,{once:true})})}).catch(function(){return false});
f=p.in.files;
}
var first=pics?pics.then(function(v){return v?Promise.race([shown(true),after(500)]):shown(false)}):shown(false);
w.__fwFirstShown=Promise.race([first,after(pics?1200:1000)]).then(function(){
var m=d.getElementById('${LATER_ID}');if(m)d.head.appendChild(m.content.cloneNode(true));
f.forEach(l);
if(w.__fwEarly)keep(key('GET',p.in.manifest),fetch(p.in.manifest,{cache:'no-cache'}));
});
}catch(e){}})()`;

/** The CSP source that allows the inline script (and nothing else inline). */
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** Escapes JSON for a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The tags for index.html's <head> at this address: preload links for what every first render
 * needs, and the inline script for what depends on the session.
 */
export function firstScreenTags(shellDir: string, remote: LocalRemote | null, address: string): string {
  const shell = readJson<ShellPlan>(path.join(shellDir, 'preload.json'));
  if (!shell) return '';
  // main.js first: as a deferred script it would otherwise wait behind the preloads (low priority).
  const always = ['main.js', ...shell.boot].map((file) => `/${file}`);
  const plan = {
    // The auth screens wait for all of English.
    out: [...shell.auth, ...(shell.messages.en ?? [])].map((file) => `/${file}`),
    in: remote ? signedInPlan(shell, remote, address) : null,
  };
  // The first picture where the page's HTML draws it, for a signed-in customer (the script marks <html>).
  const picture = plan.in?.picture
    ? `<style>[data-fw-first=in] .fw-first__home{display:grid}[data-fw-first=in] .fw-first__hero{background-image:url("${plan.in.picture}")}</style>`
    : '';
  // The cart's texts in the screen's typeface (preloaded by the page), so they take the room the
  // screen's do: the script draws them once it has loaded (a fallback font's text, smaller, would
  // leave the screen's own to be the largest paint).
  const font = plan.in?.cart ? shellFont(shellDir) : null;
  const cartFont = font
    ? `<style>@font-face{font-family:Figtree;font-style:normal;font-display:swap;font-weight:300 900;src:url("${font}") format("woff2")}</style>`
    : '';
  // An address that names the screen (not /, mostly signed out) asks for its picture before anything
  // else, as a link the browser's preload scanner finds: the script's own link would queue behind the
  // start-up files.
  const pictureLink =
    plan.in?.picture && address !== '/'
      ? `<link rel="preload" href="${plan.in.picture}" as="image" fetchpriority="high" id="fw-first-picture">`
      : '';
  // The script first: its reads start before the parser gets to the links. main.js at once (it
  // starts the app); the start-up files in an inert template the script adds once the first paint
  // is on screen: fetched with it, they would count as the paint's (Lighthouse's simulation takes
  // every request finished before a paint as needed by it) and slow the pictures down.
  const [main, ...boot] = always.map(preloadLink);
  return `${pictureLink}<script type="application/json" id="${PLAN_ID}">${scriptJson(plan)}</script><script>${SCRIPT}</script>${picture}${cartFont}${main}<template id="${LATER_ID}">${boot.join('')}</template>`;
}
