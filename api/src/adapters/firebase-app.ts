/**
 * A firebase-admin App made when first needed. firebase-admin and the Google libraries under it
 * (~10 MB resident) are imported only by a server whose SMS or storage provider is Firebase, not by
 * every server (issue 13 item 6). Each adapter gets its own named App, so tests and providers that
 * run side by side never share one.
 */
import { randomUUID } from 'node:crypto';
import type { App, AppOptions } from 'firebase-admin/app';

export interface LazyFirebaseApp<T> {
  /** The App and what `build` made from it; a failure surfaces on each use, never unhandled. */
  client: Promise<T & { app: App }>;
  close(): Promise<void>;
}

export function lazyFirebaseApp<T>(options: AppOptions, purpose: string, build: (app: App) => Promise<T>): LazyFirebaseApp<T> {
  const client = import('firebase-admin/app').then(async ({ initializeApp }) => {
    const app = initializeApp(options, `fireworks-${purpose}-${randomUUID()}`);
    return { ...(await build(app)), app };
  });
  client.catch(() => {});
  return {
    client,
    async close() {
      const { app } = await client;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp(app);
    },
  };
}
