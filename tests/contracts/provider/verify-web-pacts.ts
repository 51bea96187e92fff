// What every provider verification does once its service is up: read the pacts the consumer run wrote for it, and
// replay them with the token of the user the interaction's state signed in.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACTS_DIR } from '../pacts-dir';

export async function verifyWebPacts(
  provider: string,
  providerBaseUrl: string,
  stateHandlers: NonNullable<VerifierOptions['stateHandlers']>,
  /** The token of the state's user, read when each request goes out. */
  token: () => string,
): Promise<void> {
  const pacts = existsSync(PACTS_DIR) ? readdirSync(PACTS_DIR).filter((f) => f.endsWith(`-${provider}.json`)) : [];
  expect(pacts.length).toBeGreaterThan(0); // the consumer run comes first and must have written them

  await new Verifier({
    provider,
    providerBaseUrl,
    pactUrls: pacts.map((f) => join(PACTS_DIR, f)),
    logLevel: 'warn',
    stateHandlers,
    // The pact's token is an example; swap in the token of the state's user.
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization) req.headers.authorization = `Bearer ${token()}`;
      next();
    },
  }).verifyProvider();
}
