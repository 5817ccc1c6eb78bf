/**
 * Test helpers for the admin screens: a fake `fetch` that answers by method and path (so the real
 * shared-ui API client runs), and a render with the providers the shell gives every screen.
 */
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status?: number; body?: unknown } | undefined;

/** Installs a fetch whose answers come from `handler`; unhandled calls answer 404. Returns the calls made. */
export function fakeApi(handler: Handler): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { error: `no fake for ${call.method} ${call.path}` } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)) } as Response;
  }) as typeof fetch;
  return calls;
}

/** A fetch that never reaches a server (offline, CORS refusal). */
export function offlineApi(): void {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

export function renderScreen(screen: ReactElement) {
  return render(
    <SnackbarProvider>
      <MemoryRouter>{screen}</MemoryRouter>
    </SnackbarProvider>,
  );
}
