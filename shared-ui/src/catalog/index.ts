/**
 * shared-ui/catalog: the catalogue screens' picture view and scroll memory. Not a federation
 * singleton: each remote keeps its own catalogue view state, bundled with its catalogue screens.
 */
export { type EnlargedPicture, selectReturnPath, useCatalogView } from './catalog-view';
export { EnlargedView } from './enlarged-view';
export { useOpenPicture } from './use-open-picture';
export { useScrollMemory } from './use-scroll-memory';
