// The other services' internal routes, as platform calls them. A service whose URL is not configured answers 503.
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { AppError } from '@careerkit/service-kit/errors';
import { INTERNAL_KEY_HEADER, internalClient, type InternalClient } from '@careerkit/service-kit/internal';

/**
 * What a synthetic run got back: an answer with its HTTP status and body (an error answer too: the test agent tells
 * "answered with an error" from "did not answer", which the internal client folds into one 503), or no answer at all.
 */
export type SyntheticAnswer = { answered: true; status: number; body: Record<string, unknown> | null } | { answered: false; why: string };

const notDeployed: InternalClient = {
  request: () => Promise.reject(new AppError(503, 'unavailable', STATUS_MESSAGES[503])),
};

export interface Services {
  identity: InternalClient;
  billing: InternalClient;
  tools: InternalClient;
  salary: InternalClient;
  /** The deployed services that keep a run history (tools, salary): one not deployed has none to count or reset. */
  runHistories: InternalClient[];
  /** The deployed services by name, whose health checks make part of System Health. */
  deployed: { name: string; client: InternalClient }[];
  /** The test agent's run of one tool through `service`'s /internal/synthetic routes. */
  synthetic(service: 'tools' | 'salary', tool: string, input: unknown): Promise<SyntheticAnswer>;
}

export function serviceClients(urls: { identity: string; billing?: string; tools?: string; salary?: string }, key: string, timeoutMs = 10_000): Services {
  const client = (url?: string) => (url ? internalClient(url, key, timeoutMs) : notDeployed);
  const tools = client(urls.tools);
  const salary = client(urls.salary);
  const identity = client(urls.identity);
  const billing = client(urls.billing);
  const named = { identity: [urls.identity, identity], billing: [urls.billing, billing], tools: [urls.tools, tools], salary: [urls.salary, salary] } as const;
  return {
    identity,
    billing,
    deployed: Object.entries(named)
      .filter(([, [url]]) => Boolean(url))
      .map(([name, [, c]]) => ({ name, client: c })),
    tools,
    salary,
    async synthetic(service, tool, input) {
      const url = urls[service];
      if (!url) return { answered: false, why: `${service} is not deployed` };
      let response: Response;
      try {
        response = await fetch(new URL(`/internal/synthetic/${encodeURIComponent(tool)}`, url), {
          method: 'POST',
          headers: { [INTERNAL_KEY_HEADER]: key, 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { answered: false, why: (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'the service could not be reached' };
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      return { answered: true, status: response.status, body };
    },
    runHistories: [urls.tools && tools, urls.salary && salary].filter((c): c is InternalClient => Boolean(c)),
  };
}
