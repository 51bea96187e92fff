import { isPrivateAnswer, matchRoute, routes, SERVICES } from '../src/routes';

it('finds the route and its path parameters', () => {
  const m = matchRoute('get', '/api/usage/resume-scanner');
  expect(m).toMatchObject({ name: 'toolUsage', params: { toolName: 'resume-scanner' }, route: { service: 'billing', access: 'user' } });
  expect(matchRoute('PUT', '/api/admin/users/abc%20d')).toMatchObject({ name: 'adminUpdateUser', params: { id: 'abc d' } });
});

it('tells a wrong method from an unknown path', () => {
  expect(matchRoute('DELETE', '/api/auth/login')).toEqual({ pathExists: true });
  expect(matchRoute('GET', '/api/nope')).toEqual({ pathExists: false });
  expect(matchRoute('GET', '/internal/jwks')).toEqual({ pathExists: false });
});

it('gives each route one owner and a unique method and path', () => {
  const seen = new Set<string>();
  for (const def of Object.values(routes)) {
    expect(SERVICES).toContain(def.service);
    const key = `${def.method} ${def.path}`;
    expect(seen.has(key)).toBe(false);
    seen.add(key);
  }
});

it('rejects operator injection in place of a string', () => {
  const result = routes.login.request.safeParse({ email: { $ne: null }, password: 'x' });
  expect(result.success).toBe(false);
});

it('states the spec messages for sign-up input', () => {
  const result = routes.register.request.safeParse({ email: 'not-an-email', username: 'ab', password: '123' });
  expect(result.success).toBe(false);
  const messages = result.error!.issues.map((i) => i.message);
  expect(messages).toEqual(expect.arrayContaining(['Please enter a valid email address', 'Password must be at least 6 characters']));
});

it('marks the answers no cache may keep: every one carrying a token, and every signed-in one', () => {
  expect(isPrivateAnswer(routes.register)).toBe(true);
  expect(isPrivateAnswer(routes.login)).toBe(true);
  expect(isPrivateAnswer(routes.me)).toBe(true);
  expect(isPrivateAnswer(routes.adminStats)).toBe(true);
  expect(isPrivateAnswer(routes.systemConfig)).toBe(false);
  expect(isPrivateAnswer(routes.toolConfigs)).toBe(false);
});
