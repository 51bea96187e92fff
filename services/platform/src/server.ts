// platform: createPlatform() starts the service; tests run it in-process on port 0.
import { createTokenVerifier } from '@careerkit/service-kit/jwt';
import { identitySessions } from '@careerkit/service-kit/signed-in';
import { createLimiter } from '@careerkit/service-kit/rate-limit';
import { fromEnv, startService, type RunningService } from '@careerkit/service-kit/service';
import { userDataRoutes } from '@careerkit/service-kit/user-data';
import { adminCheck, guardAdminRoutes } from './api/admin-guard';
import { adminRoutes } from './api/admin-routes';
import { refundRoutes } from './api/refund-routes';
import { siteRoutes } from './api/site-routes';
import { testAgentRoutes } from './api/test-agent-routes';
import type { PlatformConfig } from './config';
import { auditLog } from './data/audit-log';
import { contactRepository } from './data/contact-messages';
import { customerNoticeRepository } from './data/customer-notices';
import { createMailer } from '@careerkit/service-kit/mail';
import { serviceClients } from './data/services';
import { siteConfigRepository } from './data/site-config';
import { admin as adminUseCases } from './domain/admin';
import { contact as contactUseCases } from './domain/contact';
import { customerNotices } from './domain/customer-notices';
import { refunds as refundUseCases } from './domain/refunds';
import { siteConfig } from './domain/site-config';
import { LOG_LIMIT, testAgent, type TestAgent } from './domain/test-agent';
import { testAgentStateRepository } from './data/test-agent-state';
import { userData } from './domain/user-data';

export async function createPlatform(config: PlatformConfig): Promise<RunningService> {
  let agent: TestAgent | undefined;
  let reporter: NodeJS.Timeout | undefined;
  const service = await startService({
    name: 'platform',
    ...fromEnv(config),
    setup: async (router, { db, logger }) => {
      const audit = auditLog(db);
      const settings = siteConfigRepository(db);
      const services = serviceClients(
        { identity: config.IDENTITY_URL, billing: config.BILLING_URL, tools: config.TOOLS_URL, salary: config.SALARY_URL },
        config.INTERNAL_KEY,
      );
      const configUseCases = siteConfig({ repo: settings, audit });
      const contactMessages = contactRepository(db);
      const sendMail = createMailer(config, logger);
      const noticeRepo = customerNoticeRepository(db);
      const notices = customerNotices({ repo: noticeRepo, services, sendMail, supportEmail: config.SUPPORT_EMAIL, logger });
      const contact = contactUseCases({
        repo: contactMessages,
        config: configUseCases,
        sendMail,
        supportEmail: config.SUPPORT_EMAIL,
        logger,
      });
      const admin = adminUseCases({ services, audit, testEmailDomain: config.TEST_EMAIL_DOMAIN });
      agent = testAgent({ services, state: testAgentStateRepository(db, LOG_LIMIT), logger, monitorIntervalMs: config.MONITOR_INTERVAL_MS });

      guardAdminRoutes(router, adminCheck(createTokenVerifier(config.IDENTITY_URL), services.identity));
      siteRoutes(router, configUseCases, contact, createLimiter({ keyPrefix: 'contact', points: config.CONTACT_LIMIT_PER_HOUR, duration: 3600 }, config.REDIS_URL));
      adminRoutes(router, admin, configUseCases);
      const refunds = refundUseCases({ services, audit, notices });
      refundRoutes(router, refunds, audit, notices, identitySessions(config.IDENTITY_URL, config.INTERNAL_KEY));
      reporter = setInterval(() => void refunds.reportRefunds().catch((error: Error) => logger.error({ err: error }, 'refunds not reported')), config.REFUND_REPORT_INTERVAL_MS);
      reporter.unref();
      testAgentRoutes(router, agent);
      userDataRoutes(router, userData({ contact: contactMessages, audit, notices: noticeRepo }), config.INTERNAL_KEY);
      await Promise.all([settings.ensureIndexes(), audit.ensureIndexes(), noticeRepo.ensureIndexes()]);
    },
  });
  return {
    ...service,
    async stop() {
      agent?.stop();
      clearInterval(reporter);
      await service.stop();
    },
  };
}
