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
