import { api } from './client';
import { dropEarly, takeEarly } from './early';

function plant(token: string | null, at = Date.now()) {
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  window.__fwEarly = {
    at,
    token,
    responses: {
      [`GET ${new URL('/api/season', window.location.href).href}`]: answer({ season: 'early' }),
      [`GET ${new URL('/mf/storefront/mf-manifest.json', window.location.href).href}`]: answer({ remoteEntry: 'remoteEntry.js' }),
    },
  };
}

const fetchMock = jest.fn(async () => new Response(JSON.stringify({ season: 'fetched' }), { status: 200 }));
beforeEach(() => {
  localStorage.setItem('token', 'abc');
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  dropEarly();
  localStorage.clear();
});

describe('answers the page started early', () => {
  it('are adopted once, by method and URL, with the same token', async () => {
    plant('abc');
    await expect(api('GET /api/season')).resolves.toEqual({ season: 'early' });
    await expect(api('GET /api/season')).resolves.toEqual({ season: 'fetched' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The manifest is fetched without a session: any token will do.
    expect(takeEarly('GET', '/mf/storefront/mf-manifest.json')).not.toBeNull();
  });

  it('are not adopted for another session, or late', async () => {
    plant('someone-else');
    await expect(api('GET /api/season')).resolves.toEqual({ season: 'fetched' });
    plant('abc', Date.now() - 60_000);
    await expect(api('GET /api/season')).resolves.toEqual({ season: 'fetched' });
  });

  it('are dropped by the first request that may change data', async () => {
    plant('abc');
    await api('POST /api/update-cart', { body: { cartItems: [] } });
    await expect(api('GET /api/season')).resolves.toEqual({ season: 'fetched' });
    expect(window.__fwEarly).toBeUndefined();
  });
});
