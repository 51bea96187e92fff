import type { Product } from './product';

export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as { careerkitProduct?: Product }).careerkitProduct;
  if (!product) return;
  const stoppedOnItsOwn = product.stoppedOnItsOwn;
  await product.stop();
  // Whatever the journeys said, a run whose product stopped under it fails.
  if (stoppedOnItsOwn) throw new Error(`the e2e product (launcher pid ${product.pid}) stopped during the run: the suite fails`);
}
