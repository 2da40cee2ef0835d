import { Redis } from 'ioredis';
import pg from 'pg';

// Messages between the server processes: a logout revokes its token in every
// process's session cache at once. Redis pub/sub when REDIS_URL is set;
// PostgreSQL LISTEN/NOTIFY when several processes share PostgreSQL without
// Redis; in-process when there is only one process.

export type Bus = {
  publish(channel: string, message: string): Promise<void>;
  /** Handlers run for messages from every process, this one included. */
  subscribe(channel: string, handler: (message: string) => void): void;
  close(): Promise<void>;
};

type Handlers = Map<string, Set<(message: string) => void>>;

function deliver(handlers: Handlers, channel: string, message: string) {
  for (const h of handlers.get(channel) ?? []) h(message);
}

function addHandler(handlers: Handlers, channel: string, handler: (m: string) => void) {
  const set = handlers.get(channel) ?? new Set();
  set.add(handler);
  handlers.set(channel, set);
  return set.size === 1;
}

/** PostgreSQL's LISTEN takes a bare identifier; every bus checks it, so tests catch a bad name. */
function checkChannel(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
}

/** NOTIFY refuses payloads of 8,000 bytes or more; every bus refuses them, so tests catch it. */
export const BUS_MESSAGE_MAX_BYTES = 7900;
function checkMessage(message: string) {
  if (Buffer.byteLength(message) > BUS_MESSAGE_MAX_BYTES)
    throw new Error(`bus message of ${Buffer.byteLength(message)} bytes is too long`);
}

export function memoryBus(): Bus {
  const handlers: Handlers = new Map();
  return {
    async publish(channel, message) {
      checkMessage(message);
      deliver(handlers, channel, message);
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      addHandler(handlers, channel, handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

export function redisBus(url: string, prefix = 'shop:'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const handlers: Handlers = new Map();
  sub.on('message', (channel: string, message: string) =>
    deliver(handlers, channel.slice(prefix.length), message),
  );
  return {
    async publish(channel, message) {
      checkMessage(message);
      await pub.publish(prefix + channel, message);
    },
    subscribe(channel, handler) {
      if (addHandler(handlers, channel, handler)) void sub.subscribe(prefix + channel);
    },
    async close() {
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

/** LISTEN/NOTIFY on one dedicated connection; channel names are plain identifiers. */
export function postgresBus(databaseUrl: string): Bus {
  const client = new pg.Client({ connectionString: databaseUrl });
  const handlers: Handlers = new Map();
  const ready = client.connect();
  client.on('notification', (n) => deliver(handlers, n.channel, n.payload ?? ''));
  // A dropped connection must not crash the process; revocations then wait for the TTL.
  client.on('error', (err) => console.warn(`postgres bus: ${err.message}`));
  // One query at a time on the connection (pg deprecates overlapping ones).
  let last: Promise<unknown> = ready;
  const run = (text: string, values?: string[]) => {
    const next = last.then(() => client.query(text, values));
    last = next.catch(() => {});
    return next;
  };
  return {
    async publish(channel, message) {
      checkMessage(message);
      await run('SELECT pg_notify($1, $2)', [channel, message]);
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      if (addHandler(handlers, channel, handler))
        run(`LISTEN ${channel}`).catch((err) => console.warn(`postgres bus: ${err.message}`));
    },
    async close() {
      await client.end();
    },
  };
}
