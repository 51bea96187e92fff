// The web client's platform calls — system config, contact, the operator's admin calls and the test agent — made by
// the same functions the pages call (libs/web platform-api) over the real api client. Each interaction's method and
// path come from the route map, so a call out of step with it fails.
import { AUTH_MESSAGES, PLATFORM_MESSAGES, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { REFUND_MESSAGES } from '@careerkit/contracts/refund-messages';
import {
  creditUser,
  fetchAdminAnalytics,
  fetchAuditLog,
  fetchUserPayments,
  refundPayment,
  fetchAdminConfig,
  fetchAdminRuns,
  fetchAdminStats,
  fetchAdminTools,
  fetchAdminUsers,
  fetchSystemConfig,
  fetchTestAgentStatus,
  fixSession,
  resetTestData,
  resetUserData,
  runHealthCheck,
  sendContactMessage,
  setUserActive,
  startMonitoring,
  stopMonitoring,
  updateConfig,
  updateTool,
} from '@careerkit/web/api/platform';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';
import { signIn, onPage, route, bearer, isoDateTime } from './web-page';

const { like, eachLike, eachValueMatches, string, regex, integer, number, boolean, fromProviderState } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'platform', dir: PACTS_DIR, logLevel: 'warn' });
const OPERATOR = 'the operator is signed in';

const config = {
  siteName: string('CareerKit'),
  maintenanceMode: boolean(false),
  allowRegistrations: boolean(true),
  emailNotifications: boolean(true),
  announcementActive: boolean(false),
  announcementText: string(''),
};
const userRow = like({
  id: string('0b6f7f0e-9a4c-4c55-b3c5-0d1a2e3f4a5b'),
  email: string('grace@example.com'),
  username: string('grace'),
  fullName: null,
  company: null,
  jobTitle: null,
  profileCompleteness: string('20'),
  totalSpent: number(0),
  toolsUsed: integer(0),
  isActive: boolean(true),
  createdAt: isoDateTime,
});
const tool = like({ name: string('resume-scanner'), displayName: string('Resume Scanner'), description: string('Scan'), price: number(4.99), freeLimit: integer(1), paidLimit: integer(8), isActive: boolean(true) });
const toolHealth = like({ working: boolean(true), responseTime: integer(120), error: null, issues: eachLike(string('slow response'), 0) });
const AGENT_CHECKED = 'the operator is signed in and the test agent has checked the tools';
const agentStatus = (monitoring: boolean, mode: string) => ({
  mode,
  monitoring,
  overall: regex(/^(excellent|good|fair|poor)$/, 'excellent'),
  tools: eachValueMatches<unknown>({ 'salary-benchmark': toolHealth }, toolHealth),
  fixes: eachLike(string('1 expired reservation(s) returned'), 0),
  lastCheck: isoDateTime,
  logs: eachLike(string('[2025-01-15T10:30:00.000Z] Monitoring started (every 30s)'), 0),
});

