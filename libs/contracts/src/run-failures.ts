// Why a run failed, in the same words for every tool and salary (issue 45): the Runs view, the Testing tab and the
// Dashboard read a failed run's class through this one list. No zod here: the admin area imports it.

/** A failed run's class as tools and salary record it: the AI port's failure kinds, plus our own two. */
export const RUN_FAILURE_WORDS: Record<string, string> = {
  timeout: 'Timed out: the AI engine did not answer in time',
  upstream: 'The AI provider failed',
  invalid_output: 'The AI provider answered invalid output',
  unsettled: 'Billing could not take the use: nothing was delivered',
  internal: 'Our error',
};

/** Classes that are ours to look up in the logs: the reason names the log field that finds the line. */
const LOGGED = new Set(['internal', 'unsettled']);

/** The reason a failed run shows; ours carry the run's id as the reference of their log line (`runId` in the service's log). */
export function runFailureReason(errorClass: string, runId: string): string {
  const words = RUN_FAILURE_WORDS[errorClass] ?? `${RUN_FAILURE_WORDS.internal} (${errorClass})`;
  return LOGGED.has(errorClass) || !(errorClass in RUN_FAILURE_WORDS) ? `${words} — log reference runId ${runId}` : words;
}
