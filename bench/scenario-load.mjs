/** The load section: every scenario of scenarios/index.mjs on both databases, each beside bare Fastify. */
import { compareWithBaseline } from './lib/load.mjs';
import { startFreshShop } from './lib/server.mjs';
import { SCENARIOS } from './scenarios/index.mjs';

const DATABASES = ['pglite', 'postgres'];

/** Every scenario on a fresh shop per database, each beside the bare Fastify route serving its answer. */
export async function scenarioLoad() {
  const load = {};
  for (const database of DATABASES) {
    const shop = await startFreshShop(database);
    try {
      for (const scenario of SCENARIOS) {
        const { path: requestPath, ...request } = await scenario.prepare(shop);
        load[scenario.name] = {
          ...load[scenario.name],
          [database]: await compareWithBaseline({ ...request, url: `${shop.url}${requestPath}`, serverPid: shop.pid }),
        };
      }
    } finally {
      await shop.close();
    }
  }
  return load;
}

/** Server CPU per request, shop and bare Fastify (µs): the measure least moved by a busy machine. */
export const cpuPerRequest = (shop, baseline) => `${shop.cpuUsPerRequest} µs/req (bare ${baseline.cpuUsPerRequest})`;

export function scenarioRows(load) {
  const rows = {};
  for (const scenario of SCENARIOS) {
    for (const database of DATABASES) {
      const { shop, baseline, ratio, rounds } = load[scenario.name][database];
      rows[`${scenario.label} on ${database}, 50 connections`] = {
        value: `${shop.requestsPerSecond} req/s = ${ratio} × bare Fastify (${baseline.requestsPerSecond} req/s; medians of ${rounds} interleaved rounds); p50 ${shop.p50Ms} ms, p99 ${shop.p99Ms} ms; CPU ${cpuPerRequest(shop, baseline)}`,
      };
    }
  }
  return rows;
}
