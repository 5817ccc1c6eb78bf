/**
 * Async boundary: lets Module Federation negotiate shared singletons before any of them runs.
 * The app starts at once; the static brand frame in index.html shows until React's first render.
 */
import('./bootstrap');

export {};
