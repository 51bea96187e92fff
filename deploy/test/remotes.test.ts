// deploy/remotes/<env>.json, the runtime manifests a remote's release changes: every one names exactly the remotes
// that exist, and the shell knows each of them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@careerkit/contracts/site-pages';
import { remotesManifestProblems } from './checks';
import { DEPLOY, REMOTES } from './deployables';

const manifests = readdirSync(join(DEPLOY, 'remotes')).filter((f) => f.endsWith('.json'));

it('has a manifest for local runs, compose, staging and production', () => {
  expect(manifests.sort()).toEqual(['compose.json', 'local.json', 'production.json', 'staging.json']);
});

it.each(manifests)('%s names every remote, and only remotes, each by its mf-manifest.json', (file) => {
  expect(remotesManifestProblems(JSON.parse(readFileSync(join(DEPLOY, 'remotes', file), 'utf8')))).toEqual([]);
});

it('names the remotes the shell loads', () => {
  expect([...REMOTE_NAMES].sort()).toEqual(REMOTES.map((r) => r.federationName).sort());
});