describe('site config and contact', () => {
  it('reads the system config without signing in', () =>
    pact
      .addInteraction()
      .uponReceiving('a system-config request')
      .withRequest(...route('systemConfig'))
      .willRespondWith(200, (b) => b.jsonBody(config))
      .executeTest(async (server) => {
        onPage(server);
        expect(await fetchSystemConfig()).toMatchObject({ maintenanceMode: false, allowRegistrations: true });
      }));

  it('sends a contact message', () =>
    pact
      .addInteraction()
      .uponReceiving('a contact message')
      .withRequest(...route('contact'), (b) => b.jsonBody({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Invoice question', category: 'billing', message: 'Where can I find my receipt?' }))
      .willRespondWith(201, (b) => b.jsonBody({ message: string(PLATFORM_MESSAGES.contactSent) }))
      .executeTest(async (server) => {
        onPage(server);
        const answer = await sendContactMessage({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Invoice question', category: 'billing', message: 'Where can I find my receipt?' });
        expect(answer.message).toMatch(/24 hours/);
      }));

  it('is told which contact field is wrong, in the spec words', () =>
    pact
      .addInteraction()
      .uponReceiving('a contact message with a short subject')
      .withRequest(...route('contact'), (b) => b.jsonBody({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hi', category: 'billing', message: 'Where can I find my receipt?' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: 'Subject must be at least 5 characters' }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(sendContactMessage({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hi', category: 'billing', message: 'Where can I find my receipt?' })).rejects.toMatchObject({
          status: 400,
          serverMessage: 'Subject must be at least 5 characters',
        });
      }));
});

describe('the admin calls', () => {
  it('is refused the stats as a normal user', () =>
    pact
      .addInteraction()
      .given('a normal user is signed in')
      .uponReceiving('an admin stats request from a normal user')
      .withRequest(...route('adminStats'), (b) => b.headers(bearer))
      .willRespondWith(403, (b) => b.jsonBody({ message: AUTH_MESSAGES.adminRequired }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(fetchAdminStats()).rejects.toMatchObject({ status: 403 });
      }));

  it('is refused the stats without a token', () =>
    pact
      .addInteraction()
      .uponReceiving('an admin stats request without a token')
      .withRequest(...route('adminStats'))
      .willRespondWith(401, (b) => b.jsonBody({ message: STATUS_MESSAGES[401] }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(fetchAdminStats()).rejects.toMatchObject({ status: 401 });
      }));

  it('reads the dashboard figures', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a payment was made')
      .uponReceiving('an admin stats request')
      .withRequest(...route('adminStats'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          totalRevenue: number(4.99),
          totalUsers: integer(2),
          toolUsage: integer(0),
          usageStats: eachLike({
            toolName: string('resume-scanner'),
            count: integer(0),
            revenue: number(4.99),
            recentRuns: integer(0),
            recentFailed: integer(0),
            failureRate: number(0),
          }),
          systemHealth: {
            percent: number(100),
            services: eachLike({ name: string('identity'), up: boolean(true) }),
            recentRuns: integer(0),
            recentFailed: integer(0),
          },
          recentPayments: eachLike({
            id: string('a1b2c3d4-pay'),
            userId: string('0b6f7f0e-user'),
            toolName: string('resume-scanner'),
            amount: number(4.99),
            status: regex(/^(completed|pending|failed|refunded|abandoned)$/, 'completed'),
            createdAt: isoDateTime,
            stripePaymentIntentId: regex(/^pi_\w+$/, 'pi_3PqTexample'),
          }),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAdminStats()).recentPayments[0].amount).toBe(4.99);
      }));

  it('lists the failed runs of one tool with their error class', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a cover letter run failed')
      .uponReceiving('an admin runs request for failed cover letter runs')
      .withRequest(...route('adminRuns'), (b) => b.headers(bearer).query({ tool: 'cover-letter-writer', outcome: 'failed' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          runs: eachLike({
            id: string('run-1'),
            toolName: string('cover-letter-writer'),
            userId: string('0b6f7f0e-user'),
            outcome: string('failed'),
            errorClass: string('timeout'),
            isPreview: boolean(true),
            engine: string('local'),
            createdAt: isoDateTime,
          }),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAdminRuns({ tool: 'cover-letter-writer', outcome: 'failed' })).runs[0].errorClass).toBe('timeout');
      }));

  it('is refused the runs as a normal user', () =>
    pact
      .addInteraction()
      .given('a normal user is signed in')
      .uponReceiving('an admin runs request from a normal user')
      .withRequest(...route('adminRuns'), (b) => b.headers(bearer))
      .willRespondWith(403, (b) => b.jsonBody({ message: AUTH_MESSAGES.adminRequired }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(fetchAdminRuns()).rejects.toMatchObject({ status: 403 });
      }));

  it('reads revenue and runs per day over 30 days', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('an admin analytics request')
      .withRequest(...route('adminAnalytics'), (b) => b.headers(bearer).query({ days: '30' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          days: eachLike({ day: regex(/^\d{4}-\d{2}-\d{2}$/, '2025-01-15'), revenue: number(0), runs: integer(0), payments: integer(0) }, 30),
          byTool: eachLike({ toolName: string('resume-scanner'), count: integer(0), revenue: number(0) }, 0),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAdminAnalytics(30)).days).toHaveLength(30);
      }));

  it('searches the users', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a user exists')
      .uponReceiving('an admin users search')
      .withRequest(...route('adminUsers'), (b) => b.headers(bearer).query({ search: 'grace' }))
      .willRespondWith(200, (b) => b.jsonBody({ users: eachLike(userRow) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAdminUsers('grace')).users[0].email).toBe('grace@example.com');
      }));

  it('deactivates a user', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a user exists')
      .uponReceiving('a deactivation')
      .withRequest('PUT', fromProviderState('/api/admin/users/${userId}', '/api/admin/users/u-1'), (b) => b.headers(bearer).jsonBody({ isActive: false }))
      .willRespondWith(200, (b) => b.jsonBody({ ...userRow.value, isActive: false }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await setUserActive('u-1', false)).isActive).toBe(false);
      }));

  it("resets one user's data", () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a user exists')
      .uponReceiving("a reset of one user's data")
      .withRequest('POST', fromProviderState('/api/admin/reset-user-data/${userId}', '/api/admin/reset-user-data/u-1'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ deletedRecords: integer(1) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await resetUserData('u-1')).deletedRecords).toBe(1);
      }));

  it('resets all test data', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('a reset of all test data')
      .withRequest(...route('adminResetTestData'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ deletedRecords: integer(0) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await resetTestData()).toEqual({ deletedRecords: 0 });
      }));

  it('reads and edits the tools', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('an admin tools request')
      .withRequest(...route('adminTools'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ tools: eachLike(tool) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAdminTools()).tools[0].name).toBe('resume-scanner');
      }));

  it("changes a tool's price", () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving("a tool's price change")
      .withRequest('PUT', '/api/admin/tools/resume-scanner', (b) => b.headers(bearer).jsonBody({ price: 5.49 }))
      .willRespondWith(200, (b) => b.jsonBody({ ...tool.value, name: 'resume-scanner', price: 5.49 }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await updateTool('resume-scanner', { price: 5.49 })).price).toBe(5.49);
      }));

  it('reads and saves the system config', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('an admin config change')
      .withRequest(...route('adminUpdateConfig'), (b) => b.headers(bearer).jsonBody({ announcementActive: true, announcementText: 'New tools this week' }))
      .willRespondWith(200, (b) => b.jsonBody({ ...config, announcementActive: true, announcementText: 'New tools this week' }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await updateConfig({ announcementActive: true, announcementText: 'New tools this week' })).announcementActive).toBe(true);
      }));

  it('reads the system config as the operator', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('an admin config request')
      .withRequest(...route('adminConfig'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(config))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await fetchAdminConfig()).toHaveProperty('siteName');
      }));
});

