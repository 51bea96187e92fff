// The salary service's part of "Your data" (identity orchestrates): its internal route answers a user's runs with what
// was asked and answered, and removes them; internal key only.
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import { INTERNAL_KEY } from '../../identity/test/start-identity';
import { BENCHMARK } from './fixtures';
import { newUserId, startSalary, type SalaryUnderTest } from './start-salary';

let t: SalaryUnderTest;
beforeAll(async () => {
  t = await startSalary();
});
afterAll(() => t.stop());

const held = (userId: string) => t.api.get(`/internal/users/${userId}/data`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY);

it("answers and removes one user's salary runs, and only theirs", async () => {
  const ada = newUserId('ada');
  const bob = newUserId('bob');
  await t.api.post('/api/salary/benchmark').set(await t.auth(ada)).send(BENCHMARK).expect(200);
  await t.api.post('/api/salary/benchmark').set(await t.auth(bob)).send({ ...BENCHMARK, location: 'Austin, TX' }).expect(200);

  const before = await held(ada).expect(200);
  expect(before.body.salaryRuns).toEqual([expect.objectContaining({ toolName: 'salary-benchmark', status: 'completed', isPreview: true })]);
  expect(before.body.salaryRuns[0].inputData).toMatchObject({ jobTitle: 'Software Engineer', location: 'San Francisco, CA' });

  expect((await t.api.delete(`/internal/users/${ada}/data`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200)).body).toEqual({ deletedRecords: 1 });
  expect((await held(ada).expect(200)).body).toEqual({ salaryRuns: [] });
  expect((await held(bob).expect(200)).body.salaryRuns).toHaveLength(1);
});

it('is not there without the internal key', async () => {
  await t.api.get('/internal/users/someone/data').expect(404);
  await t.api.delete('/internal/users/someone/data').expect(404);
});
