// Sign-ups follow platform's allowRegistrations. platform is not built yet: a stand-in serves its system config.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { OPERATOR, startIdentity, type IdentityUnderTest } from './start-identity';

let platform: Server;
let t: IdentityUnderTest;

beforeAll(async () => {
  platform = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ allowRegistrations: false, maintenanceMode: false }));
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  t = await startIdentity({ PLATFORM_URL: `http://127.0.0.1:${(platform.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t.stop();
  await new Promise((resolve) => platform.close(resolve));
});

it('refuses registration with 403 while registrations are closed, and still lets people sign in', async () => {
  const res = await request(t.identity.url).post('/api/auth/register').send({ email: 'late@example.com', username: 'late', password: 'secret12' }).expect(403);
  expect(res.body).toEqual({ error: 'registrations_closed', message: 'Registrations Temporarily Closed' });
  await request(t.identity.url).post('/api/auth/login').send({ email: 'late@example.com', password: 'secret12' }).expect(401);
  await request(t.identity.url).post('/api/auth/login').send(OPERATOR).expect(200);
});
