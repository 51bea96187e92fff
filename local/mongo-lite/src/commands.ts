// The command set the driver and mongoose use, with reply shapes as MongoDB 7 sends them.
import { Long, ObjectId, calculateObjectSize, deserialize, serialize, type Document } from 'bson';
import { Aggregator, ProcessingMode, Query, update as applyModifier } from 'mingo';
import { isOperatorObject, type Collection, type IndexSpec } from './collection';
import { Engine, WriteSet, type Transaction } from './engine';
import { MongoLiteError, badValue, failedToParse, notOnView, notSupported } from './errors';
import { readPath, valueKey } from './keys';
import type { DurableStore } from './storage';

export interface ServerInfo {
  /** host:port as the client reached it */
  me: string;
  connectionId: number;
}

type Handler = (cmd: Document, db: string, ctx: CommandContext) => Document | Promise<Document>;

interface CommandContext {
  info: ServerInfo;
  writes: WriteSet;
  txn?: Transaction;
}

const MAX_BATCH_BYTES = 8 * 1024 * 1024;
const DEFAULT_BATCH = 101;
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');
const UNSUPPORTED_QUERY_OPERATORS = ['$text', '$where', '$near', '$nearSphere', '$geoWithin', '$geoIntersects'];
interface OpenCursor {
  ns: string;
  docs: Document[];
}

export class CommandRunner {
  private readonly cursors = new Map<number, OpenCursor>();
  private nextCursorId = 1;
  private readonly handlers: Record<string, Handler>;

  constructor(
    private readonly engine: Engine,
    private readonly store: DurableStore,
  ) {
    const hello: Handler = (cmd, _db, { info }) => this.hello(cmd, info);
    this.handlers = {
      hello,
      ismaster: hello,
      ping: () => ({}),
      buildinfo: () => ({ version: '7.0.0', versionArray: [7, 0, 0, 0], bits: 64, maxBsonObjectSize: 16777216 }),
      getparameter: () => ({ featureCompatibilityVersion: { version: '7.0' } }),
      endsessions: (cmd) => this.endSessions(cmd.endSessions ?? []),
      listdatabases: () => this.listDatabases(),
      listcollections: (cmd, db) => this.listCollections(cmd, db),
      create: (cmd, db, ctx) => this.create(cmd, db, ctx),
      drop: (cmd, db, ctx) => this.drop(cmd, db, ctx),
      dropdatabase: (_cmd, db, ctx) => (this.engine.dropDatabase(db, ctx.writes), { dropped: db }),
      createindexes: (cmd, db, ctx) => this.createIndexes(cmd, db, ctx),
      listindexes: (cmd, db) => this.listIndexes(cmd, db),
      dropindexes: (cmd, db, ctx) => this.dropIndexes(cmd, db, ctx),
      insert: (cmd, db, ctx) => this.insert(cmd, db, ctx),
      find: (cmd, db) => this.find(cmd, db),
      getmore: (cmd) => this.getMore(cmd),
      killcursors: (cmd) => this.killCursors(cmd),
      update: (cmd, db, ctx) => this.update(cmd, db, ctx),
      delete: (cmd, db, ctx) => this.delete(cmd, db, ctx),
      findandmodify: (cmd, db, ctx) => this.findAndModify(cmd, db, ctx),
      count: (cmd, db) => this.count(cmd, db),
      distinct: (cmd, db) => this.distinct(cmd, db),
      aggregate: (cmd, db, ctx) => this.aggregate(cmd, db, ctx),
      explain: (cmd, db, { info }) => this.explain(cmd, db, info),
      committransaction: (cmd) => this.commitTransaction(cmd),
      aborttransaction: (cmd) => this.abortTransaction(cmd),
    };
  }

  /** Runs one command and always answers with a reply document carrying `ok`. */
  async run(cmd: Document, db: string, info: ServerInfo): Promise<Document> {
    const name = Object.keys(cmd)[0] ?? '';
    const handler = this.handlers[name.toLowerCase()];
    if (!handler) return new MongoLiteError(59, 'CommandNotFound', `no such command: '${name}'`).toReply();
    try {
      const txn = this.transactionFor(cmd);
      const writes = new WriteSet(txn?.undo);
      let reply: Document;
      try {
        reply = await handler(cmd, db, { info, writes, txn });
      } catch (error) {
        // A command that fails as a whole changes nothing: memory goes back to what the journal holds.
        // (Inside a transaction its changes stay with the transaction, which commit or abort settles.)
        if (txn) txn.changes.push(...writes.changes);
        else for (const undo of writes.undo.reverse()) undo();
        throw error;
      }
      if (txn) txn.changes.push(...writes.changes);
      else await this.store.append(writes.changes);
      return { ...reply, ok: 1 };
    } catch (error) {
      if (error instanceof MongoLiteError) return error.toReply();
      const message = error instanceof Error ? error.message : String(error);
      return badValue(message).toReply();
    }
  }

