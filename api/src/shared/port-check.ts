/**
 * The port is checked before anything is created (issue 14): a start on a taken port must fail at
 * once with a clear message, before it opens the database, creates the admin or seeds. The port is
 * held by a placeholder listener while the app is built and handed over just before it listens.
 */
import net from 'node:net';

export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use by another program. Nothing was started or created. ` +
        'Stop that program, or start the shop on another port (PORT=3001 pnpm start).',
    );
    this.name = 'PortBusyError';
  }
}

/** Holds the port (PortBusyError when it is taken); `release()` frees it for the real server. */
export function reservePort(port: number, host: string): Promise<{ release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const placeholder = net.createServer((socket) => socket.destroy());
    placeholder.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortBusyError(port, host) : error);
    });
    placeholder.listen({ port, host, exclusive: true }, () => {
      resolve({ release: () => new Promise<void>((done) => placeholder.close(() => done())) });
    });
  });
}
