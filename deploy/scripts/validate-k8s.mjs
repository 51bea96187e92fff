#!/usr/bin/env node
// Checks every Kubernetes resource in a YAML stream (stdin) against the Kubernetes API schemas (kubernetes-models,
// generated from the OpenAPI of Kubernetes itself): exits 1 with one line per problem, 0 when all are valid.
//   kubectl kustomize deploy/k8s/overlays/production | node deploy/scripts/validate-k8s.mjs
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const input = readFileSync(0, 'utf8');
const problems = [];
let count = 0;
for (const doc of parseAllDocuments(input)) {
  if (doc.errors.length) {
    problems.push(`YAML: ${doc.errors[0].message}`);
    continue;
  }
  const resource = doc.toJS();
  if (!resource) continue;
  count++;
  const { apiVersion, kind } = resource;
  const where = `${kind ?? '?'}/${resource.metadata?.name ?? '?'}`;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
    problems.push(`${where}: apiVersion and kind are required`);
    continue;
  }
  // core "v1" lives at kubernetes-models/v1; "apps/v1" at kubernetes-models/apps/v1.
  let models;
  try {
    models = await import(`kubernetes-models/${apiVersion}`);
  } catch {
    problems.push(`${where}: unknown apiVersion ${apiVersion}`);
    continue;
  }
  const Model = models[kind];
  if (typeof Model !== 'function') {
    problems.push(`${where}: ${apiVersion} has no kind ${kind}`);
    continue;
  }
  try {
    new Model(resource).validate();
  } catch (error) {
    problems.push(`${where}: ${error.message.split('\n').join('; ')}`);
  }
}
if (count === 0) problems.push('no resources in the input');
for (const problem of problems) console.error(problem);
if (problems.length === 0) console.log(`${count} resources valid`);
process.exit(problems.length ? 1 : 0);