  // ---- handshake and server facts ----

  private hello(cmd: Document, info: ServerInfo): Document {
    const legacy = 'ismaster' in cmd || 'isMaster' in cmd;
    return {
      ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
      helloOk: true,
      setName: 'rs0',
      setVersion: 1,
      electionId: ELECTION_ID,
      hosts: [info.me],
      primary: info.me,
      me: info.me,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: info.connectionId,
      minWireVersion: 0,
      maxWireVersion: 21,
      readOnly: false,
    };
  }

  private listDatabases(): Document {
    const databases = [...this.engine.databases.keys()].map((name) => ({ name, sizeOnDisk: 0, empty: false }));
    return { databases, totalSize: 0 };
  }

  // ---- collections and indexes ----

  private listCollections(cmd: Document, db: string): Document {
    const all = [...(this.engine.databases.get(db)?.values() ?? [])].map((c) =>
      c.view
        ? { name: c.name, type: 'view', options: { viewOn: c.view.viewOn, pipeline: c.view.pipeline }, info: { readOnly: true } }
        : { name: c.name, type: 'collection', options: {}, info: { readOnly: false }, idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } },
    );
    const matching = cmd.filter ? new Query(cmd.filter).find(all).all() : all;
    return this.cursorReply(`${db}.$cmd.listCollections`, matching as Document[], cmd.cursor?.batchSize);
  }

  private create(cmd: Document, db: string, { writes }: CommandContext): Document {
    const name = String(cmd.create);
    if (this.engine.collection(db, name)) throw new MongoLiteError(48, 'NamespaceExists', `Collection ${db}.${name} already exists.`);
    if (cmd.viewOn !== undefined) {
      if (typeof cmd.viewOn !== 'string' || !cmd.viewOn) throw badValue("'viewOn' must be a non-empty string");
      const pipeline = (cmd.pipeline ?? []) as Document[];
      if (!Array.isArray(pipeline)) throw badValue("'pipeline' must be an array");
      for (const stage of pipeline) {
        const op = Object.keys(stage)[0];
        if (op === '$out' || op === '$merge') throw new MongoLiteError(40600, 'OptionNotSupportedOnView', `${op} cannot be used in a view definition`);
      }
      this.engine.createView(db, name, { viewOn: cmd.viewOn, pipeline }, writes);
      return {};
    }
    this.engine.ensureCollection(db, name, writes);
    return {};
  }

  private drop(cmd: Document, db: string, { writes }: CommandContext): Document {
    const name = String(cmd.drop);
    const nIndexesWas = this.engine.collection(db, name)?.indexSpecs().length ?? 0;
    this.engine.dropCollection(db, name, writes);
    return { ns: `${db}.${name}`, nIndexesWas };
  }

  private createIndexes(cmd: Document, db: string, { writes }: CommandContext): Document {
    const name = String(cmd.createIndexes);
    const existed = this.engine.collection(db, name);
    const coll = this.engine.ensureCollection(db, name, writes);
    const numIndexesBefore = coll.indexSpecs().length;
    for (const raw of (cmd.indexes ?? []) as Document[]) {
      if (!raw.key || typeof raw.key !== 'object') throw failedToParse('index specification must have a key');
      if (Object.values(raw.key).some((v) => v === 'text' || v === '2dsphere' || v === '2d')) throw notSupported('text and geo indexes');
      const spec: IndexSpec = { key: raw.key, name: raw.name ?? defaultIndexName(raw.key) };
      for (const option of ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds'] as const) {
        if (raw[option] !== undefined) (spec as unknown as Document)[option] = raw[option];
      }
      if (spec.name === '_id_') continue;
      const sameName = coll.indexes.get(spec.name);
      const sameKey = coll.indexSpecs().find((s) => valueKey(s.key) === valueKey(spec.key));
      if (sameName && valueKey(sameName.spec.key) !== valueKey(spec.key))
        throw new MongoLiteError(86, 'IndexKeySpecsConflict', `An existing index has the same name as the requested index: ${spec.name}`);
      if (sameName) continue;
      if (sameKey && sameKey.name !== spec.name)
        throw new MongoLiteError(85, 'IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
      this.engine.addIndex(coll, spec, writes);
    }
    return { createdCollectionAutomatically: !existed, numIndexesBefore, numIndexesAfter: coll.indexSpecs().length };
  }

  private listIndexes(cmd: Document, db: string): Document {
    const name = String(cmd.listIndexes);
    const coll = this.engine.collection(db, name);
    if (!coll) throw new MongoLiteError(26, 'NamespaceNotFound', `ns does not exist: ${db}.${name}`);
    const specs = coll.indexSpecs().map((s) => ({ v: 2, ...s }));
    return this.cursorReply(`${db}.${name}`, specs, cmd.cursor?.batchSize);
  }

  private dropIndexes(cmd: Document, db: string, { writes }: CommandContext): Document {
    const name = String(cmd.dropIndexes);
    const coll = this.engine.collection(db, name);
    if (!coll) throw new MongoLiteError(26, 'NamespaceNotFound', `ns not found ${db}.${name}`);
    const nIndexesWas = coll.indexSpecs().length;
    const targets = cmd.index === '*' ? [...coll.indexes.keys()] : Array.isArray(cmd.index) ? cmd.index : [cmd.index];
    for (const target of targets) {
      const indexName = typeof target === 'string' ? target : coll.indexSpecs().find((s) => valueKey(s.key) === valueKey(target))?.name;
      if (indexName === '_id_') throw new MongoLiteError(72, 'InvalidOptions', 'cannot drop _id index');
      if (!indexName || !coll.indexes.has(indexName))
        throw new MongoLiteError(27, 'IndexNotFound', `index not found with name [${String(indexName ?? JSON.stringify(target))}]`);
      this.engine.dropIndex(coll, indexName, writes);
    }
    return { nIndexesWas };
  }

  // ---- reads ----

  private find(cmd: Document, db: string): Document {
    const name = String(cmd.find);
    if (cmd.collation) throw notSupported('collation');
    let docs = this.match(this.engine.collection(db, name), cmd.filter, { sort: cmd.sort, skip: cmd.skip, limit: Math.abs(cmd.limit ?? 0), projection: cmd.projection, variables: cmd.let });
    const single = cmd.singleBatch === true || (cmd.limit ?? 0) < 0;
    if (single) docs = docs.slice(0, cmd.batchSize ?? docs.length);
    return this.cursorReply(`${db}.${name}`, docs, cmd.batchSize);
  }

  private getMore(cmd: Document): Document {
    const id = Number(cmd.getMore);
    const cursor = this.cursors.get(id);
    if (!cursor) throw new MongoLiteError(43, 'CursorNotFound', `cursor id ${id} not found`);
    const batch = this.takeBatch(cursor.docs, cmd.batchSize);
    if (cursor.docs.length === 0) this.cursors.delete(id);
    return { cursor: { nextBatch: batch, id: Long.fromNumber(cursor.docs.length ? id : 0), ns: cursor.ns } };
  }

  private killCursors(cmd: Document): Document {
    const ids = ((cmd.cursors ?? []) as unknown[]).map(Number);
    const cursorsKilled = ids.filter((id) => this.cursors.delete(id));
    return {
      cursorsKilled: cursorsKilled.map((id) => Long.fromNumber(id)),
      cursorsNotFound: ids.filter((id) => !cursorsKilled.includes(id)).map((id) => Long.fromNumber(id)),
      cursorsAlive: [],
      cursorsUnknown: [],
    };
  }

  private count(cmd: Document, db: string): Document {
    const docs = this.match(this.engine.collection(db, String(cmd.count)), cmd.query, { skip: cmd.skip, limit: cmd.limit });
    return { n: docs.length };
  }

  private distinct(cmd: Document, db: string): Document {
    const docs = this.match(this.engine.collection(db, String(cmd.distinct)), cmd.query);
    const seen = new Map<string, unknown>();
    for (const doc of docs) {
      const value = new Aggregator([{ $project: { v: `$${cmd.key}` } }]).run([doc])[0]?.v;
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && !seen.has(valueKey(v))) seen.set(valueKey(v), v);
    }
    return { values: [...seen.values()] };
  }

  private aggregate(cmd: Document, db: string, { writes }: CommandContext): Document {
    if (typeof cmd.aggregate !== 'string') throw notSupported('database-level aggregation');
    let pipeline = (cmd.pipeline ?? []) as Document[];
    for (const [at, stage] of pipeline.entries()) {
      const op = Object.keys(stage)[0];
      if ((op === '$out' || op === '$merge') && at !== pipeline.length - 1)
        throw new MongoLiteError(40601, 'Location40601', `${op} can only be the final stage in the pipeline`);
      if (op === '$geoNear' || op === '$search') throw notSupported(op);
    }
    // $out and $merge are done here, through the engine, so their writes are indexed, checked and journaled.
    const output = pipeline.at(-1)?.$out !== undefined || pipeline.at(-1)?.$merge !== undefined ? pipeline.at(-1) : undefined;
    if (output) pipeline = pipeline.slice(0, -1);
    const coll = this.engine.collection(db, cmd.aggregate);
    const first = pipeline[0]?.$match as Document | undefined;
    pipeline.forEach((stage) => rejectUnsupportedOperators(stage.$match));
    const input = !coll ? [] : coll.view ? this.viewDocuments(coll) : coll.candidates(first);
    const results = new Aggregator(pipeline, {
      ...(cmd.let ? { variables: cmd.let } : {}),
      processingMode: ProcessingMode.CLONE_INPUT, // stages like $addFields must not touch stored documents
      collectionResolver: this.collectionResolver(db),
    }).run(input) as Document[];
    if (output?.$out !== undefined) return this.out(output.$out, db, results, writes, `${db}.${cmd.aggregate}`);
    if (output) return this.merge(output.$merge, db, results, writes, `${db}.${cmd.aggregate}`, cmd.let);
    return this.cursorReply(`${db}.${cmd.aggregate}`, results, cmd.cursor?.batchSize);
  }

  /** $out: the target's documents become the results, all or nothing (a failure rolls the command back); its indexes stay. */
  private out(target: string | Document, db: string, results: Document[], writes: WriteSet, ns: string): Document {
    const [outDb, name] = typeof target === 'string' ? [db, target] : [String(target.db ?? db), String(target.coll)];
    const coll = this.engine.ensureCollection(outDb, name, writes);
    for (const doc of [...coll.docs.values()]) this.engine.remove(coll, doc, writes);
    for (const doc of results) this.engine.insert(coll, deepCopy(doc), writes);
    return { cursor: { firstBatch: [], id: Long.fromNumber(0), ns } };
  }

  /** $merge into a collection, matching on `on` (default _id), with MongoDB's whenMatched/whenNotMatched choices. */
  private merge(spec: string | Document, db: string, results: Document[], writes: WriteSet, ns: string, outerLet?: Document): Document {
    const options: Document = typeof spec === 'string' ? { into: spec } : spec;
    const into = options.into as string | Document;
    const [outDb, name] = typeof into === 'string' ? [db, into] : [String(into.db ?? db), String(into.coll)];
    const on = ([] as string[]).concat(options.on ?? '_id');
    const whenMatched = options.whenMatched ?? 'merge';
    const whenNotMatched = options.whenNotMatched ?? 'insert';
    const coll = this.engine.ensureCollection(outDb, name, writes);
    const uniqueOn =
      (on.length === 1 && on[0] === '_id') ||
      coll.indexSpecs().some((s) => s.unique && !s.partialFilterExpression && Object.keys(s.key).length === on.length && on.every((f) => f in s.key));
    if (!uniqueOn)
      throw new MongoLiteError(51183, 'Location51183', "Cannot find index to verify that join fields will be unique");
    for (const result of results) {
      const doc = deepCopy(result);
      const filter = Object.fromEntries(on.map((f) => [f, readPath(doc, f) ?? null]));
      const [existing] = new Query(filter).find(coll.candidates(filter)).limit(1).all() as Document[];
      if (!existing) {
        if (whenNotMatched === 'fail')
          throw new MongoLiteError(13113, 'MergeStageNoMatchingDocument', '$merge could not find a matching document in the target collection for at least one document in the source collection');
        if (whenNotMatched === 'insert') this.engine.insert(coll, doc, writes);
        continue;
      }
      let after: Document;
      if (Array.isArray(whenMatched)) {
        const variables = { ...(options.let ?? { new: '$$ROOT' }), ...outerLet };
        const letValues = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, evaluate(v, doc)]));
        [after] = new Aggregator(whenMatched, { processingMode: ProcessingMode.CLONE_INPUT, variables: letValues }).run([existing]) as Document[];
        after._id = existing._id;
      } else if (whenMatched === 'replace') after = { ...doc, _id: existing._id };
      else if (whenMatched === 'keepExisting') continue;
      else if (whenMatched === 'fail') throw coll.duplicateKeyOn(on, existing);
      else after = { ...existing, ...doc, _id: existing._id };
      if (changed(existing, after, false)) this.engine.replace(coll, existing, after, writes);
    }
    return { cursor: { firstBatch: [], id: Long.fromNumber(0), ns } };
  }

  /** explain: the plan the filter of find, count, distinct, aggregate ($match first), update, delete or findAndModify gets. */
  private explain(cmd: Document, db: string, info: ServerInfo): Document {
    const inner = cmd.explain as Document;
    const verb = Object.keys(inner ?? {})[0] ?? '';
    const filters: Record<string, (c: Document) => Document | undefined> = {
      find: (c) => c.filter,
      count: (c) => c.query,
      distinct: (c) => c.query,
      aggregate: (c) => c.pipeline?.[0]?.$match,
      update: (c) => c.updates?.[0]?.q,
      delete: (c) => c.deletes?.[0]?.q,
      findandmodify: (c) => c.query,
    };
    const filterOf = filters[verb.toLowerCase()];
    if (!filterOf) throw notSupported(`explain of ${verb || 'this command'}`);
    const name = String(inner[verb]);
    const filter = filterOf(inner) ?? {};
    const coll = this.engine.collection(db, name);
    const plan = coll && !coll.view ? coll.plan(filter) : undefined;
    let winningPlan: Document;
    if (!coll) winningPlan = { stage: 'EOF' };
    else if (!plan || plan.stage === 'COLLSCAN') winningPlan = { stage: 'COLLSCAN', filter, direction: 'forward' };
    else if (plan.stage === 'IDHACK') winningPlan = { stage: 'IDHACK' };
    else {
      const spec = plan.index!;
      winningPlan = {
        stage: 'FETCH',
        filter,
        inputStage: {
          stage: 'IXSCAN',
          keyPattern: spec.key,
          indexName: spec.name,
          isMultiKey: false,
          isUnique: spec.unique === true,
          isSparse: spec.sparse === true,
          isPartial: spec.partialFilterExpression !== undefined,
          direction: 'forward',
          indexBounds: plan.bounds,
        },
      };
    }
    const reply: Document = {
      explainVersion: '1',
      queryPlanner: { namespace: `${db}.${name}`, indexFilterSet: false, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    };
    if (cmd.verbosity !== 'queryPlanner' && verb === 'find') {
      const started = Date.now();
      const examined = plan ? plan.documents().length : 0;
      const returned = this.match(coll, filter, { sort: inner.sort, skip: inner.skip, limit: Math.abs(inner.limit ?? 0), variables: inner.let }).length;
      reply.executionStats = {
        executionSuccess: true,
        nReturned: returned,
        executionTimeMillis: Date.now() - started,
        totalKeysExamined: plan?.stage === 'COLLSCAN' ? 0 : examined,
        totalDocsExamined: examined,
      };
    }
    const [host, port] = info.me.split(':');
    return { ...reply, command: inner, serverInfo: { host, port: Number(port), version: '7.0.0' } };
  }

  /** Documents matching a filter, using an index where the filter pins one. */
  private match(
    coll: Collection | undefined,
    filter: Document = {},
    { sort, skip, limit, projection, variables }: { sort?: Document; skip?: number; limit?: number; projection?: Document; variables?: Document } = {},
  ): Document[] {
    rejectUnsupportedOperators(filter);
    if (!coll) return [];
    const input = coll.view ? this.viewDocuments(coll) : coll.candidates(filter);
    let cursor = new Query(filter, variables ? { variables } : undefined).find(input, projection && Object.keys(projection).length ? projection : undefined);
    if (sort && Object.keys(sort).length) cursor = cursor.sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (limit) cursor = cursor.limit(limit);
    return cursor.all() as Document[];
  }

  /** $lookup and the like read another collection of the same database. */
  private collectionResolver(db: string): (name: string) => Document[] {
    return (name) => [...(this.engine.collection(db, name)?.docs.values() ?? [])];
  }

  /** A view's documents: its pipeline over its source, itself possibly a view. */
  private viewDocuments(view: Collection, depth = 0): Document[] {
    if (depth > 20) throw badValue(`View depth too deep or view cycle detected; maximum depth is 20`);
    const source = this.engine.collection(view.db, view.view!.viewOn);
    const input = !source ? [] : source.view ? this.viewDocuments(source, depth + 1) : [...source.docs.values()];
    return new Aggregator(view.view!.pipeline, {
      processingMode: ProcessingMode.CLONE_INPUT,
      collectionResolver: this.collectionResolver(view.db),
    }).run(input) as Document[];
  }

  private cursorReply(ns: string, docs: Document[], batchSize?: number): Document {
    const rest = [...docs];
    const firstBatch = this.takeBatch(rest, batchSize ?? DEFAULT_BATCH);
    let id = 0;
    if (rest.length) this.cursors.set((id = this.nextCursorId++), { ns, docs: rest });
    return { cursor: { firstBatch, id: Long.fromNumber(id), ns } };
  }

  /** Removes and returns the next batch, bounded by count and by reply size. */
  private takeBatch(docs: Document[], batchSize?: number): Document[] {
    const limit = batchSize && batchSize > 0 ? batchSize : docs.length;
    let bytes = 0;
    let n = 0;
    while (n < docs.length && n < limit) {
      bytes += calculateObjectSize(docs[n]);
      if (bytes > MAX_BATCH_BYTES && n > 0) break;
      n++;
    }
    return docs.splice(0, n);
  }

  // ---- writes ----

  private insert(cmd: Document, db: string, { writes }: CommandContext): Document {
    const coll = this.engine.ensureCollection(db, String(cmd.insert), writes);
    const ordered = cmd.ordered !== false;
    const writeErrors: Document[] = [];
    let n = 0;
    for (const [index, doc] of ((cmd.documents ?? []) as Document[]).entries()) {
      try {
        this.engine.insert(coll, doc, writes);
        n++;
      } catch (error) {
        writeErrors.push(writeError(index, error));
        if (ordered) break;
      }
    }
    return writeErrors.length ? { n, writeErrors } : { n };
  }

  private update(cmd: Document, db: string, { writes }: CommandContext): Document {
    const coll = this.engine.ensureCollection(db, String(cmd.update), writes);
    const ordered = cmd.ordered !== false;
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    const writeErrors: Document[] = [];
    // MongoDB 7.0, the version this server reports, has no `sort` on update statements (8.0 added it for
    // updateOne/replaceOne): the whole command is refused as the real server's parser does.
    if (((cmd.updates ?? []) as Document[]).some((stmt) => stmt.sort !== undefined))
      throw new MongoLiteError(40415, 'Location40415', "BSON field 'update.updates.sort' is an unknown field.");
    for (const [index, stmt] of ((cmd.updates ?? []) as Document[]).entries()) {
      try {
        if (stmt.collation) throw notSupported('collation');
        const matches = this.match(coll, stmt.q, { limit: stmt.multi ? 0 : 1, variables: cmd.let });
        for (const before of matches) {
          const after = applyUpdate(before, stmt.u, stmt.arrayFilters, false, cmd.let);
          n++;
          if (after) {
            this.engine.replace(coll, before, after, writes);
            nModified++;
          }
        }
        if (matches.length === 0 && stmt.upsert) {
          const doc = applyUpdate(upsertSeed(stmt.q), stmt.u, stmt.arrayFilters, true, cmd.let)!;
          this.engine.insert(coll, doc, writes);
          upserted.push({ index, _id: doc._id });
          n++;
        }
      } catch (error) {
        writeErrors.push(writeError(index, error));
        if (ordered) break;
      }
    }
    return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(writeErrors.length ? { writeErrors } : {}) };
  }

  private delete(cmd: Document, db: string, { writes }: CommandContext): Document {
    const coll = this.engine.collection(db, String(cmd.delete));
    if (coll?.view) throw notOnView(coll.ns);
    const ordered = cmd.ordered !== false;
    let n = 0;
    const writeErrors: Document[] = [];
    // Like insert and update: statements before a failing one stay applied (and journaled), and are counted.
    for (const [index, stmt] of ((cmd.deletes ?? []) as Document[]).entries()) {
      try {
        for (const doc of this.match(coll, stmt.q, { limit: stmt.limit === 1 ? 1 : 0, variables: cmd.let })) {
          this.engine.remove(coll!, doc, writes);
          n++;
        }
      } catch (error) {
        writeErrors.push(writeError(index, error));
        if (ordered) break;
      }
    }
    return writeErrors.length ? { n, writeErrors } : { n };
  }

  private findAndModify(cmd: Document, db: string, { writes }: CommandContext): Document {
    const coll = this.engine.ensureCollection(db, String(cmd.findAndModify ?? cmd.findandmodify), writes);
    if (cmd.collation) throw notSupported('collation');
    const project = (doc: Document | null) =>
      doc && cmd.fields && Object.keys(cmd.fields).length ? (new Query({}).find([doc], cmd.fields).all()[0] as Document) : doc;
    const [before] = this.match(coll, cmd.query, { sort: cmd.sort, limit: 1, variables: cmd.let });
    if (cmd.remove) {
      if (before) this.engine.remove(coll, before, writes);
      return { lastErrorObject: { n: before ? 1 : 0 }, value: project(before ?? null) };
    }
    if (cmd.update === undefined) throw failedToParse('Either an update or remove=true must be specified');
    if (before) {
      const after = applyUpdate(before, cmd.update, cmd.arrayFilters, false, cmd.let);
      if (after) this.engine.replace(coll, before, after, writes);
      return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(cmd.new ? (after ?? before) : before) };
    }
    if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    const inserted = applyUpdate(upsertSeed(cmd.query ?? {}), cmd.update, cmd.arrayFilters, true, cmd.let)!;
    this.engine.insert(coll, inserted, writes);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
      value: project(cmd.new ? inserted : null),
    };
  }

  // ---- sessions and transactions ----

  /** The transaction a command belongs to, starting it on `startTransaction`. */
  private transactionFor(cmd: Document): Transaction | undefined {
    if (cmd.autocommit !== false || !cmd.lsid) return undefined;
    const session = sessionKey(cmd.lsid);
    const txnNumber = Number(cmd.txnNumber);
    const name = Object.keys(cmd)[0].toLowerCase();
    if (name === 'committransaction' || name === 'aborttransaction') return undefined;
    let txn = this.engine.transactions.get(session);
    if (cmd.startTransaction) {
      if (txn) this.rollback(session, txn);
      txn = { txnNumber, changes: [], undo: [] };
      this.engine.transactions.set(session, txn);
    }
    if (!txn || txn.txnNumber !== txnNumber)
      throw new MongoLiteError(251, 'NoSuchTransaction', `Transaction ${txnNumber} has been aborted.`, { errorLabels: ['TransientTransactionError'] });
    return txn;
  }

  private async commitTransaction(cmd: Document): Promise<Document> {
    const session = sessionKey(cmd.lsid);
    const txn = this.engine.transactions.get(session);
    if (txn && txn.txnNumber === Number(cmd.txnNumber)) {
      this.engine.transactions.delete(session);
      await this.store.append(txn.changes); // one journal record: all of the transaction or none of it
    }
    return {};
  }

  private abortTransaction(cmd: Document): Document {
    const session = sessionKey(cmd.lsid);
    const txn = this.engine.transactions.get(session);
    if (!txn || txn.txnNumber !== Number(cmd.txnNumber)) throw new MongoLiteError(251, 'NoSuchTransaction', 'No transaction started');
    this.rollback(session, txn);
    return {};
  }

  private endSessions(sessions: Document[]): Document {
    for (const lsid of sessions) {
      const session = sessionKey(lsid);
      const txn = this.engine.transactions.get(session);
      if (txn) this.rollback(session, txn);
    }
    return {};
  }

  private rollback(session: string, txn: Transaction): void {
    for (const undo of txn.undo.reverse()) undo();
    this.engine.transactions.delete(session);
  }
}

