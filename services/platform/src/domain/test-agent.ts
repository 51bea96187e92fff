// The test agent (spec part 2 §3, §4, §7, §9): synthetic runs through every tool as a service account
// that is never charged, the overall health by the spec's rule, the last 50 log entries, monitoring every 30 s, and
// a repair session (billing's expired reservations and stale pending payments).
import { HEALTH_LEVELS, MONITORED_TOOLS, TEST_AGENT_MODES, type HealthCheckResponse, type TestAgentStatus, type ToolHealth } from '@careerkit/contracts/platform';
import type { Logger } from '@careerkit/service-kit/logger';
import type { z } from 'zod';
import type { Services } from '../data/services';
import type { TestAgentStateRepository } from '../data/test-agent-state';

type Health = z.infer<typeof ToolHealth>;
type Level = (typeof HEALTH_LEVELS)[number];
type Mode = (typeof TEST_AGENT_MODES)[number];
type Monitored = (typeof MONITORED_TOOLS)[number];

export const LOG_LIMIT = 50;
/** A synthetic run slower than this works, but is reported as an issue. */
export const SLOW_MS = 5_000;

/** All working: excellent; more than 70 %: good; some: fair; none: poor. */
export function overallHealth(working: number, total: number): Level {
  if (total > 0 && working === total) return 'excellent';
  if (working / total > 0.7) return 'good';
  if (working > 0) return 'fair';
  return 'poor';
}

interface Probe {
  service: keyof Pick<Services, 'tools' | 'salary'>;
  input: object;
  /** What is wrong with an answer that came back (empty: it is what the tool promises). */
  check: (answer: Record<string, unknown>) => string[];
}

