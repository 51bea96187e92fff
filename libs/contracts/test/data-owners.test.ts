// The list of user-data owners is the one place identity's export and account deletion read. These checks hold it
// against the repository, so a service added later is either in the list (and serves the data routes) or fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { USER_DATA_OWNERS } from '../src/account';
import { SERVICES } from '../src/routes';

const SERVICES_DIR = resolve(__dirname, '../../../services');
/** identity holds the account itself and orchestrates; it is the one service not in the list. */
const ORCHESTRATOR = 'identity';
const source = (service: string, file: string) => readFileSync(join(SERVICES_DIR, service, 'src', file), 'utf8');

it('names every service in the repository but identity', () => {
  const folders = readdirSync(SERVICES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect([...USER_DATA_OWNERS, ORCHESTRATOR].sort()).toEqual(folders.sort());
});

it('names every service of the route map but identity', () => {
  expect([...USER_DATA_OWNERS, ORCHESTRATOR].sort()).toEqual([...SERVICES].sort());
});

it.each([...USER_DATA_OWNERS])('%s serves the data routes identity calls', (service) => {
  expect(source(service, 'server.ts')).toMatch(/\buserDataRoutes\(router,/);
});

it.each([...USER_DATA_OWNERS])("identity is told where %s is, and production refuses to start without it", (service) => {
  const variable = `${service.toUpperCase()}_URL`;
  expect(source(ORCHESTRATOR, 'config.ts')).toContain(`${variable}: url`);
  expect(source(ORCHESTRATOR, 'config.ts')).toContain(`env.${variable}`);
  expect(source(ORCHESTRATOR, 'server.ts')).toContain(`${service}: config.${variable}`);
});