function sessionKey(lsid: Document): string {
  const id = lsid?.id;
  return id?.buffer ? Buffer.from(id.buffer).toString('hex') : valueKey(id);
}

function defaultIndexName(key: Document): string {
  return Object.entries(key).map(([field, dir]) => `${field}_${dir}`).join('_');
}

function rejectUnsupportedOperators(filter: unknown): void {
  if (!filter || typeof filter !== 'object') return;
  for (const [key, value] of Object.entries(filter)) {
    if (UNSUPPORTED_QUERY_OPERATORS.includes(key)) throw notSupported(`${key} (text search, geo and $where are known gaps)`);
    if (value && typeof value === 'object' && !('_bsontype' in value)) rejectUnsupportedOperators(value);
  }
}

function writeError(index: number, error: unknown): Document {
  if (error instanceof MongoLiteError) return { index, code: error.code, errmsg: error.message, ...error.extra };
  return { index, code: 2, errmsg: error instanceof Error ? error.message : String(error) };
}

/** A BSON round trip copies every value with its type (ObjectId, Decimal128, Binary…) intact. */
const deepCopy = (doc: Document): Document => deserialize(serialize(doc), { promoteLongs: true, promoteValues: true });

/**
 * The document after an update (operators, replacement or pipeline), or null when nothing changed.
 * `inserting` applies $setOnInsert (mingo has no such operator) and allows setting _id.
 */
