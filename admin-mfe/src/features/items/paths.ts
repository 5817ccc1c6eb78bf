// Paths of the admin catalogue's screens (declared in src/routes.ts) that the screens link to.
export const ENLARGED_PATH = '/fireworks-enlarged';
/** The list the enlarged view returns to when no list was opened before. */
export const FIRST_LIST_PATH = '/fireworks/assortments';
