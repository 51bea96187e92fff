// deploy/k8s: each overlay rendered by kustomize (kubectl), every resource checked against the Kubernetes schemas,
// and what the schemas cannot know: probes, limits, non-root, one HPA/PDB/ServiceAccount per deployable, env.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { configProblems, missingEnv, reachable, remotesManifestProblems, resolveK8sEnv, type Endpoint, type K8sEnvVar, type NetworkPolicy } from './checks';
import { DEPLOY, DEPLOYABLE_NAMES, NODE_DEPLOYABLES, REMOTES, ROOT, expectedEnv } from './deployables';

const OVERLAYS = ['staging', 'production'];
const VALIDATE = join(DEPLOY, 'scripts/validate-k8s.mjs');

interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

function render(overlay: string): { yaml: string; resources: Resource[] } {
  const yaml = execFileSync('kubectl', ['kustomize', join(DEPLOY, 'k8s/overlays', overlay)], { encoding: 'utf8' });
  return { yaml, resources: parseAllDocuments(yaml).map((d) => d.toJS() as Resource).filter(Boolean) };
}
/** Each overlay rendered once (a kubectl run each), for every check below. */
const RENDERED = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, render(overlay)]));

/** Runs the schema check the way CI and an operator do: the rendered YAML on stdin. */
function validate(yaml: string): { ok: boolean; output: string } {
  const run = spawnSync(process.execPath, [VALIDATE], { input: yaml, encoding: 'utf8', cwd: ROOT });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

const byKind = (resources: Resource[], kind: string) => resources.filter((r) => r.kind === kind);

/** The keys and example values deploy/README.md has the operator put into careerkit-secrets (a first deploy, step 3). */
function secretsInReadme(): Record<string, string> {
  const readme = readFileSync(join(DEPLOY, 'README.md'), 'utf8');
  const command = /create secret generic careerkit-secrets(?:.*\\\n)*.*/.exec(readme)![0];
  return Object.fromEntries([...command.matchAll(/--from-(?:literal|file)=([A-Z_]+)=('[^']*'|\S*)/g)].map((m) => [m[1], m[2].replace(/^'|'$/g, '')]));
}
const SECRETS_IN_README = secretsInReadme();

/** The port a URL's client dials: the one written, or its scheme's. */
const DEFAULT_PORTS: Record<string, number> = { https: 443, 'mongodb+srv': 27017, mongodb: 27017, redis: 6379, rediss: 6379, smtp: 587, smtps: 465 };
function dialledPort(url: string): number | undefined {
  const match = /^([a-z+]+):\/\/(?:[^@/]*@)?[^/:?]*(?::(\d+))?/.exec(url);
  return match ? (match[2] ? Number(match[2]) : DEFAULT_PORTS[match[1]]) : undefined;
}

/** A value of the right shape for each secret key. */
const SECRET_SAMPLES: Record<string, string> = {
  INTERNAL_KEY: 'k'.repeat(64),
  ...Object.fromEntries(
    ['identity', 'billing', 'tools', 'salary', 'platform'].map((s) => [`MONGODB_URI_${s.toUpperCase()}`, `mongodb+srv://${s}:pw@cluster0.example.mongodb.net/${s}?retryWrites=true&w=majority`]),
  ),
  JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----',
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  REDIS_URL: 'rediss://:pw@redis.example.com:6379',
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'operator-password',
  OPENAI_API_KEY: 'sk-1',
  SMTP_URL: 'smtps://user:pw@smtp.example.com',
};

/** The ports a process dials outside the cluster, from the env its config reads. */
const OUTSIDE_PORTS: Record<string, number[]> = { MONGODB_URI: [27017], REDIS_URL: [6379], SMTP_URL: [465, 587], STRIPE_SECRET_KEY: [443], OPENAI_API_KEY: [443] };
const SERVICE_DEPLOYABLES = NODE_DEPLOYABLES.filter((d) => d.dir.startsWith('services/'));

/** Every pod of the overlay, the ingress controller, cluster DNS and an address outside, each with the ports tried on it. */
function clusterOf(deployments: Resource[], namespace: string): (Endpoint & { ports: number[] })[] {
  const ours = deployments.map((d, i) => {
    const port = NODE_DEPLOYABLES.find((n) => n.name === d.metadata.name)?.port ?? 8080;
    return {
      name: d.metadata.name,
      namespace,
      namespaceLabels: { 'kubernetes.io/metadata.name': namespace },
      labels: d.spec.template.metadata.labels as Record<string, string>,
      ip: `10.0.0.${i + 1}`,
      ports: [port, 22, 27017], // its own port, and two it must not take
    };
  });
  return [
    ...ours,
    { name: 'ingress-controller', namespace: 'ingress-nginx', namespaceLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' }, labels: { app: 'ingress-nginx' }, ip: '10.1.0.1', ports: [] },
    { name: 'kube-dns', namespace: 'kube-system', namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' }, labels: { 'k8s-app': 'kube-dns' }, ip: '10.2.0.1', ports: [53] },
    { name: 'outside', ip: '203.0.113.10', ports: [22, 80, 443, 465, 587, 6379, 27017] },
  ];
}

/** The connections the policies let through that start or end at one of our pods (the rest is not ours to police). */
function connections(policies: NetworkPolicy[], deployments: Resource[], namespace: string): string[] {
  const ours = new Set(deployments.map((d) => d.metadata.name));
  return reachable(policies, clusterOf(deployments, namespace)).filter((line) => {
    const [source, target] = line.split(' → ');
    return ours.has(source) || ours.has(target.split(':')[0]);
  });
}

/**
 * Each end on its own, as if the other let everything through: what our pods' ingress policies admit, and what their
 * egress policies let out (to our pods on their own port: the 27017 and 6379 rules name any address). A policy opened
 * up on one end shows here even while the other end still blocks the connection.
 */
function eachEnd(policies: NetworkPolicy[], deployments: Resource[], namespace: string) {
  const ours = new Set(deployments.map((d) => d.metadata.name));
  const cluster = clusterOf(deployments, namespace);
  const ends = (line: string) => [line.split(' → ')[0], line.split(' → ')[1].split(':')[0]];
  return {
    admitted: reachable(policies, cluster, ['Ingress']).filter((line) => ours.has(ends(line)[1])),
    letOut: reachable(
      policies,
      cluster.map((e) => (ours.has(e.name) ? { ...e, ports: e.ports.slice(0, 1) } : e)),
      ['Egress'],
    ).filter((line) => ours.has(ends(line)[0])),
  };
}
const expectedEnds = () => {
  const expected = expectedConnections();
  return { admitted: expected.filter((line) => !/→ (kube-dns|outside):/.test(line)), letOut: expected.filter((line) => !line.startsWith('ingress-controller')) };
};

/**
 * The connections there should be: a process calls a service when its config reads that service's *_URL, and dials
 * outside what its config names; the ingress controller reaches the gateway and the web images; DNS for every process.
 */
function expectedConnections(): string[] {
  const expected: string[] = [];
  for (const d of NODE_DEPLOYABLES) {
    const env = expectedEnv(d);
    for (const s of SERVICE_DEPLOYABLES) if (s !== d && env.includes(`${s.name.toUpperCase()}_URL`)) expected.push(`${d.name} → ${s.name}:${s.port}`);
    expected.push(`${d.name} → kube-dns:53`);
    for (const port of new Set(env.flatMap((key) => OUTSIDE_PORTS[key] ?? []))) expected.push(`${d.name} → outside:${port}`);
  }
  for (const name of DEPLOYABLE_NAMES.filter((n) => n === 'gateway' || n.startsWith('web-'))) expected.push(`ingress-controller → ${name}:8080`);
  return expected.sort();
}

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const { yaml, resources } = RENDERED[overlay];
  const deployments = byKind(resources, 'Deployment');
  const container = (name: string) => deployments.find((d) => d.metadata.name === name)!.spec.template.spec.containers[0];

  it('renders resources that all pass the Kubernetes schemas', () => {
    const result = validate(yaml);
    expect(result.output).toMatch(/resources valid/);
    expect(result.ok).toBe(true);
  });

  it('has a Deployment, Service, ServiceAccount, HPA and PDB for every deployable, in one namespace', () => {
    for (const kind of ['Deployment', 'Service', 'ServiceAccount', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
      expect(byKind(resources, kind).map((r) => r.metadata.name).sort()).toEqual([...DEPLOYABLE_NAMES].sort());
    }
    const namespace = byKind(resources, 'Namespace')[0].metadata.name;
    for (const r of resources.filter((r) => r.kind !== 'Namespace')) expect(r.metadata.namespace).toBe(namespace);
  });

  it('probes readiness on /readyz (services and the gateway) or /healthz (web), liveness on /healthz, with requests and limits', () => {
    for (const d of deployments) {
      const c = d.spec.template.spec.containers[0];
      const node = NODE_DEPLOYABLES.some((n) => n.name === d.metadata.name);
      expect([d.metadata.name, c.readinessProbe.httpGet.path]).toEqual([d.metadata.name, node ? '/readyz' : '/healthz']);
      expect(c.livenessProbe.httpGet.path).toBe('/healthz');
      for (const key of ['requests', 'limits']) expect(Object.keys(c.resources[key]).sort()).toEqual(['cpu', 'memory']);
    }
  });

  it('keeps every pod serving until its address is dropped, then stops it well inside the grace period', () => {
    for (const d of deployments) {
      const [command, seconds] = d.spec.template.spec.containers[0].lifecycle?.preStop?.exec?.command ?? [];
      expect([d.metadata.name, command]).toEqual([d.metadata.name, 'sleep']);
      expect(Number(seconds) * 2).toBeLessThanOrEqual(d.spec.template.spec.terminationGracePeriodSeconds);
    }
  });

  it('lets a node drain evict a pod of every deployable, and keeps a one-replica deployable at one', () => {
    const hpa = (name: string) => byKind(resources, 'HorizontalPodAutoscaler').find((h) => h.metadata.name === name)!.spec;
    for (const pdb of byKind(resources, 'PodDisruptionBudget')) {
      const { name } = pdb.metadata;
      const fewest = Math.min(hpa(name).minReplicas, deployments.find((d) => d.metadata.name === name)!.spec.replicas);
      // A budget that needs every pod the deployable may have refuses every eviction: the drain never ends.
      if (pdb.spec.minAvailable !== undefined) expect([name, pdb.spec.minAvailable < fewest]).toEqual([name, true]);
      else expect([name, pdb.spec.maxUnavailable >= 1]).toEqual([name, true]);
    }
    for (const d of NODE_DEPLOYABLES.filter((n) => n.oneReplica)) {
      const deployment = deployments.find((x) => x.metadata.name === d.name)!;
      expect([d.name, deployment.spec.replicas, hpa(d.name).minReplicas, hpa(d.name).maxReplicas]).toEqual([d.name, 1, 1, 1]);
    }
  });

  it('runs every pod as non-root with a read-only root filesystem and no privileges', () => {
    for (const d of deployments) {
      const pod = d.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod.serviceAccountName).toBe(d.metadata.name);
      const c = pod.containers[0];
      expect(c.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    }
  });

  it('gives every process each env var its config schema reads, secrets by reference only', () => {
    for (const d of NODE_DEPLOYABLES) {
      const env: { name: string; value?: string; valueFrom?: { secretKeyRef?: unknown } }[] = container(d.name).env;
      expect([d.name, missingEnv(expectedEnv(d), env.map((e) => e.name))]).toEqual([d.name, []]);
      for (const secret of ['INTERNAL_KEY', 'MONGODB_URI', 'JWT_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'REDIS_URL']) {
        const entry = env.find((e) => e.name === secret);
        if (entry) expect([d.name, secret, entry.valueFrom?.secretKeyRef]).toEqual([d.name, secret, expect.anything()]);
      }
    }
    expect(byKind(resources, 'Secret')).toEqual([]);
  });

  it('gives every process values its config accepts, from ConfigMap keys that exist and the secrets the README creates', () => {
    const configMaps = Object.fromEntries(byKind(resources, 'ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]));
    const env = (name: string): K8sEnvVar[] => container(name).env;
    const secretRefs = NODE_DEPLOYABLES.flatMap((d) => env(d.name).flatMap((e) => (e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef] : [])));
    const documented = Object.keys(SECRETS_IN_README);
    expect(secretRefs.map((r) => r.key).filter((key) => !documented.includes(key))).toEqual([]);
    // With every secret the README lists, and with only those read without `optional: true`.
    const required = [...new Set(secretRefs.filter((r) => !r.optional).map((r) => r.key))];
    for (const [label, keys] of [['all secrets', documented], ['required secrets only', required]] as const) {
      const secrets = { 'careerkit-secrets': Object.fromEntries(keys.map((key) => [key, SECRET_SAMPLES[key] ?? `no sample for ${key}`])) };
      for (const d of NODE_DEPLOYABLES) {
        const { values, problems } = resolveK8sEnv(env(d.name), configMaps, secrets);
        expect([d.name, label, problems, configProblems(d.env, values)]).toEqual([d.name, label, [], []]);
      }
    }
  });

  it('lets each process reach only what it calls, and each service be reached only by its callers', () => {
    const policies = byKind(resources, 'NetworkPolicy') as unknown as NetworkPolicy[];
    const namespace = byKind(resources, 'Namespace')[0].metadata.name;
    expect(connections(policies, deployments, namespace)).toEqual(expectedConnections());
    expect(eachEnd(policies, deployments, namespace)).toEqual(expectedEnds());
  });

  it('fails the reachability check when a policy is opened up', () => {
    const policies = byKind(resources, 'NetworkPolicy') as unknown as NetworkPolicy[];
    const namespace = byKind(resources, 'Namespace')[0].metadata.name;
    const opened = (change: (copy: NetworkPolicy[]) => void) => {
      const copy = JSON.parse(JSON.stringify(policies)) as NetworkPolicy[];
      change(copy);
      return { connections: connections(copy, deployments, namespace), ...eachEnd(copy, deployments, namespace) };
    };
    const named = (copy: NetworkPolicy[], name: string) => copy.find((p) => p.metadata.name === name)!;
    const openings = [
      // tools' port open to every service, as the one shared policy had it
      opened((c) => (named(c, 'tools-from-its-callers').spec.ingress![0].from = [{ podSelector: { matchExpressions: [{ key: 'careerkit/tier', operator: 'In', values: ['edge', 'service'] }] } }])),
      // billing's port open to every pod in the namespace
      opened((c) => (named(c, 'billing-from-its-callers').spec.ingress![0].from = [{ podSelector: {} }])),
      // any port of identity
      opened((c) => delete named(c, 'identity-from-its-callers').spec.ingress![0].ports),
      // billing may dial every service
      opened((c) => named(c, 'billing-to-what-it-calls').spec.egress!.push({ to: [{ podSelector: { matchLabels: { 'careerkit/tier': 'service' } } }] })),
      // salary may dial anything outside on any port
      opened((c) => named(c, 'salary-to-what-it-calls').spec.egress!.push({ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }] })),
      // no default deny: what no policy names is open (the web images may dial anything)
      opened((c) => c.splice(c.indexOf(named(c, 'default-deny')), 1)),
    ];
    const expected = { connections: expectedConnections(), ...expectedEnds() };
    openings.forEach((open, i) => expect([i, open]).not.toEqual([i, expected]));
    expect(openings[0].admitted).toEqual(expect.arrayContaining(['billing → tools:4003']));
    expect(openings[3].letOut).toEqual(expect.arrayContaining(['billing → platform:4005']));
  });

  it('lets the gateway and services reach the outside services the README’s secrets name', () => {
    const policies = byKind(resources, 'NetworkPolicy') as unknown as NetworkPolicy[];
    const namespace = byKind(resources, 'Namespace')[0].metadata.name;
    const open = connections(policies, deployments, namespace);
    const urls = Object.fromEntries(Object.entries(SECRETS_IN_README).filter(([, value]) => /^[a-z+]+:\/\//.test(value)));
    expect(Object.keys(urls).sort()).toEqual([...SERVICE_DEPLOYABLES.map((d) => `MONGODB_URI_${d.name.toUpperCase()}`), 'REDIS_URL', 'SMTP_URL'].sort());
    for (const d of NODE_DEPLOYABLES)
      for (const entry of container(d.name).env as K8sEnvVar[]) {
        const key = entry.valueFrom?.secretKeyRef?.key;
        if (key && urls[key]) expect(open).toContain(`${d.name} → outside:${dialledPort(urls[key])}`);
      }
  });

  it('signs each service in to MongoDB as its own user, on its own database, from its own secret key', () => {
    for (const d of SERVICE_DEPLOYABLES) {
      const key = (container(d.name).env as K8sEnvVar[]).find((e) => e.name === 'MONGODB_URI')?.valueFrom?.secretKeyRef?.key;
      expect([d.name, key]).toEqual([d.name, `MONGODB_URI_${d.name.toUpperCase()}`]);
      const uri = new URL(SECRETS_IN_README[key!].replace('…', 'pw'));
      expect([d.name, uri.username, uri.pathname]).toEqual([d.name, d.name, `/${d.name}`]);
    }
  });

  it('routes the Ingress to the gateway and the web images only', () => {
    const backends = byKind(resources, 'Ingress')[0].spec.rules[0].http.paths.map((p: { backend: { service: { name: string } } }) => p.backend.service.name);
    expect(new Set(backends)).toEqual(new Set(['gateway', ...DEPLOYABLE_NAMES.filter((n) => n.startsWith('web-'))]));
  });

  it('serves the remotes manifest of deploy/remotes/<env>.json, each entry the version its image was built as', () => {
    const manifest = JSON.parse(readFileSync(join(DEPLOY, 'remotes', `${overlay}.json`), 'utf8'));
    const configMap = byKind(resources, 'ConfigMap').find((c) => c.metadata.name.startsWith('remotes-manifest-'))!;
    expect(JSON.parse(configMap.data!['remotes.json'])).toEqual(manifest);
    const imageTag = (federationName: string) => {
      const app = REMOTES.find((r) => r.federationName === federationName);
      return app && container(`web-${app.app}`).image.split(':').pop();
    };
    expect(remotesManifestProblems(manifest, imageTag)).toEqual([]);
  });
});

describe('a broken manifest', () => {
  const { yaml } = RENDERED.production;

  it('fails the schema check (a Deployment with a word for replicas and no selector)', () => {
    const broken = yaml.replace(/replicas: 3/, 'replicas: three');
    expect(broken).not.toBe(yaml);
    const result = validate(broken);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/replicas must be integer/);
    expect(validate('apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: x }\nspec: { template: {} }\n').output).toMatch(/required property 'selector'|required property selector/);
    expect(validate('apiVersion: apps/v9\nkind: Deployment\nmetadata: { name: x }\n').output).toMatch(/unknown apiVersion/);
  });

  it('fails the remotes check (an unknown remote, a missing one, a version no image was built as)', () => {
    const problems = remotesManifestProblems(
      { mfe_tools: '/remotes/mfe_tools/9.9.9/mf-manifest.json', mfe_jobs: '/remotes/mfe_jobs/1.0.0/mf-manifest.json', mfe_salary: '/remotes/mfe_salary/1.0.0/remoteEntry.js' },
      () => '1.0.0',
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mfe_jobs: no such remote/),
        expect.stringMatching(/^mfe_tools: the entry .* is not the deployed version 1.0.0/),
        expect.stringMatching(/^mfe_salary: the entry must be the URL of an mf-manifest.json/),
        'mfe_account: missing',
        'mfe_admin: missing',
      ]),
    );
  });

  it('fails the env check (a container without a variable its schema reads, a value it refuses, a key not there)', () => {
    const identity = NODE_DEPLOYABLES.find((d) => d.name === 'identity')!;
    expect(missingEnv(expectedEnv(identity), expectedEnv(identity).filter((n) => n !== 'JWT_PRIVATE_KEY'))).toEqual(['JWT_PRIVATE_KEY']);
    const env: K8sEnvVar[] = [
      { name: 'LOGIN_LIMIT_WINDOW_MS', value: '1500' },
      { name: 'PLATFORM_URL', valueFrom: { configMapKeyRef: { name: 'careerkit-config', key: 'PLATFORM_URL' } } },
      { name: 'REDIS_URL', valueFrom: { secretKeyRef: { name: 'careerkit-secrets', key: 'REDIS_URL', optional: true } } },
    ];
    const { values, problems } = resolveK8sEnv(env, { 'careerkit-config': {} }, { 'careerkit-secrets': {} });
    expect(problems).toEqual(['PLATFORM_URL: careerkit-config has no key PLATFORM_URL']);
    expect(configProblems(identity.env, values)).toEqual(
      expect.arrayContaining(['LOGIN_LIMIT_WINDOW_MS: must be whole seconds (a multiple of 1000)', expect.stringMatching(/^MONGODB_URI: is required/)]),
    );
  });
});