function applyUpdate(
  before: Document,
  update: Document | Document[],
  arrayFilters: Document[] | undefined,
  inserting: boolean,
  variables?: Document,
): Document | null {
  if (Array.isArray(update)) {
    const options = { processingMode: ProcessingMode.CLONE_INPUT, ...(variables ? { variables } : {}) };
    const [after] = new Aggregator(update, options).run([before]) as Document[];
    after._id = before._id;
    return changed(before, after, inserting);
  }
  const operators = Object.keys(update).filter((k) => k.startsWith('$'));
  if (operators.length === 0) {
    if (update._id !== undefined && before._id !== undefined && valueKey(update._id) !== valueKey(before._id))
      throw new MongoLiteError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    return changed(before, { _id: before._id ?? update._id, ...update }, inserting);
  }
  if (operators.length !== Object.keys(update).length) throw failedToParse('Update document mixes operators and fields');
  const modifier: Document = { ...update };
  const onInsert = modifier.$setOnInsert as Document | undefined;
  delete modifier.$setOnInsert;
  const after = deepCopy(before);
  if (inserting && onInsert) modifier.$set = { ...onInsert, ...modifier.$set };
  if (modifier.$set && '_id' in modifier.$set) {
    if (!inserting && valueKey(modifier.$set._id) !== valueKey(before._id))
      throw new MongoLiteError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    after._id = modifier.$set._id;
    modifier.$set = { ...modifier.$set };
    delete modifier.$set._id;
    if (Object.keys(modifier.$set).length === 0) delete modifier.$set;
  }
  exactInt64Increments(after, modifier);
  const modified = Object.keys(modifier).length ? applyModifier(after, modifier as never, arrayFilters, undefined, { cloneMode: 'deep' }) : [];
  // MongoDB keeps _id as the first field.
  return modified.length || inserting ? { _id: after._id, ...after } : null;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const isLong = (v: unknown): v is Long => v instanceof Long || (v as { _bsontype?: string } | null)?._bsontype === 'Long';

/**
 * `$inc` where the field or the increment is an int64 (a Long: values past 2^53 stay Longs when decoded): done here
 * in BigInt, exactly, as an int64 — mingo would leave the field untouched. Overflow is refused as MongoDB does.
 */
function exactInt64Increments(doc: Document, modifier: Document): void {
  const increments = modifier.$inc as Document | undefined;
  if (!increments) return;
  const rest: Document = {};
  for (const [path, by] of Object.entries(increments)) {
    const current = readPath(doc, path);
    const integral = (v: unknown) => isLong(v) || (typeof v === 'number' && Number.isInteger(v));
    const exact = !path.includes('$') && (isLong(current) || isLong(by)) && integral(by) && (current === undefined || integral(current));
    if (!exact) {
      rest[path] = by;
      continue;
    }
    const sum = BigInt((current ?? 0).toString()) + BigInt(by.toString());
    if (sum < INT64_MIN || sum > INT64_MAX)
      throw badValue(`Failed to apply $inc operations to current value (${String(current)}): int64 overflow`);
    modifier.$set = { ...modifier.$set, [path]: Long.fromBigInt(sum) };
  }
  if (Object.keys(rest).length) modifier.$inc = rest;
  else delete modifier.$inc;
}

/** An aggregation expression's value against one document (`$$ROOT` is the document). */
function evaluate(expression: unknown, doc: Document): unknown {
  return (new Aggregator([{ $replaceWith: { v: expression } }]).run([doc]) as Document[])[0]?.v;
}

function changed(before: Document, after: Document, inserting: boolean): Document | null {
  return inserting || !Buffer.from(serialize(before)).equals(serialize(after)) ? after : null;
}

/** The document an upsert starts from: the filter's equality conditions ({f: v}, {f: {$eq: v}}, inside $and). */
function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const visit = (conditions: Document) => {
    for (const [field, condition] of Object.entries(conditions)) {
      if (field === '$and' && Array.isArray(condition)) condition.forEach(visit);
      if (field.startsWith('$')) continue;
      const value = isOperatorObject(condition) ? ('$eq' in condition ? condition.$eq : undefined) : condition;
      if (value === undefined || value instanceof RegExp) continue;
      if (field === '_id') seed._id = value;
      else applyModifier(seed, { $set: { [field]: value } } as never);
    }
  };
  visit(filter);
  return seed;
}
