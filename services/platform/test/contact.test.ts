// Contact: the spec's validation messages, storage, the mail to support when notifications are on, a limit per IP
// (platform's default, as deployed: 5 messages per client IP per hour).
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import { INTERNAL_KEY, startPlatform, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
// The client address is trusted from X-Forwarded-For only when the gateway's internal key comes with it.
const from = (ip: string) => t.api.post('/api/contact').set('x-internal-key', INTERNAL_KEY).set('x-forwarded-for', ip);
/** Messages one client IP may send in an hour when CONTACT_LIMIT_PER_HOUR is not set. */
const LIMIT_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
const message = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Invoice question', category: 'billing', message: 'Where can I find my receipt?' };

beforeAll(async () => {
  t = await startPlatform();
});
afterAll(() => t.stop());

it('stores a message, mails support and promises a reply within 24 hours', async () => {
  const res = await from('10.0.0.1').send(message).expect(201);
  expect(res.body.message).toBe(PLATFORM_MESSAGES.contactSent);
  expect(res.body.message).toMatch(/24 hours/);
  const stored = await t.platform.db.collection('contact_messages').findOne({ email: 'ada@example.com' });
  expect(stored).toMatchObject({ ...message, mailed: true });
  const mails = t.mailsTo('help@careerkit.test');
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('[billing] Invoice question');
  expect(mails[0].text).toContain('Where can I find my receipt?');
});

it('answers each invalid field with the spec message', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ category: undefined }, 'Please select a category'],
    [{ category: 'spam' }, 'Please select a category'],
    [{ message: 'too short' }, 'Message must be at least 10 characters'],
    [{ name: { $gt: '' } }, 'Name must be at least 2 characters'],
  ];
  for (const [i, [change, expected]] of cases.entries()) {
    const res = await from(`10.0.1.${i}`).send({ ...message, ...change }).expect(400);
    expect(res.body.message).toBe(expected);
  }
});

it('does not mail support while email notifications are off, and still keeps the message', async () => {
  await t.platform.db.collection('site_config').insertOne({ _id: 'n' as never, key: 'emailNotifications', value: false, description: '' });
  await from('10.0.0.3').send({ ...message, email: 'quiet@example.com' }).expect(201);
  expect(await t.platform.db.collection('contact_messages').findOne({ email: 'quiet@example.com' })).toMatchObject({ mailed: false });
  expect(t.mailsTo('help@careerkit.test')).toHaveLength(1);
  await t.platform.db.collection('site_config').deleteOne({ key: 'emailNotifications' });
});

it('refuses the same client past the limit even with a fresh X-Forwarded-For it sets itself', async () => {
  for (let i = 0; i < LIMIT_PER_HOUR; i++) await t.api.post('/api/contact').set('x-forwarded-for', `1.1.1.${i}`).send(message).expect(201);
  await t.api.post('/api/contact').set('x-forwarded-for', '1.1.1.9').send(message).expect(429);
});

it('limits messages per client IP to 5 an hour, with Retry-After', async () => {
  for (let i = 0; i < LIMIT_PER_HOUR; i++) await from('10.9.9.9').send(message).expect(201);
  const refused = await from('10.9.9.9').send(message).expect(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  await from('10.9.9.8').send(message).expect(201);
});

it('lets a refused client write again once the hour since its first message has passed, not before', async () => {
  const realNow = Date.now();
  // Only the clock moves; timers and I/O stay real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'], now: realNow });
  try {
    for (let i = 0; i < LIMIT_PER_HOUR; i++) await from('10.7.7.7').send(message).expect(201);
    const refused = await from('10.7.7.7').send(message).expect(429);
    expect(Number(refused.headers['retry-after'])).toBe(HOUR_MS / 1000);

    jest.setSystemTime(realNow + HOUR_MS - 60_000);
    const stillRefused = await from('10.7.7.7').send(message).expect(429);
    expect(Number(stillRefused.headers['retry-after'])).toBe(60);

    jest.setSystemTime(realNow + HOUR_MS + 1_000);
    for (let i = 0; i < LIMIT_PER_HOUR; i++) await from('10.7.7.7').send(message).expect(201);
    await from('10.7.7.7').send(message).expect(429);
  } finally {
    jest.useRealTimers();
  }
});
