// A TCP server speaking the MongoDB wire protocol over the engine, in memory or on a data directory.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CommandRunner } from './commands';
import { Engine, WriteSet } from './engine';
import { loadDataDir, memoryStore, openFileStore, type DurableStore } from './storage';
import { encodeReply, frameLength, parseMessage, type Request } from './wire';

export interface MongoLiteOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Data directory; without it everything stays in memory. */
  dbPath?: string;
  /** Journal size that triggers compaction (bytes). */
  compactBytes?: number;
}

export interface MongoLite {
  /** A connection string for the driver or mongoose. */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const TTL_SWEEP_MS = 60_000;

export async function startMongoLite(options: MongoLiteOptions = {}): Promise<MongoLite> {
  const engine = new Engine();
  let store: DurableStore = memoryStore;
  if (options.dbPath) {
    for (const record of loadDataDir(options.dbPath)) record.forEach((change) => engine.apply(change));
    store = await openFileStore({
      dir: options.dbPath,
      compactBytes: options.compactBytes,
      snapshot: () => (engine.transactions.size ? null : engine.dump()),
    });
  }
  const runner = new CommandRunner(engine, store);
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const connectionId = ++connections;
    let pending = Buffer.alloc(0);
    let work = Promise.resolve();
    socket.on('data', (chunk) => {
      if (socket.destroyed) return;
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= 4) {
        let request: Request;
        try {
          const length = frameLength(pending);
          if (pending.length < length) break;
          request = parseMessage(pending.subarray(0, length));
          pending = pending.subarray(length);
        } catch {
          // A malformed frame ends this connection only; there is no way to find the next frame in the stream.
          pending = Buffer.alloc(0);
          socket.destroy();
          return;
        }
        // Replies on one connection go out in request order.
        work = work.then(async () => {
          const me = `${socket.localAddress?.replace(/^::ffff:/, '')}:${(socket.address() as AddressInfo).port}`;
          const reply = await runner.run(request.body, request.db, { me, connectionId });
          if (!request.noReply && !socket.destroyed) socket.write(encodeReply(request, reply));
        }).catch(() => void socket.destroy());
      }
    });
  });

  const ttl = setInterval(() => void sweepExpired(engine, store), TTL_SWEEP_MS);
  ttl.unref();

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;

  return {
    // directConnection: the driver talks to this one node as a replica-set primary (sessions, transactions).
    uri: `mongodb://${host}:${port}/?directConnection=true`,
    port,
    async stop() {
      clearInterval(ttl);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.forEach((s) => s.destroy());
      });
      await store.close(() => engine.dump());
    },
  };
}

/** Removes documents past their TTL index's expireAfterSeconds, as MongoDB's TTL monitor does. */
async function sweepExpired(engine: Engine, store: DurableStore): Promise<void> {
  const writes = new WriteSet();
  const now = Date.now();
  for (const collections of engine.databases.values()) {
    for (const coll of collections.values()) {
      for (const spec of coll.indexSpecs()) {
        if (spec.expireAfterSeconds === undefined) continue;
        const field = Object.keys(spec.key)[0];
        for (const doc of [...coll.docs.values()]) {
          const at = doc[field];
          if (at instanceof Date && at.getTime() + spec.expireAfterSeconds * 1000 <= now) engine.remove(coll, doc, writes);
        }
      }
    }
  }
  await store.append(writes.changes);
}
