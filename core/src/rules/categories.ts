/** The 11 categories, in the order of the category bar (spec §2). */
export const CATEGORIES = [
  'Artillery',
  'Assortments',
  'Fountains',
  'Sparklers',
  'Black Cats',
  'Roman Candles',
  'Cakes',
  'Small Cakes',
  'Poppers',
  'Kid Friendly',
  'Missiles',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** 'Roman Candles' -> 'roman_candles' (the route segment). */
export function categorySlug(category: Category): string {
  return category.toLowerCase().replace(/ /g, '_');
}

/**
 * Matches 'black_cats', 'Black_Cats', 'Black Cats', 'black%20cats' (already decoded), 'BLACK CATS'
 * to the canonical name; null when it names no category.
 */
export function categoryFromParam(param: string): Category | null {
  const wanted = param
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  return CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}
