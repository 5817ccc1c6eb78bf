/** Helpers for component tests (not part of any app bundle). */
export * from './fake-api';
export * from './fetch-stub';
