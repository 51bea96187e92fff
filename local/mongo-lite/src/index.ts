export { startMongoLite, type MongoLite, type MongoLiteOptions } from './server';
