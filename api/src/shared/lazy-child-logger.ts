/**
 * Fastify makes a pino child logger for every request (an object, its bindings serialised to a
 * string): ~2% of a cached read that logs nothing. This child is made only when the request logs
 * something at an enabled level (an error, say), with the same bindings (reqId) and options, so
 * what is logged does not change.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** pino's loggers have it; Fastify's type does not name it. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

export class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The real pino child, made on first use. */
  private get real(): Logger {
    if (this.made === undefined) this.made = this.parent.child(this.childBindings, this.options) as Logger;
    return this.made;
  }

  private log(level: Level, args: LogArgs) {
    // Below the level nothing is written: no child needed for that.
    if (!this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return this.made ? this.made.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }
  fatal(...args: LogArgs) {
    this.log('fatal', args);
  }
  error(...args: LogArgs) {
    this.log('error', args);
  }
  warn(...args: LogArgs) {
    this.log('warn', args);
  }
  info(...args: LogArgs) {
    this.log('info', args);
  }
  debug(...args: LogArgs) {
    this.log('debug', args);
  }
  trace(...args: LogArgs) {
    this.log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
  bindings(): Bindings {
    return (this.real as unknown as { bindings(): Bindings }).bindings();
  }
}

/**
 * Fastify's childLoggerFactory: lazy when the request inherits the server's level (a route with
 * its own level or serializers gets pino's child at once, as before).
 */
export function lazyChildLoggerFactory(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  const parent = logger as Logger;
  if (options.level !== undefined || options.serializers !== undefined || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
