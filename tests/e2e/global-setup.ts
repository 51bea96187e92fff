// One product for every journey file: started as the README says (the launcher behind `npm start`), before the files run.
import { rmSync, mkdirSync } from 'node:fs';
import { ARTIFACTS, PRODUCT_ENV, startProduct, type Product } from './product';

export default async function globalSetup(): Promise<void> {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const product = await startProduct();
  (globalThis as { careerkitProduct?: Product }).careerkitProduct = product;
  // A product that stops during the run is said at once; the journeys after it fail and so does the teardown.
  void product.exited.then(({ code, signal }) => {
    if (product.stoppedOnItsOwn) console.error(`\nThe e2e product (launcher pid ${product.pid}) stopped during the run (${signal ?? `exit ${code}`}).\n`);
  });
  // Test workers start after this and inherit the environment.
  process.env[PRODUCT_ENV.url] = product.url;
  process.env[PRODUCT_ENV.dataDir] = product.dataDir;
  process.env[PRODUCT_ENV.ports] = JSON.stringify(product.ports);
  process.env[PRODUCT_ENV.pid] = String(product.pid);
}
