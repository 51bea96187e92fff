// Durability: an append-only journal of change records, fsync'd before a write is acknowledged, compacted into
// a snapshot written atomically (temp file, fsync, rename). Both files hold the same framed records:
//   [uint32 payload length][uint32 crc32(payload)][payload: one or more BSON change documents]
// A record that is short or fails its checksum is a torn tail from a crash: it is dropped and the file cut there.
import { deserialize, serialize, type Document } from 'bson';
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

export type Change =
  | { op: 'create'; db: string; c: string; view?: Document }
  | { op: 'drop'; db: string; c: string }
  | { op: 'dropDb'; db: string }
  | { op: 'index'; db: string; c: string; spec: Document }
  | { op: 'dropIndex'; db: string; c: string; name: string }
  | { op: 'put'; db: string; c: string; doc: Document }
  | { op: 'del'; db: string; c: string; id: unknown };

const HEADER = 8;
const DESERIALIZE = { promoteLongs: true, promoteValues: true } as const;

export function encodeRecord(changes: Change[]): Buffer {
  const payload = Buffer.concat(changes.map((c) => serialize(c)));
  const header = Buffer.alloc(HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

/** Decodes whole records; `validLength` ends at the last intact one. */
export function decodeRecords(file: Buffer): { records: Change[][]; validLength: number } {
  const records: Change[][] = [];
  let pos = 0;
  while (pos + HEADER <= file.length) {
    const length = file.readUInt32LE(pos);
    const end = pos + HEADER + length;
    if (end > file.length) break;
    const payload = file.subarray(pos + HEADER, end);
    if (crc32(payload) !== file.readUInt32LE(pos + 4)) break;
    const changes: Change[] = [];
    for (let at = 0; at < payload.length; ) {
      const size = payload.readInt32LE(at);
      changes.push(deserialize(payload.subarray(at, at + size), DESERIALIZE) as Change);
      at += size;
    }
    records.push(changes);
    pos = end;
  }
  return { records, validLength: pos };
}

export interface DurableStore {
  /** Resolves once the changes are on disk (one fsync serves every change queued meanwhile). */
  append(changes: Change[]): Promise<void>;
  close(finalState: () => Change[][]): Promise<void>;
}

/** In-memory mode: nothing to write. */
export const memoryStore: DurableStore = {
  append: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

export interface FileStoreOptions {
  dir: string;
  /** Journal size that triggers compaction into a snapshot. */
  compactBytes?: number;
  /** The whole current state as change records, and whether it may be taken now (no open transaction). */
  snapshot: () => Change[][] | null;
}

/** Reads what a data directory holds, repairing a torn journal tail, and returns the records to replay. */
export function loadDataDir(dir: string): Change[][] {
  mkdirSync(dir, { recursive: true });
  const replay: Change[][] = [];
  for (const name of ['snapshot.bson', 'journal.bson']) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    const file = readFileSync(path);
    const { records, validLength } = decodeRecords(file);
    replay.push(...records);
    if (validLength < file.length) {
      const fd = openSync(path, 'r+');
      try {
        ftruncateSync(fd, validLength);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      console.warn(`mongo-lite: dropped a torn record at the end of ${path} (${file.length - validLength} bytes)`);
    }
  }
  return replay;
}

export async function openFileStore(options: FileStoreOptions): Promise<DurableStore> {
  const journalPath = join(options.dir, 'journal.bson');
  const compactBytes = options.compactBytes ?? 64 * 1024 * 1024;
  const journal: FileHandle = await open(journalPath, 'a');
  let journalSize = (await journal.stat()).size;
  let queue: { record: Buffer; done: () => void; failed: (e: unknown) => void }[] = [];
  let flushing: Promise<void> | null = null;

  function writeSnapshot(records: Change[][]): void {
    const tmp = join(options.dir, 'snapshot.bson.tmp');
    const fd = openSync(tmp, 'w');
    try {
      for (const record of records) writeSync(fd, encodeRecord(record));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, join(options.dir, 'snapshot.bson'));
    const dirFd = openSync(options.dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  }

  async function compact(): Promise<void> {
    const records = options.snapshot();
    if (!records) return; // a transaction is open: its uncommitted writes must not reach the snapshot
    writeSnapshot(records);
    await journal.truncate(0);
    await journal.sync();
    journalSize = 0;
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const data = Buffer.concat(batch.map((b) => b.record));
        await journal.write(data);
        await journal.datasync();
        journalSize += data.length;
        batch.forEach((b) => b.done());
      } catch (error) {
        batch.forEach((b) => b.failed(error));
      }
      if (journalSize > compactBytes) await compact();
    }
    flushing = null;
  }

  return {
    append(changes) {
      if (changes.length === 0) return Promise.resolve();
      return new Promise((done, failed) => {
        queue.push({ record: encodeRecord(changes), done, failed });
        flushing ??= Promise.resolve().then(flush);
      });
    },
    async close(finalState) {
      while (flushing) await flushing;
      writeSnapshot(finalState());
      await journal.truncate(0);
      await journal.sync();
      await journal.close();
    },
  };
}
