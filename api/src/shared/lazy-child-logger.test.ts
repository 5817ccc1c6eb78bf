import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyChildLoggerFactory } from './lazy-child-logger';

/** A server whose log lines are collected, with the shop's child logger factory. */
async function serverLogging(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/logs', async (request) => {
    request.log.warn({ detail: 1 }, 'careful');
    request.log.debug('not written at warn');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazy per-request child logger', () => {
  it('writes errors and warnings with the request id, as pino children did', async () => {
    const { app, lines } = await serverLogging('warn');
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect((await app.inject('/logs')).statusCode).toBe(200);
    await app.close();
    const error = lines.find((l) => l.msg === 'boom' || (l.err as { message?: string })?.message === 'boom');
    expect(error).toMatchObject({ level: 50, reqId: expect.any(String) });
    const warning = lines.find((l) => l.msg === 'careful');
    expect(warning).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
    expect(lines.some((l) => l.msg === 'not written at warn')).toBe(false);
  });

  it('keeps request logging at info (incoming request, request completed)', async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject('/quiet');
    await app.close();
    const ids = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').map((l) => l.reqId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});
