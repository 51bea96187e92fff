// Jest globalSetup of the consumer run: Pact merges into an existing file, so without this a renamed or dropped
// interaction would live on in the pact and keep being verified.
import { rmSync } from 'node:fs';
import { PACTS_DIR } from './pacts-dir';

export default function clearPacts() {
  rmSync(PACTS_DIR, { recursive: true, force: true });
}
