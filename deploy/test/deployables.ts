// What deploy/ ships, in one table the checks read. Adding a deployable (services/platform) is one entry here plus
// its files (deploy/README.md, "Adding a deployable").
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { billingEnv } from '../../services/billing/src/config';
import { identityEnv } from '../../services/identity/src/config';
import { platformEnv } from '../../services/platform/src/config';
import { salaryEnv } from '../../services/salary/src/config';
import { toolsEnv } from '../../services/tools/src/config';
import { gatewayEnv } from '../../gateway/src/config';

export const ROOT = resolve(__dirname, '../..');
export const DEPLOY = join(ROOT, 'deploy');

export interface NodeDeployable {
  name: string;
  dir: string;
  port: number;
  /** The zod schema the process reads its env through. */
  env: z.ZodObject;
  /** Env it reads that a deployment leaves unset on purpose, with the reason. */
  unsetOnPurpose: Record<string, string>;
  /** Why it must run as exactly one replica, when it must. */
  oneReplica?: string;
}

export const NODE_DEPLOYABLES: NodeDeployable[] = [
  { name: 'identity', dir: 'services/identity', port: 4001, env: identityEnv, unsetOnPurpose: { JWT_KEY_FILE: 'JWT_PRIVATE_KEY is set instead (a file is for local runs)' } },
  { name: 'billing', dir: 'services/billing', port: 4002, env: billingEnv, unsetOnPurpose: {} },
  { name: 'tools', dir: 'services/tools', port: 4003, env: toolsEnv, unsetOnPurpose: {} },
  { name: 'salary', dir: 'services/salary', port: 4004, env: salaryEnv, unsetOnPurpose: {} },
  {
    name: 'platform',
    dir: 'services/platform',
    port: 4005,
    env: platformEnv,
    unsetOnPurpose: {},
  },
  { name: 'gateway', dir: 'gateway', port: 8080, env: gatewayEnv, unsetOnPurpose: { WEB_ROOT: 'the web images serve the front-end, not the gateway' } },
];

/** The front-end apps: the shell and each remote, with its Module Federation name (from its rspack config). */
export const WEB_APPS = ['shell', 'mfe-tools', 'mfe-salary', 'mfe-account', 'mfe-admin'].map((app) => {
  const config = readFileSync(join(ROOT, app, 'rspack.config.mjs'), 'utf8');
  const federationName = /name: '([a-z_]+)'/.exec(config)?.[1];
  if (!federationName) throw new Error(`no federation name in ${app}/rspack.config.mjs`);
  return { app, federationName, remote: /remote: true/.test(config) };
});
export const REMOTES = WEB_APPS.filter((a) => a.remote);

export const DEPLOYABLE_NAMES = [...NODE_DEPLOYABLES.map((d) => d.name), ...WEB_APPS.map((a) => `web-${a.app}`)];

/** The env names a deployable is expected to be given. */
export function expectedEnv(d: NodeDeployable): string[] {
  return Object.keys(d.env.shape).filter((key) => !(key in d.unsetOnPurpose));
}
