// The static checks of deploy/, as functions that return the problems they find, so a test can feed each one a
// broken input and see it fail.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodType } from 'zod';
import { REMOTES } from './deployables';

/** COPY sources (not from another stage) that do not exist in the build context (the repository root). */
export function missingCopySources(dockerfile: string, contextDir: string): string[] {
  const missing: string[] = [];
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  for (const line of lines) {
    const match = /^\s*(COPY|ADD)\s+(.*)$/i.exec(line);
    if (!match) continue;
    const args = match[2].trim().split(/\s+/);
    if (args.some((a) => a.startsWith('--from='))) continue;
    const paths = args.filter((a) => !a.startsWith('--'));
    for (const source of paths.slice(0, -1)) {
      if (source === '.') continue;
      if (!existsSync(join(contextDir, source))) missing.push(source);
    }
  }
  return missing;
}

/** Problems of a runtime remotes manifest: names no remote has, remotes it lacks, entries that are not a manifest URL. */
export function remotesManifestProblems(manifest: unknown, versionOf?: (federationName: string) => string | undefined): string[] {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return ['the manifest must be an object of name → URL'];
  const problems: string[] = [];
  const known = new Set(REMOTES.map((r) => r.federationName));
  for (const [name, entry] of Object.entries(manifest)) {
    if (!known.has(name)) problems.push(`${name}: no such remote (known: ${[...known].join(', ')})`);
    if (typeof entry !== 'string' || !/mf-manifest\.json$/.test(entry)) problems.push(`${name}: the entry must be the URL of an mf-manifest.json`);
    const expected = versionOf?.(name);
    if (expected && typeof entry === 'string' && !entry.includes(`/${expected}/`)) problems.push(`${name}: the entry ${entry} is not the deployed version ${expected}`);
  }
  for (const name of known) if (!(name in manifest)) problems.push(`${name}: missing`);
  return problems;
}

/** Env names a container is expected to get but does not. */
export function missingEnv(expected: string[], given: string[]): string[] {
  const set = new Set(given);
  return expected.filter((name) => !set.has(name));
}

/** What the process would refuse at start with this env (undefined: not set), as its config check words it. */
export function configProblems(schema: ZodType, env: Record<string, string | undefined>): string[] {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const result = schema.safeParse(given);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export interface K8sEnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string; optional?: boolean }; secretKeyRef?: { name: string; key: string; optional?: boolean } };
}

/**
 * A container's env as the pod gets it: plain values, ConfigMap keys, and the cluster's secrets (`secrets`: the keys an
 * operator creates). A required key that is not there stops the pod from starting (CreateContainerConfigError).
 */
export function resolveK8sEnv(env: K8sEnvVar[], configMaps: Record<string, Record<string, string>>, secrets: Record<string, Record<string, string>>) {
  const values: Record<string, string | undefined> = {};
  const problems: string[] = [];
  for (const entry of env) {
    const ref = entry.valueFrom?.configMapKeyRef ?? entry.valueFrom?.secretKeyRef;
    if (!ref) {
      values[entry.name] = entry.value ?? '';
      continue;
    }
    const source = (entry.valueFrom?.configMapKeyRef ? configMaps : secrets)[ref.name];
    values[entry.name] = source?.[ref.key];
    if (values[entry.name] === undefined && !ref.optional) problems.push(`${entry.name}: ${ref.name} has no key ${ref.key}`);
  }
  return { values, problems };
}

// ---- NetworkPolicy reachability: what the rendered policies let through, worked out as Kubernetes does ----

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: { protocol?: string; port?: number; endPort?: number }[];
}
export interface NetworkPolicy {
  metadata: { name: string; namespace?: string };
  spec: { podSelector: LabelSelector; policyTypes?: ('Ingress' | 'Egress')[]; ingress?: PolicyRule[]; egress?: PolicyRule[] };
}
/** A pod (namespace and labels) or an address outside the cluster. */
export interface Endpoint {
  name: string;
  namespace?: string;
  namespaceLabels?: Record<string, string>;
  labels?: Record<string, string>;
  ip: string;
}

function selects(selector: LabelSelector | undefined, labels: Record<string, string> = {}): boolean {
  if (!selector) return true;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    return !(key in labels);
  });
  return byLabels && byExpressions;
}

const ipToNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToNumber(ip) / size) === Math.floor(ipToNumber(base) / size);
}