describe('the test agent', () => {
  it('runs a health check with each tool’s result', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('a health check')
      .withRequest(...route('testAgentHealthCheck'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          overall: regex(/^(excellent|good|fair|poor)$/, 'excellent'),
          workingTools: integer(7),
          // The agent runs every tool the product sells.
          totalTools: 7,
          tools: eachValueMatches<unknown>({ 'salary-benchmark': toolHealth }, toolHealth),
          issues: eachLike(string('cover-letter-writer: no cover letter text'), 0),
          fixes: eachLike(string('1 expired reservation(s) returned'), 0),
          logs: eachLike(string('[2025-01-15T10:30:00.000Z] Health check finished: 3/3 working, excellent')),
          lastCheck: isoDateTime,
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const health = await runHealthCheck();
        expect(health.totalTools).toBe(7);
        expect(health.tools['salary-benchmark'].working).toBe(true);
      }));

  it('reads the status', () =>
    pact
      .addInteraction()
      .given(AGENT_CHECKED)
      .uponReceiving('a test agent status request')
      .withRequest(...route('testAgentStatus'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(agentStatus(false, 'idle')))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchTestAgentStatus()).mode).toBe('idle');
      }));

  it('starts and stops monitoring', async () => {
    await pact
      .addInteraction()
      .given(AGENT_CHECKED)
      .uponReceiving('a start-monitoring request')
      .withRequest(...route('testAgentStartMonitoring'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(agentStatus(true, 'monitoring')))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await startMonitoring()).monitoring).toBe(true);
      });
    await pact
      .addInteraction()
      .given(AGENT_CHECKED)
      .uponReceiving('a stop-monitoring request')
      .withRequest(...route('testAgentStopMonitoring'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(agentStatus(false, 'idle')))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await stopMonitoring()).monitoring).toBe(false);
      });
  });

  it('runs a fix session', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('a fix session')
      .withRequest(...route('testAgentFixSession'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ fixesApplied: integer(0), fixes: eachLike(string('1 expired reservation(s) returned'), 0) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await fixSession()).toEqual({ fixesApplied: 0, fixes: [] });
      }));
});

