// One in-process mongo-lite and a driver client on it for a test file: started before its tests, closed after them.
import { MongoClient } from 'mongodb';
import { startMongoLite, type MongoLite } from '../src/server';

export function inProcessServer(): { readonly server: MongoLite; readonly client: MongoClient } {
  const started = {} as { server: MongoLite; client: MongoClient };
  beforeAll(async () => {
    started.server = await startMongoLite({ port: 0 });
    started.client = await new MongoClient(started.server.uri).connect();
  });
  afterAll(async () => {
    await started.client.close();
    await started.server.stop();
  });
  return started;
}
