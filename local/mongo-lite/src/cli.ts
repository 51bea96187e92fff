// mongo-lite --port 27027 --dbpath .data/mongo
import { parseArgs } from 'node:util';
import { startMongoLite } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27027' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mongo-lite: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

startMongoLite({ port, host: values.host, dbPath: values.dbpath }).then(
  (server) => {
    console.log(`mongo-lite listening on ${server.uri}${values.dbpath ? ` (data in ${values.dbpath})` : ' (in memory)'}`);
    const shutdown = () => server.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  },
  (error: Error) => {
    console.error(`mongo-lite: could not start: ${error.message}`);
    process.exit(1);
  },
);
