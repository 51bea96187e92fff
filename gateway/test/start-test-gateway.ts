// A gateway for a test file, in front of the identity and platform stand-in that file started.
import { loadConfig } from '@careerkit/service-kit/config';
import { INTERNAL_KEY } from '../../services/identity/test/start-identity';
import { gatewayEnv } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';

/** No caching of account state or site config, so each test sees a change at once unless it asks for a cache. */
export function startTestGateway(upstreams: { identityUrl: string; platformUrl: string; webRoot: string }, env: Record<string, string> = {}): Promise<RunningGateway> {
  return startGateway(
    loadConfig(gatewayEnv, {
      NODE_ENV: 'test',
      PORT: '0',
      INTERNAL_KEY,
      IDENTITY_URL: upstreams.identityUrl,
      PLATFORM_URL: upstreams.platformUrl,
      WEB_ROOT: upstreams.webRoot,
      ACCOUNT_STATE_CACHE_MS: '0',
      SYSTEM_CONFIG_CACHE_MS: '0',
      ...env,
    }),
  );
}
