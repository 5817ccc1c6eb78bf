/** docs/benchmarks.md's tables, rewritten between their markers after a full run. */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

/** Replaces docs/benchmarks.md's text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` (a section's own figures). */
export function writeBenchmarksSection(name, rows, note) {
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  if (!text.includes(start) || !text.includes(end)) return;
  const table = [
    note,
    '',
    '| measure | value |',
    '|---|---|',
    ...Object.entries(rows).map(([measure, { value }]) => `| ${measure} | ${value} |`),
  ];
  fs.writeFileSync(file, `${text.slice(0, text.indexOf(start) + start.length)}\n${table.join('\n')}\n${text.slice(text.indexOf(end))}`);
}

/** Replaces docs/benchmarks.md's table between the bench markers, so it always shows the latest run. */
export function writeBenchmarksDoc(rows, results) {
  const readme = path.join(ROOT, 'docs', 'benchmarks.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start) || !text.includes(end)) return;
  const table = [
    `Latest \`pnpm bench\`: ${results.date.slice(0, 10)}, Node ${results.node}, ${results.cpus} cores, load average ${results.loadAverage.join(' / ')} at start and ${results.loadAverageEnd.join(' / ')} at the end, ${results.totalSeconds} s in all.`,
    '',
    '| measure | value |',
    '|---|---|',
    ...Object.entries(rows).map(([measure, { value }]) => `| ${measure} | ${value} |`),
  ].join('\n');
  fs.writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
}