describe('refunds, goodwill credits and the audit log', () => {
  const payment = (status: string) =>
    like({
      id: string('a1b2c3d4-pay'),
      userId: string('0b6f7f0e-user'),
      toolName: string('resume-scanner'),
      amount: number(4.99),
      status: regex(/^(completed|pending|failed|refunded)$/, status),
      createdAt: isoDateTime,
      stripePaymentIntentId: regex(/^pi_\w+$/, 'pi_3PqTexample'),
    });

  it("reads a user's payments", () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a user has paid')
      .uponReceiving("a request for a user's payments")
      .withRequest('GET', fromProviderState('/api/admin/users/${userId}/payments', '/api/admin/users/u-1/payments'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ payments: eachLike(payment('completed')) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchUserPayments('u-1')).payments[0].status).toBe('completed');
      }));

  it('refunds a completed payment whole, with no amount sent', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a payment was completed')
      .uponReceiving('a refund of a completed payment')
      .withRequest('POST', fromProviderState('/api/admin/payments/${paymentId}/refund', '/api/admin/payments/p-1/refund'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ payment: { ...payment('refunded').value, status: 'refunded' }, usesWithdrawn: integer(8) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const refund = await refundPayment('p-1');
        expect(refund.payment.status).toBe('refunded');
        expect(refund.usesWithdrawn).toBe(8);
      }));

  it('is refused a second refund of the same payment', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a payment was refunded')
      .uponReceiving('a second refund of a payment')
      .withRequest('POST', fromProviderState('/api/admin/payments/${paymentId}/refund', '/api/admin/payments/p-1/refund'), (b) => b.headers(bearer))
      .willRespondWith(409, (b) => b.jsonBody({ message: REFUND_MESSAGES.alreadyRefunded }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(refundPayment('p-1')).rejects.toMatchObject({ status: 409, serverMessage: REFUND_MESSAGES.alreadyRefunded });
      }));

  it('is refused a refund as a normal user', () =>
    pact
      .addInteraction()
      .given('a normal user is signed in')
      .uponReceiving('a refund from a normal user')
      .withRequest(...route('adminRefundPayment', { id: 'p-1' }), (b) => b.headers(bearer))
      .willRespondWith(403, (b) => b.jsonBody({ message: AUTH_MESSAGES.adminRequired }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(refundPayment('p-1')).rejects.toMatchObject({ status: 403 });
      }));

  it('is told a payment id that names nothing is not found', () =>
    pact
      .addInteraction()
      .given(OPERATOR)
      .uponReceiving('a refund of an unknown payment')
      .withRequest(...route('adminRefundPayment', { id: 'no-such-payment' }), (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody({ message: REFUND_MESSAGES.paymentNotFound }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(refundPayment('no-such-payment')).rejects.toMatchObject({ status: 404 });
      }));

  it('grants uses as a goodwill credit', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and a user exists')
      .uponReceiving('a goodwill credit')
      .withRequest('POST', fromProviderState('/api/admin/users/${userId}/credit', '/api/admin/users/u-1/credit'), (b) =>
        b.headers(bearer).jsonBody({ toolName: 'resume-scanner', uses: 3, reason: 'Ticket 4411' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          toolName: 'resume-scanner',
          usesGranted: 3,
          usage: { used: integer(0), limit: integer(4), hasPayment: boolean(true), source: regex(/^(paid|free_preview)$/, 'paid') },
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await creditUser('u-1', { toolName: 'resume-scanner', uses: 3, reason: 'Ticket 4411' })).usesGranted).toBe(3);
      }));

  it('reads the audit log filtered by action, a page at a time', () =>
    pact
      .addInteraction()
      .given('the operator is signed in and changed a price')
      .uponReceiving('an audit log request for price changes')
      .withRequest(...route('adminAuditLog'), (b) => b.headers(bearer).query({ action: 'tool.update', page: '1', pageSize: '25' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          entries: eachLike({
            id: string('e1'),
            actorId: string('admin-1'),
            actorEmail: string('admin@careerkit.local'),
            action: 'tool.update',
            target: string('resume-scanner'),
            before: like({ price: number(4.99) }),
            after: like({ price: number(5.49) }),
            at: isoDateTime,
          }),
          total: integer(1),
          page: 1,
          pageSize: 25,
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const log = await fetchAuditLog({ action: 'tool.update', page: 1, pageSize: 25 });
        expect(log.entries[0].action).toBe('tool.update');
      }));
});
