/**
 * Client-side search of a loaded list: every word of the query must appear in one of the fields
 * (case-insensitive). A phone-like word also matches ignoring punctuation: '555-0101' finds '5550101234'.
 */
export function matchesSearch(query: string, fields: ReadonlyArray<string | number | null | undefined>): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const texts = fields.filter((f) => f !== null && f !== undefined).map((f) => String(f).toLowerCase());
  return words.every((word) => {
    if (texts.some((text) => text.includes(word))) return true;
    const digits = word.replace(/\D/g, '');
    return /^[\d().+-]+$/.test(word) && digits !== '' && texts.some((text) => text.replace(/\D/g, '').includes(digits));
  });
}
