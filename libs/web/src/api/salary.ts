// The salary service's calls from the browser (spec part 2 §7), one per salary route of the route map. The salary
// page and the Pact consumer both call these, so the pact pins what the product really sends.
// Paths are written out and the route map imported for its types only, as billing-api does: its schemas would bring
// zod into the page. The Pact consumer takes method and path from the route map, so a path out of step fails there.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

export type BenchmarkForm = Sent<'salaryBenchmark'>;
export type BenchmarkAnswer = Answer<'salaryBenchmark'>;
export type NegotiationForm = Sent<'salaryNegotiate'>;
export type NegotiationAnswer = Answer<'salaryNegotiate'>;

export const runBenchmark = (form: BenchmarkForm) =>
  apiRequest<BenchmarkAnswer>('/api/salary/benchmark', { method: 'POST', body: form satisfies Sent<'salaryBenchmark'> });

export const runNegotiation = (form: NegotiationForm) =>
  apiRequest<NegotiationAnswer>('/api/salary/negotiate', { method: 'POST', body: form satisfies Sent<'salaryNegotiate'> });
