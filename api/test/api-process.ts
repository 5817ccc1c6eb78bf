/**
 * Real API processes for the multi-process tests (two processes, scale-out, first starts): the
 * server started from source as its own process, a free port for it, and waiting for its health.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '..');

/** A port nothing listens on now (the OS picks it; released before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `node --import tsx src/server.ts` with exactly this environment (the caller decides what it inherits). */
export function spawnApi(env: NodeJS.ProcessEnv, stdio: StdioOptions = ['ignore', 'ignore', 'inherit']): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio });
}

/** Waits until `url` answers 2xx; throws when the process exits first or after about two minutes. */
export async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let tries = 0; tries < 1200; tries++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}
