import path from 'node:path';
import type { CollectionName } from './export-files';
import type { ImportReport, RecordNote } from './import-mongo';

const LABELS: Record<CollectionName, string> = {
  users: 'users',
  items: 'items',
  inviteCodes: 'invite codes',
  discountRules: 'discount rules',
  orders: 'orders',
};

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function noteLine(file: string | null, note: RecordNote): string {
  const where = `${path.basename(file ?? '?')} record ${note.record}${note.id ? ` (_id ${note.id})` : ''}`;
  return `  ${where}: ${note.reason}`;
}

/** The import's outcome as a person reads it: a table, then every skipped record with its reason. */
export function formatImportReport(report: ImportReport): string {
  const lines = [`${pad('collection', 16)}${pad('file', 22)}${pad('imported', 10)}${pad('already there', 15)}skipped`];
  for (const [name, collection] of Object.entries(report.collections) as [CollectionName, ImportReport['collections'][CollectionName]][]) {
    const file = collection.file ? path.basename(collection.file) : '(no file)';
    lines.push(
      `${pad(LABELS[name], 16)}${pad(file, 22)}${pad(String(collection.imported), 10)}${pad(String(collection.alreadyPresent), 15)}${collection.skipped.length}`,
    );
  }
  const skipped = Object.values(report.collections).flatMap((c) => c.skipped.map((note) => noteLine(c.file, note)));
  if (skipped.length) lines.push('', 'Skipped:', ...skipped);
  const notes = Object.values(report.collections).flatMap((c) => c.notes.map((note) => noteLine(c.file, note)));
  if (notes.length) lines.push('', 'Imported with notes:', ...notes);
  if (report.ignoredFiles.length) lines.push('', `Ignored files (no known collection): ${report.ignoredFiles.join(', ')}`);
  return lines.join('\n');
}
