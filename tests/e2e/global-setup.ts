// One product for every journey file: started as the README says (the launcher behind `npm start`), before the files run.
import { rmSync, mkdirSync } from 'node:fs';
import { ARTIFACTS, PRODUCT_ENV, startProduct, type Product } from './product';

export default async function globalSetup(): Promise<void> {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const product = await startProduct();
  (globalThis as { careerkitProduct?: Product }).careerkitProduct = product;
  // Test workers start after this and inherit the environment.
  process.env[PRODUCT_ENV.url] = product.url;
  process.env[PRODUCT_ENV.dataDir] = product.dataDir;
}
