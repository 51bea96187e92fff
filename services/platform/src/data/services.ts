// The other services' internal routes, as platform calls them. A service whose URL is not configured answers 503.
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { AppError } from '@careerkit/service-kit/errors';
import { internalClient, type InternalClient } from '@careerkit/service-kit/internal';

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
    runHistories: [urls.tools && tools, urls.salary && salary].filter((c): c is InternalClient => Boolean(c)),
  };
}