/** Whether `peer`, written in a policy of `policyNamespace`, names `other`. */
function peerMatches(peer: PolicyPeer, other: Endpoint, policyNamespace: string): boolean {
  if (peer.ipBlock) return inCidr(other.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((cidr) => inCidr(other.ip, cidr));
  if (!other.namespace) return false; // pod and namespace selectors name pods only
  const namespaceOk = peer.namespaceSelector ? selects(peer.namespaceSelector, other.namespaceLabels) : other.namespace === policyNamespace;
  return namespaceOk && selects(peer.podSelector, other.labels);
}

function ruleAllows(rule: PolicyRule, peers: PolicyPeer[] | undefined, other: Endpoint, port: number, policyNamespace: string): boolean {
  const portOk = !rule.ports?.length || rule.ports.some((p) => p.port === undefined || (p.endPort ? port >= p.port && port <= p.endPort : p.port === port));
  return portOk && (!peers?.length || peers.some((peer) => peerMatches(peer, other, policyNamespace)));
}

/**
 * Whether a TCP (or UDP) connection from `source` to `target`:`port` gets through: the source's egress and the
 * target's ingress must both allow it, each being open while no policy of that direction selects the pod.
 */
export function allows(policies: NetworkPolicy[], source: Endpoint, target: Endpoint, port: number, sides: Side[] = ['Egress', 'Ingress']): boolean {
  const side = (pod: Endpoint, other: Endpoint, direction: 'Ingress' | 'Egress') => {
    if (!pod.namespace) return true; // outside the cluster: not ours to police
    const applying = policies.filter(
      (p) => (p.metadata.namespace ?? pod.namespace) === pod.namespace && selects(p.spec.podSelector, pod.labels) && (p.spec.policyTypes ?? ['Ingress']).includes(direction),
    );
    if (!applying.length) return true;
    return applying.some((p) =>
      (direction === 'Ingress' ? p.spec.ingress : p.spec.egress)?.some((rule) =>
        ruleAllows(rule, direction === 'Ingress' ? rule.from : rule.to, other, port, p.metadata.namespace ?? pod.namespace!),
      ),
    );
  };
  return (!sides.includes('Egress') || side(source, target, 'Egress')) && (!sides.includes('Ingress') || side(target, source, 'Ingress'));
}
/** Which end's policies to ask: both (a connection), or one alone (so each end is checked as if the other were open). */
export type Side = 'Ingress' | 'Egress';

/** Every connection the policies let through among `endpoints`, each tried on its `ports`, as "source → target:port". */
export function reachable(policies: NetworkPolicy[], endpoints: (Endpoint & { ports: number[] })[], sides?: Side[]): string[] {
  const open: string[] = [];
  for (const source of endpoints)
    for (const target of endpoints)
      if (source !== target) for (const port of target.ports) if (allows(policies, source, target, port, sides)) open.push(`${source.name} → ${target.name}:${port}`);
  return open.sort();
}

// ---- compose MongoDB: authentication on, one user per service on its own database ----

/**
 * Problems of compose's MongoDB: a member that does not require the keyfile (so no authentication), a service whose
 * MONGODB_URI does not sign in as its own user on its own database, a user shared, and an init script that does not
 * create each service's user with readWrite on its own database only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function composeMongoProblems(services: Record<string, any>, serviceNames: string[], initScript: string): string[] {
  const problems: string[] = [];
  for (const member of ['mongo1', 'mongo2', 'mongo3']) {
    const command = [...(services[member]?.entrypoint ?? []), ...(services[member]?.command ?? [])].join(' ');
    if (!/\bmongod\b.*--keyFile\s+\S+/.test(command)) problems.push(`${member}: mongod runs without --keyFile (no authentication)`);
    if (!/--replSet rs0\b/.test(command)) problems.push(`${member}: not a member of rs0`);
  }
  const users = new Map<string, string>();
  for (const name of serviceNames) {
    const uri: string = services[name]?.environment?.MONGODB_URI ?? '';
    const match = /^mongodb:\/\/([^:@/]+):([^@/]+)@[^/]+\/([^?]*)\?(.*)$/.exec(uri);
    if (!match) {
      problems.push(`${name}: MONGODB_URI signs in as no one`);
      continue;
    }
    const [, user, , database, query] = match;
    const params = new URLSearchParams(query);
    if (user !== name) problems.push(`${name}: signs in as ${user}, not its own user`);
    if (database !== name || params.get('authSource') !== name) problems.push(`${name}: its user does not live in its own database`);
    if (users.has(user)) problems.push(`${name}: shares the user ${user} with ${users.get(user)}`);
    users.set(user, name);
  }
  const listed = /SERVICE_DATABASES = \[([^\]]*)\]/.exec(initScript)?.[1].match(/'([a-z-]+)'/g)?.map((s) => s.slice(1, -1)) ?? [];
  if ([...listed].sort().join() !== [...serviceNames].sort().join()) problems.push(`mongo-init.js: makes users for ${listed.join(', ') || 'no one'}, not for ${serviceNames.join(', ')}`);
  const roles = [...initScript.matchAll(/role: '([A-Za-z]+)'(?:, db: ([a-z'.]+))?/g)].map((m) => `${m[1]}@${m[2] ?? '?'}`);
  if (roles.join() !== 'readWrite@name') problems.push(`mongo-init.js: grants ${roles.join(', ') || 'nothing'}; each user must get readWrite on its own database only`);
  if (!/createUser\(\{ user: name, pwd: password, roles \}\)/.test(initScript)) problems.push('mongo-init.js: does not create each service’s user');
  return problems;
}
