import type { Product } from './product';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { careerkitProduct?: Product }).careerkitProduct?.stop();
}
