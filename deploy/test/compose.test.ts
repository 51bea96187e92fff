// deploy/compose.yaml: docker-compose's own check of the file, and what it must hold.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { composeMongoProblems, configProblems, missingEnv, remotesManifestProblems } from './checks';
import { DEPLOY, DEPLOYABLE_NAMES, NODE_DEPLOYABLES, expectedEnv } from './deployables';

/** The secrets compose demands (${VAR:?…}), with values of the right shape. */
const SECRETS = {
  INTERNAL_KEY: 'x'.repeat(32),
  JWT_PRIVATE_KEY: 'pem',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  MONGO_REPLICA_KEY: 'a'.repeat(756),
  MONGO_ROOT_PASSWORD: 'root-pw',
  MONGO_IDENTITY_PASSWORD: 'identity-pw',
  MONGO_BILLING_PASSWORD: 'billing-pw',
  MONGO_TOOLS_PASSWORD: 'tools-pw',
  MONGO_SALARY_PASSWORD: 'salary-pw',
  MONGO_PLATFORM_PASSWORD: 'platform-pw',
};

function composeConfig(file: string, env: Record<string, string> = SECRETS, profile?: string) {
  const args = ['-f', file, ...(profile ? ['--profile', profile] : []), 'config'];
  const run = spawnSync('docker-compose', args, { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  if (run.error) throw run.error;
  return { ok: run.status === 0, stdout: run.stdout, stderr: run.stderr };
}

const SERVICE_NAMES = NODE_DEPLOYABLES.filter((n) => n.dir.startsWith('services/')).map((n) => n.name);

describe('compose.yaml', () => {
  const result = composeConfig(join(DEPLOY, 'compose.yaml'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const services: Record<string, any> = result.ok ? parse(result.stdout).services : {};

  it('passes docker-compose config', () => {
    expect(result.stderr).toBe('');
    expect(result.ok).toBe(true);
  });

  it('runs MongoDB as a 3-member replica set initialised once, before any service starts', () => {
    expect(services['mongo-init'].depends_on).toEqual({ mongo1: { condition: 'service_healthy' }, mongo2: { condition: 'service_healthy' }, mongo3: { condition: 'service_healthy' } });
    const init = readFileSync(join(DEPLOY, 'compose/mongo-init.js'), 'utf8');
    expect(init).toMatch(/mongo1:27017[\s\S]*mongo2:27017[\s\S]*mongo3:27017/);
    for (const d of NODE_DEPLOYABLES.filter((n) => n.dir.startsWith('services/'))) {
      expect(services[d.name].depends_on).toEqual({ 'mongo-init': { condition: 'service_completed_successfully' } });
      expect(services[d.name].environment.MONGODB_URI).toMatch(/@mongo1:27017,mongo2:27017,mongo3:27017\/[a-z]+\?replicaSet=rs0&/);
    }
  });

  it('requires authentication: a keyfile between the members, and each service signed in as its own user on its own database', () => {
    const init = readFileSync(join(DEPLOY, 'compose/mongo-init.js'), 'utf8');
    expect(composeMongoProblems(services, SERVICE_NAMES, init)).toEqual([]);
    expect(services['billing'].environment.MONGODB_URI).toBe('mongodb://billing:billing-pw@mongo1:27017,mongo2:27017,mongo3:27017/billing?replicaSet=rs0&authSource=billing');
    expect(services.mongo1.environment).toMatchObject({ MONGO_INITDB_ROOT_USERNAME: 'root', MONGO_INITDB_ROOT_PASSWORD: 'root-pw', MONGO_REPLICA_KEY: SECRETS.MONGO_REPLICA_KEY });
    // No password in the files: each comes from the environment, and compose stops without it.
    const { MONGO_TOOLS_PASSWORD: _omitted, ...rest } = SECRETS;
    const run = composeConfig(join(DEPLOY, 'compose.yaml'), rest);
    expect(run.ok).toBe(false);
    expect(run.stderr).toMatch(/MONGO_TOOLS_PASSWORD/);
  });

  it('fails the MongoDB check when authentication is opened up', () => {
    const init = readFileSync(join(DEPLOY, 'compose/mongo-init.js'), 'utf8');
    const opened = (change: (copy: typeof services) => void, script = init) => {
      const copy = JSON.parse(JSON.stringify(services));
      change(copy);
      return composeMongoProblems(copy, SERVICE_NAMES, script);
    };
    expect(opened((c) => (c.mongo2.entrypoint = ['mongod', '--replSet', 'rs0', '--bind_ip_all']))).toEqual(['mongo2: mongod runs without --keyFile (no authentication)']);
    expect(opened((c) => (c.tools.environment.MONGODB_URI = 'mongodb://mongo1:27017,mongo2:27017,mongo3:27017/?replicaSet=rs0'))).toEqual(['tools: MONGODB_URI signs in as no one']);
    expect(opened((c) => (c.salary.environment.MONGODB_URI = c.billing.environment.MONGODB_URI))).toEqual(
      expect.arrayContaining(['salary: signs in as billing, not its own user', 'salary: shares the user billing with billing']),
    );
    expect(opened(() => undefined, init.replace("role: 'readWrite', db: name", "role: 'readWriteAnyDatabase', db: 'admin'"))).toEqual([
      "mongo-init.js: grants readWriteAnyDatabase@'admin'; each user must get readWrite on its own database only",
    ]);
    expect(opened(() => undefined, init.replace("'salary', ", ''))).toEqual([expect.stringMatching(/^mongo-init.js: makes users for identity, billing, tools, platform, not for/)]);
  });

  it('has every deployable, and Redis only under its profile', () => {
    for (const name of DEPLOYABLE_NAMES) expect(Object.keys(services)).toContain(name);
    expect(services.redis.profiles).toEqual(['redis']);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(composeConfig(join(DEPLOY, 'compose.yaml'), SECRETS, 'redis').ok).toBe(true);
  });

  it('gives every process each env var its config schema reads, under the names npm start uses, with values it accepts', () => {
    for (const d of NODE_DEPLOYABLES) {
      const environment: Record<string, string | null> = services[d.name].environment;
      expect([d.name, missingEnv(expectedEnv(d), Object.keys(environment))]).toEqual([d.name, []]);
      expect(environment.PORT).toBe(String(d.port));
      // `KEY:` with no value passes the host's KEY through when it is set, and leaves it unset otherwise.
      const values = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value ?? undefined]));
      expect([d.name, configProblems(d.env, values)]).toEqual([d.name, []]);
    }
  });

  it('mounts a remotes manifest whose entries are the versions the web images are built as', () => {
    // docker-compose 1.29 prints a volume as source:target:mode.
    const volume: string = services['web-shell'].volumes.find((v: string) => v.split(':')[1] === '/usr/share/nginx/html/remotes.json');
    const manifest = JSON.parse(readFileSync(volume.split(':')[0], 'utf8'));
    expect(remotesManifestProblems(manifest, () => 'dev')).toEqual([]);
    for (const name of DEPLOYABLE_NAMES.filter((n) => n.startsWith('web-mfe-'))) expect(services[name].build.args.VERSION).toBe('dev');
  });

  it('refuses to start without its secrets, naming the missing one', () => {
    const { INTERNAL_KEY: _omitted, ...rest } = SECRETS;
    const run = composeConfig(join(DEPLOY, 'compose.yaml'), rest);
    expect(run.ok).toBe(false);
    expect(run.stderr).toMatch(/INTERNAL_KEY/);
  });

  it('fails the check on a broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'careerkit-compose-'));
    const broken = join(dir, 'compose.yaml');
    const text = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
    writeFileSync(broken, text.replace('    image: careerkit/billing:', '    imag: careerkit/billing:'));
    expect(readFileSync(broken, 'utf8')).not.toBe(text);
    writeFileSync(join(dir, 'bad-key.yaml'), 'version: "3.9"\nservices:\n  a:\n    image: x\n    portz: [1]\n');
    expect(composeConfig(broken).ok).toBe(false);
    expect(composeConfig(join(dir, 'bad-key.yaml')).ok).toBe(false);
  });
});
