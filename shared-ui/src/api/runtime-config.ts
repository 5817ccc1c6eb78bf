import type { RuntimeConfig } from '@fireworks/core/contract';
import { api } from './client';

let pending: Promise<RuntimeConfig> | null = null;

/**
 * The runtime configuration document (/api/config), read once per page: the shell reads it at
 * start-up and every screen that needs a public setting (contact details, PayPal) reuses the
 * answer. A failed read is forgotten, so the next call tries again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= api('GET /api/config', { auth: false }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests: forget the cached document. */
export function resetRuntimeConfig(): void {
  pending = null;
}
