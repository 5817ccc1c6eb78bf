/**
 * Whole files written by one worker thread, each appearing at once under its name (written to a
 * hidden temporary name, then renamed): the dev outbox's messages (outbox.ts).
 *
 * Why a worker (issue 13): fs/promises writes such a file in four hand-offs to libuv's file
 * threads (open, write, close, rename), each waking a pool thread and then the event loop, and an
 * order sends two e-mails. On the 2-core bench machine (PostgreSQL orders, four alternated pairs)
 * the worker took the server's CPU per order from 1.06–1.66 ms to 0.99–1.17 ms and the shop from
 * 0.42–0.49× to 0.50–0.58× the raw driver's rate. The same synchronous calls made on the event
 * loop cost about as little but stalled every request now and then (a crowd's worst case 85–96 →
 * 246–251 ms); here they stall only the worker. One message each way per file, fewer wake-ups when
 * they queue (a port delivers all that waits at once).
 */
import { Worker } from 'node:worker_threads';

/** The worker: writes `text` to `file` (making its directory when missing) and answers `{ id, error? }`. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
function writeWhole(file, text) {
  const temporary = path.join(path.dirname(file), '.' + path.basename(file) + '.tmp');
  try {
    fs.writeFileSync(temporary, text);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, text);
  }
  fs.renameSync(temporary, file);
}
parentPort.on('message', ({ id, file, text }) => {
  try {
    writeWhole(file, text);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

interface Answer {
  id: number;
  error?: { message: string; code?: string };
}

export class FileWriter {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  /** Resolves once `file` holds `text` (rejects with the file system's error, its `code` kept). */
  write(file: string, text: string): Promise<void> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // The worker keeps the process alive only while a write waits for it.
    if (this.waiting.size === 0) worker.ref();
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, file, text });
    });
  }

  /** Stops the worker (writes still waiting fail); the next write starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    this.failAll(new Error('The file writer was closed.'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(worker, answer));
    // A worker that fails or stops on its own fails what waits for it (not one closed on purpose).
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The file writer stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }

  private answered(worker: Worker, { id, error }: Answer): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (this.waiting.size === 0) worker.unref();
    if (error) waiting.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
    else waiting.resolve();
  }

  private failAll(error: Error): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) reject(error);
  }
}
