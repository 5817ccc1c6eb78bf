/**
 * GET /api/health tells the truth when PostgreSQL goes silent (a network that drops its packets, a
 * host that is gone: no reset, no error, the connections stay open): within a few seconds it
 * answers 503, and 200 again once the database answers. Always on PostgreSQL (PGlite lives in the
 * process), in the PostgreSQL run.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createPgDatabase, testConfig } from './helper';

jest.setTimeout(60_000);

/** How soon the check must say the database is gone. */
const PATIENCE_MS = 5000;

/**
 * A TCP proxy to PostgreSQL that, while silenced, holds everything either way (as TCP does across a
 * network that stopped carrying packets) and closes nothing; resumed, it delivers what it held.
 */
async function silencingProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let silent = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('error', () => {});
      from.on('close', () => to.destroy());
      from.on('data', (chunk: Buffer) => {
        if (silent) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: proxied.toString(),
    silence() {
      silent = true;
    },
    resume() {
      silent = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The health check's status, or null when it has not answered within `ms`. */
async function healthWithin(app: FastifyInstance, ms: number): Promise<number | null> {
  const answer = app.inject({ method: 'GET', url: '/api/health' }).then((response) => response.statusCode);
  return Promise.race([answer, sleep(ms).then(() => null)]);
}

it('answers 503 within seconds when the database goes silent, and 200 once it answers again', async () => {
  const database = await createPgDatabase({ migrated: true });
  const proxy = await silencingProxy(database.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-health-'));
  const app = await buildApp({ config: testConfig(dataDir, { DATABASE_URL: proxy.url }), logger: false, serveFrontends: false });
  try {
    await app.ready();
    expect(await healthWithin(app, PATIENCE_MS)).toBe(200);

    proxy.silence();
    // Past the second for which the last answer stands.
    await sleep(1100);
    expect(await healthWithin(app, PATIENCE_MS)).toBe(503);
    // Said in the caller's language, as every refusal is (the answer stands for a second).
    const spanish = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'es' } });
    expect(spanish.json()).toEqual({
      status: 'unavailable',
      error: 'La base de datos de la tienda no responde. Inténtelo de nuevo en un momento.',
    });

    proxy.resume();
    let status: number | null = null;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      await sleep(200);
      status = await healthWithin(app, PATIENCE_MS);
    }
    expect(status).toBe(200);
  } finally {
    proxy.resume();
    await app.close();
    await proxy.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
