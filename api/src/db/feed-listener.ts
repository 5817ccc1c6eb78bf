/**
 * The PostgreSQL connection that LISTENs to the change feed, and proves it is alive
 * (docs/decisions/change-feed-liveness.md). A NAT, load balancer or firewall that drops an idle
 * connection without a reset leaves a listener that hears nothing and errs on nothing: its
 * process would keep revoked sessions and hidden items in its caches for ever. So every
 * HEARTBEAT_INTERVAL_MS the connection sends a notification to a channel of its own and must hear
 * it back within HEARTBEAT_TIMEOUT_MS; when it does not (or the connection errs, ends, or does not
 * start in time), the feed is declared down (`onState(false)`: every cache is cleared and reads go
 * to the database), the connection is dropped and a new one is made. TCP keepalive is on too, so
 * the operating system also ends a connection whose peer is gone.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** The change feed's channel (migrations 0003 and 0007 notify on it after each commit). */
export const CHANGE_CHANNEL = 'fireworks_changes';

/** How often the listener sends itself a heartbeat. */
const HEARTBEAT_INTERVAL_MS = 1000;
/** How long a heartbeat may take to come back before the connection is taken for dead. */
const HEARTBEAT_TIMEOUT_MS = 2000;
/** How long connecting and LISTEN may take. */
const STARTUP_TIMEOUT_MS = 3000;
/** The pause before connecting again after a loss. */
const RETRY_MS = 250;
/** How long a closing listener waits for the server's goodbye. */
const CLOSE_GRACE_MS = 500;
/** TCP keepalive's first probe after this much silence. */
const KEEPALIVE_DELAY_MS = 10_000;

interface FeedListener {
  /** Settles once the first connection listens (or has failed and is being retried). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** One listening connection: its heartbeat, and `lost` once, when it is no longer to be trusted. */
function openConnection(
  databaseUrl: string,
  onNotify: (payload: string) => void,
  onLive: () => void,
  onLost: () => void,
): { ready: Promise<void>; close: () => Promise<void> } {
  // A channel no other connection listens to: the heartbeat bothers no other process.
  const echoChannel = `fireworks_echo_${randomUUID().replaceAll('-', '')}`;
  // Our own socket (pg's `stream` option), so a silent connection can be cut at once: pg's end()
  // waits for the server's goodbye, which never comes through a connection that forwards nothing.
  let socket: net.Socket | null = null;
  const client = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    stream: () => {
      socket = new net.Socket();
      return socket;
    },
  });
  let lost = false;
  let beats = 0;
  let awaited: string | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const lose = () => {
    if (lost) return;
    lost = true;
    clearTimers();
    socket?.destroy();
    onLost();
  };
  const beat = () => {
    const token = String(++beats);
    awaited = token;
    const deadline = later(lose, HEARTBEAT_TIMEOUT_MS);
    client.query('select pg_notify($1, $2)', [echoChannel, token]).catch(lose);
    // The next beat once this one is back (the deadline above is cleared then).
    deadline.unref();
  };
  client.on('error', lose);
  client.on('end', lose);
  client.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) onNotify(message.payload);
    else if (message.channel === echoChannel && message.payload === awaited) {
      awaited = null;
      clearTimers();
      later(beat, HEARTBEAT_INTERVAL_MS).unref();
    }
  });
  const ready = (async () => {
    const startup = later(lose, STARTUP_TIMEOUT_MS);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${echoChannel}`);
    } catch {
      lose();
    }
    clearTimeout(startup);
    timers.delete(startup);
    if (lost) return;
    onLive();
    later(beat, HEARTBEAT_INTERVAL_MS).unref();
  })();
  return {
    ready,
    close: async () => {
      lost = true;
      clearTimers();
      // A goodbye to the server, given a moment; then the socket is closed whatever happened.
      await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS))]);
      socket?.destroy();
    },
  };
}

/** Listens on the change feed for as long as it runs, reconnecting after every loss. */
export function listenPostgres(databaseUrl: string, onNotify: (payload: string) => void, onState: (live: boolean) => void): FeedListener {
  let stopped = false;
  let current: ReturnType<typeof openConnection> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    current = openConnection(
      databaseUrl,
      onNotify,
      () => {
        if (!stopped) onState(true);
      },
      () => {
        onState(false);
        if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
      },
    );
    return current.ready;
  };
  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      onState(false);
      await current?.close();
    },
  };
}
