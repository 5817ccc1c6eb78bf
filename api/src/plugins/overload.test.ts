/**
 * The overload backstop (./overload.ts): while the event loop lags behind, new requests get 503 with
 * Retry-After and a sentence in the caller's language. The lag is real: the test blocks the loop.
 */
import { buildTestApp, type TestApp } from '../../test/helper';
import { RETRY_AFTER_SECONDS } from './overload';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;
beforeAll(async () => {
  // Any lag at all counts, so one blocked second is sure to.
  t = await buildTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '1', METRICS_TOKEN } });
});
afterAll(() => t.close());

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy: no timer can run meanwhile.
  }
}

/** Blocks the loop, then asks until the once-a-second sample has seen the lag (each answer on its own lag). */
async function askWhileLagging(url: string, headers: Record<string, string> = {}) {
  blockEventLoop(1500);
  let answer = await t.app.inject({ method: 'GET', url, headers });
  for (let attempt = 0; attempt < 60 && answer.statusCode !== 503; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await t.app.inject({ method: 'GET', url, headers });
  }
  return answer;
}

it("answers 503 with Retry-After and a sentence in the caller's language while the event loop lags", async () => {
  const season = await askWhileLagging('/api/season');
  expect(season.statusCode).toBe(503);
  expect(season.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(season.json()).toEqual({ error: 'The shop is very busy right now. Please try again in a few seconds.' });
  const spanish = await askWhileLagging('/api/season', { 'accept-language': 'es' });
  expect(spanish.statusCode).toBe(503);
  expect(spanish.json()).toEqual({ error: 'La tienda está muy ocupada en este momento. Inténtelo de nuevo en unos segundos.' });
});

it('answers the health check 503 in its own shape, so a load balancer rests this process', async () => {
  const health = await askWhileLagging('/api/health');
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(health.json()).toEqual({ status: 'unavailable', error: 'The shop is very busy right now. Please try again in a few seconds.' });
});

it('still answers the metrics scrape, so Prometheus sees the overload it is there to show', async () => {
  expect((await askWhileLagging('/api/season')).statusCode).toBe(503);
  const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  // Still refusing the others: the scrape was answered under pressure.
  expect((await t.app.inject({ method: 'GET', url: '/api/season' })).statusCode).toBe(503);
  expect(scrape.statusCode).toBe(200);
  expect(scrape.body).toMatch(/^shop_http_request_duration_seconds_count\{method="GET",route="\/api\/season",status="503"\} [1-9]/m);
});

it('is off unless MAX_EVENT_LOOP_DELAY_MS is set', async () => {
  const off = await buildTestApp();
  try {
    expect(off.app.hasDecorator('isUnderPressure')).toBe(false);
  } finally {
    await off.close();
  }
});
