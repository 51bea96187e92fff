// The k6 scripts and `npm run load` read one scenario definition: every scenario has a k6 script that uses it and a
// runner in run.mjs, and every script parses. (k6 itself does not install here; `npm run load` runs the scenarios.)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(__dirname, '..');
const scenarios: Record<string, { thresholds: { p95Ms: number; errorRate: number } }> = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', "const { SCENARIOS } = await import('./scenarios.js'); console.log(JSON.stringify(SCENARIOS))"], { cwd: DIR, encoding: 'utf8' }),
);
const names = Object.keys(scenarios);

it('defines the four journeys, each with a p95 and an error-rate threshold', () => {
  expect(names.sort()).toEqual(['browse-and-sign-in', 'last-free-use-burst', 'purchase', 'tool-run']);
  for (const name of names) expect(scenarios[name].thresholds).toEqual(expect.objectContaining({ p95Ms: expect.any(Number), errorRate: expect.any(Number) }));
});

it.each(names)('%s: has a k6 script reading scenarios.js and a runner in run.mjs', (name) => {
  const script = readFileSync(join(DIR, 'k6', `${name}.js`), 'utf8');
  expect(script).toContain("from '../scenarios.js'");
  expect(script).toMatch(new RegExp(`SCENARIOS(\\['${name}'\\]|\\.${name.replace(/-/g, '_')})`));
  expect(readFileSync(join(DIR, 'run.mjs'), 'utf8')).toMatch(new RegExp(`(async '${name}'|async ${name})\\(`));
});

it('has k6 scripts that parse as ES modules', () => {
  for (const file of readdirSync(join(DIR, 'k6'))) execFileSync(process.execPath, ['--check', join(DIR, 'k6', file)]);
});
