/**
 * shared-ui/catalog: the catalogue screens' item cards and grid, picture view and scroll memory.
 * Not a federation singleton: each remote keeps its own catalogue view state, bundled with its
 * catalogue screens (the cards too, so a customer's first page does not carry them).
 */
export { type EnlargedPicture, selectReturnPath, useCatalogView } from './catalog-view';
export { type CategoryItemsQuery, catalogKeys, prefetchCategoryItems, useCategoryItems } from './category-items';
export { EnlargedView } from './enlarged-view';
export { EAGER_ITEM_COUNT, ITEM_IMAGE_SIZES, ItemCard, type ItemCardProps } from './item-card';
export { ItemGrid, type ItemGridProps, ItemListStatus } from './item-list';
export { useOpenPicture } from './use-open-picture';
export { useScrollMemory } from './use-scroll-memory';