const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** A made-up resume (no real person's) for the scanner and the analysis. */
const SAMPLE_RESUME = [
  'Alex Example',
  'Software Developer · Austin, TX',
  'EXPERIENCE',
  'Software Developer, Acme Corp (2019–2024)',
  '- Built web applications in TypeScript and React used by 20,000 customers',
  '- Cut page load time by 40% by moving rendering to the server',
  'EDUCATION',
  'B.S. Computer Science, Example University, 2019',
  'SKILLS',
  'TypeScript, React, Node.js, PostgreSQL, AWS',
].join('\n');

const PROBES: Record<Monitored, Probe> = {
  'salary-benchmark': {
    service: 'salary',
    input: { jobTitle: 'Software Developer', location: 'Austin, TX', industry: 'Technology', experienceLevel: 'mid' },
    check: (a) => [
      ...('suggestions' in a ? ['a common job title was not matched'] : []),
      ...(['p25', 'p50', 'p75'].every((k) => typeof a[k] === 'number') ? [] : ['percentiles missing from the answer']),
    ],
  },
  'salary-negotiation': {
    service: 'salary',
    input: {
      jobTitle: 'Software Developer',
      currentOffer: { baseSalary: 100_000 },
      targetSalary: 115_000,
      marketData: { p25: 95_000, p50: 110_000, p75: 130_000 },
      yearsExperience: 5,
      skills: ['TypeScript'],
    },
    check: (a) => [...(text(a.emailScript) ? [] : ['no email script']), ...(text(a.callTalkTrack) ? [] : ['no call talk track'])],
  },
  'linkedin-optimizer': {
    service: 'tools',
    input: {
      currentProfile: 'Software developer with five years of experience building web applications with TypeScript and React.',
      targetRole: 'Senior Software Engineer',
    },
    check: (a) => [...(text(a.headline) ? [] : ['no headline']), ...(text(a.summary) ? [] : ['no summary'])],
  },
  'resume-scanner': {
    service: 'tools',
    input: { resumeText: SAMPLE_RESUME },
    check: (a) => (typeof a.score === 'number' ? [] : ['no score']),
  },
  'resume-analysis': {
    service: 'tools',
    input: { resumeText: SAMPLE_RESUME, jobDescription: 'Senior software engineer: TypeScript, React, Node.js, AWS.' },
    check: (a) => (typeof a.overallScore === 'number' ? [] : ['no overall score']),
  },
  'ghost-job-detector': {
    service: 'tools',
    input: {
      analysisMethod: 'description',
      jobDescription: 'Acme is hiring a Software Developer in Austin, TX. Salary $100,000-$120,000. Build web applications with TypeScript and React. Apply by emailing jobs@acme.example.',
    },
    check: (a) => [...(text(a.classification) ? [] : ['no classification']), ...(typeof a.confidence === 'number' ? [] : ['no confidence'])],
  },
  'cover-letter-writer': {
    service: 'tools',
    input: {
      mode: 'standard',
      jobTitle: 'Software Developer',
      companyName: 'Acme',
      jobDescription: 'We are hiring a software developer to build web applications with TypeScript and React.',
      // A whole résumé: for a thin one the writer answers what to add instead of a letter, which tests less of it.
      userExperience: [
        'Alex Morgan',
        'EXPERIENCE',
        'Software Developer, Northwind Labs — Jan 2020 – Present',
        '- Built web applications in TypeScript and React used by 40,000 customers a month.',
        '- Cut page load time by 35% by moving rendering to Node.js and caching API answers.',
        '- Led a team of 3 developers to ship a new billing portal in four months.',
        'Junior Developer, Contoso — Jun 2017 – Dec 2019',
        '- Wrote REST APIs in Node.js and Express and their tests in Jest.',
        'SKILLS',
        'TypeScript, React, Node.js, Express, Jest, PostgreSQL',
      ].join('\n'),
    },
    // A letter, or the list of what to add: either is the writer working.
    check: (a) => (text(a.coverLetter) || (Array.isArray(a.whatToAdd) && a.whatToAdd.length > 0) ? [] : ['no cover letter text']),
  },
};

export function testAgent(deps: { services: Services; state: TestAgentStateRepository; logger: Logger; monitorIntervalMs: number }) {
  const { state } = deps;
  let ticker: NodeJS.Timeout | undefined;
  let running: Promise<z.infer<typeof HealthCheckResponse>> | undefined;
  /** What this replica's agent is doing now; between tasks its mode follows the monitor (shared by every replica). */
  let task: Extract<Mode, 'health-check' | 'fixing'> | undefined;

  const stamp = (line: string) => `[${new Date().toISOString()}] ${line}`;
  const log = (...lines: string[]) => state.log(...lines.map(stamp));

  async function probe(name: Monitored): Promise<Health> {
    const { service, input, check } = PROBES[name];
    const started = performance.now();
    const answer = await deps.services.synthetic(service, name, input);
    const responseTime = Math.round(performance.now() - started);
    if (!answer.answered) return { working: false, responseTime, error: `Did not answer: ${answer.why}`, issues: [`${name} did not answer`] };
    if (answer.status >= 400) {
      const said = typeof answer.body?.message === 'string' ? answer.body.message : 'no message';
      return { working: false, responseTime, error: `Answered with an error: HTTP ${answer.status} — ${said}`, issues: [`${name} answered with an error (HTTP ${answer.status})`] };
    }
    const problems = check(answer.body ?? {});
    const issues = responseTime > SLOW_MS ? [...problems, `slow response (${responseTime} ms)`] : problems;
    return { working: problems.length === 0, responseTime, error: null, issues };
  }

  async function check(): Promise<z.infer<typeof HealthCheckResponse>> {
    task = 'health-check';
    await log('Health check started');
    try {
      const results = await Promise.all(MONITORED_TOOLS.map(async (name) => [name, await probe(name)] as const));
      const tools = Object.fromEntries(results);
      const working = results.filter(([, h]) => h.working).length;
      const overall = overallHealth(working, results.length);
      const lastCheck = new Date().toISOString();
      await state.set({ tools, overall, lastCheck });
      await log(
        ...results.map(([name, h]) => `${name}: ${h.working ? 'working' : 'FAILING'} in ${h.responseTime} ms${h.error ? ` (${h.error})` : ''}${h.issues.length ? ` — ${h.issues.join('; ')}` : ''}`),
        `Health check finished: ${working}/${results.length} working, ${overall}`,
      );
      const { fixes, logs } = await state.read();
      return {
        overall,
        workingTools: working,
        totalTools: results.length,
        tools,
        issues: results.flatMap(([name, h]) => h.issues.map((i) => `${name}: ${i}`)),
        fixes,
        logs,
        lastCheck,
      };
    } finally {
      task = undefined;
    }
  }

  async function status(): Promise<z.infer<typeof TestAgentStatus>> {
    const { overall, tools, fixes, lastCheck, logs, monitoring } = await state.read();
    return {
      mode: task ?? (monitoring ? 'monitoring' : 'idle'),
      monitoring,
      overall: overall as Level | null,
      tools: tools as Record<string, Health>,
      fixes,
      lastCheck,
      logs,
    };
  }

  /** One check at a time on this replica: a second caller while one runs gets the same answer. */
  function healthCheck() {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  }

  // Every replica looks at the monitor's flag on the interval; the one that claims a due check runs it, so a check
  // happens once per interval however many replicas there are.
  const tick = async () => {
    if (await state.claimMonitoringCheck(Date.now(), deps.monitorIntervalMs)) await healthCheck();
  };
  ticker = setInterval(() => void tick().catch((error: Error) => deps.logger.error({ err: error }, 'monitoring check failed')), Math.max(50, Math.floor(deps.monitorIntervalMs / 3)));
  ticker.unref();

  return {
    status,
    healthCheck,
    async startMonitoring() {
      if (!(await state.read()).monitoring) {
        await state.set({ monitoring: true, nextCheckAt: Date.now() + deps.monitorIntervalMs });
        await log(`Monitoring started (every ${Math.round(deps.monitorIntervalMs / 1000)}s)`);
      }
      return status();
    },
    async stopMonitoring() {
      if ((await state.read()).monitoring) {
        await state.set({ monitoring: false });
        await log('Monitoring stopped');
      }
      return status();
    },
    async fixSession() {
      task = 'fixing';
      await log('Fix session started');
      try {
        const { fixesApplied, fixes } = await deps.services.billing.request<{ fixesApplied: number; fixes: string[] }>('POST', '/internal/admin/repair', {});
        await state.set({ fixes });
        await log(fixesApplied ? `Fix session applied ${fixesApplied} fix(es): ${fixes.join('; ')}` : 'Fix session found nothing to repair');
        return { fixesApplied, fixes };
      } finally {
        task = undefined;
      }
    },
    stop() {
      clearInterval(ticker);
      ticker = undefined;
    },
  };
}
export type TestAgent = ReturnType<typeof testAgent>;
