// Every project's tests, one project after another, with the end-to-end journeys last: a CI log is often read only
// from its tail, and the journeys are the suite most likely to fail on a slow machine, so their failures (jest's
// "Summary of all failing tests") should be what the tail shows. Both parts always run; the exit code is non-zero
// when either failed, and the last line names which.
import { spawnSync } from 'node:child_process';

const E2E = '@careerkit/e2e';
const run = (args) => spawnSync('npx', ['nx', ...args, '--output-style=static'], { stdio: 'inherit' }).status ?? 1;

const projects = run(['run-many', '-t', 'test', '--parallel=1', `--exclude=${E2E}`]);
const journeys = run(['run', `${E2E}:test`]);

const failed = [projects !== 0 && 'a project before the end-to-end journeys (nx lists it above as a failed task)', journeys !== 0 && `the end-to-end journeys (${E2E})`].filter(Boolean);
console.log(failed.length ? `npm test FAILED in ${failed.join(' and in ')}` : 'npm test: every project passed');
process.exit(failed.length ? 1 : 0);
