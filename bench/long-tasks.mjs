/**
 * Where a page's blocking time goes: reads a trace kept by the Lighthouse section
 * (`LIGHTHOUSE_SAVE=<dir> LIGHTHOUSE_TRACE=cpu`, which also records V8's CPU samples) and prints each
 * main-thread task of the measured page that is long enough to block under Lighthouse's 4× slow-down
 * (≥ 12.5 ms here), with the functions that took its time, named by the built bundles' source maps.
 *
 *   node bench/long-tasks.mjs /tmp/lh/proxied_cart-1.trace.json [more traces…]
 *
 * The sampled times include the profiler's own cost, so read them as shares of a task, not as its
 * length (the task's length comes from the trace itself).
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE_DIRS = ['shell/dist', 'storefront-mfe/dist', 'admin-mfe/dist'].map((dir) => path.join(ROOT, dir));
/** A task this long (unslowed) is a long task once Lighthouse multiplies it by 4. */
const BLOCKING_MS = 12.5;
const TOP = 8;

const sourceMaps = new Map();

/** The built file's source map, searched in the frontends' dist folders by the file's name. */
function sourceMapOf(url) {
  const name = url.split(/[?#]/)[0].split('/').pop();
  if (!name?.endsWith('.js')) return null;
  if (!sourceMaps.has(name)) {
    const file = BUNDLE_DIRS.map((dir) => findFile(dir, `${name}.map`)).find(Boolean);
    sourceMaps.set(name, file ? new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return sourceMaps.get(name);
}

function findFile(dir, name) {
  if (!fs.existsSync(dir)) return null;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === name) return full;
    if (entry.isDirectory()) {
      const found = findFile(full, name);
      if (found) return found;
    }
  }
  return null;
}

/** "function (source file:line)" for a profile node's call frame, through the source map when there is one. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  if (!url) return functionName || '(native)';
  const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
  if (entry?.originalSource) {
    const source = entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
    return `${entry.name || functionName || '(anonymous)'} (${source}:${entry.originalLine + 1})`;
  }
  return `${functionName || '(anonymous)'} (${url.split('/').pop()}:${lineNumber + 1})`;
}

function summarise(traceFile) {
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
  const events = trace.traceEvents ?? trace;
  // The measured page's navigation: the last main-frame load of a document (not an empty one).
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL)
    .at(-1);
  if (!navigation) throw new Error(`${traceFile}: no main-frame navigation in the trace`);
  const { pid, tid, ts: start } = navigation;

  const nodes = new Map();
  const samples = [];
  const deltas = [];
  let profileStart = null;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profileStart = e.args.data.startTime;
    if (e.name === 'ProfileChunk') {
      for (const node of e.args.data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      samples.push(...(e.args.data.cpuProfile?.samples ?? []));
      deltas.push(...(e.args.data.timeDeltas ?? []));
    }
  }
  if (profileStart === null) throw new Error(`${traceFile}: no CPU samples (keep traces with LIGHTHOUSE_TRACE=cpu)`);
  // Each sample's time: the profile's start plus the deltas so far.
  const times = [];
  let time = profileStart;
  for (const delta of deltas) {
    time += delta;
    times.push(time);
  }

  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ts > start && e.dur >= BLOCKING_MS * 1000);
  console.log(`\n${traceFile}: ${tasks.length} tasks of ${BLOCKING_MS} ms or more`);
  for (const task of tasks) {
    const self = new Map();
    const inclusive = new Map();
    for (let i = 0; i < samples.length; i++) {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) continue;
      const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
      const leaf = nodes.get(samples[i]);
      if (!leaf) continue;
      add(self, frameName(leaf.callFrame), ms);
      const seen = new Set();
      for (let node = leaf; node; node = nodes.get(node.parent)) {
        const name = frameName(node.callFrame);
        if (node.callFrame.url && !seen.has(name)) add(inclusive, name, ms);
        seen.add(name);
      }
    }
    console.log(`\n  ${((task.ts - start) / 1000).toFixed(0)} ms after navigation: ${(task.dur / 1000).toFixed(1)} ms`);
    console.log(`    self:      ${top(self)}`);
    console.log(`    inclusive: ${top(inclusive)}`);
  }
}

function add(map, key, ms) {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function top(map) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/long-tasks.mjs <trace.json>… (kept by LIGHTHOUSE_SAVE=<dir> LIGHTHOUSE_TRACE=cpu)');
  process.exit(2);
}
for (const file of files) {
  try {
    summarise(file);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
