// The run flow every tool page shares (spec part 1 §4 'Run flow', §8 'Tool runs'): the AI disclaimer before each run,
// the payment dialog when the user has no access or the server answers 402, the run again 1 s after a payment, and a
// fresh usage count after every run.
import type { ToolKey } from '@careerkit/contracts/billing';
import { USAGE_LIMIT_MESSAGES, usageLimitMessage } from '@careerkit/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, NetworkError } from '@careerkit/web/api-client';
import { useToolConfigs, useUsage } from '@careerkit/web/hooks';
import { usePaymentDialog } from '@careerkit/web/payment-slot';
import { hasAccess, usageLimit } from '@careerkit/web/usage-rules';

/** Part 1 §9: after a payment the run starts again by itself after 1 s. */
export const RUN_AFTER_PAYMENT_MS = 1000;

export interface ToolRunOptions<Form, Result> {
  tool: ToolKey;
  run: (form: Form) => Promise<Result>;
  /** The §8 'Other failure' message for an answer that is neither 402 nor a network failure. */
  failureMessage: (error: ApiError) => string;
  /** Told of each result, e.g. for a success toast. */
  onResult?: (result: Result) => void;
}

/** The §8 402 message: resume analysis counts the uses when the answer says them. */
export function limitMessage(tool: ToolKey, error: ApiError): string {
  const usageInfo = error.body?.usageInfo as { used?: unknown; limit?: unknown } | undefined;
  if (usageInfo && typeof usageInfo.used === 'number' && typeof usageInfo.limit === 'number')
    return usageLimitMessage(tool, { used: usageInfo.used, limit: usageInfo.limit });
  return USAGE_LIMIT_MESSAGES[tool];
}

export function useToolRun<Form, Result>({ tool, run, failureMessage, onResult }: ToolRunOptions<Form, Result>) {
  const queryClient = useQueryClient();
  const usage = useUsage(tool);
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The form waiting for the disclaimer's answer. */
  const [pending, setPending] = useState<Form | null>(null);
  const busy = useRef(false);

  const refreshUsage = () => queryClient.invalidateQueries({ queryKey: ['/api/usage', tool] });

  const buyThenRun = (form: Form) =>
    payment.open({
      toolName: tool,
      amount: configs.data?.[tool]?.price ?? 0,
      onSuccess: () => {
        void refreshUsage();
        setTimeout(() => void execute(form), RUN_AFTER_PAYMENT_MS);
      },
      onCancel: () => undefined,
    });

  async function execute(form: Form) {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    try {
      const answer = await run(form);
      setResult(answer);
      onResult?.(answer);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) {
        setError(limitMessage(tool, failure));
        buyThenRun(form);
      } else if (failure instanceof ApiError) setError(failureMessage(failure));
      else if (failure instanceof NetworkError) setError(failure.message);
      else setError('Something went wrong. Please check your internet connection and try again.');
    } finally {
      busy.current = false;
      setRunning(false);
      void refreshUsage();
    }
  }

  return {
    running,
    result,
    error,
    usage,
    /** Step 2: the form is valid; the disclaimer opens. */
    request: (form: Form) => setPending(form),
    disclaimer: {
      open: pending !== null,
      toolKey: tool,
      onAccept: () => {
        const form = pending;
        setPending(null);
        if (form === null) return;
        // Step 3: with no access the payment dialog opens instead of a run that would only answer 402.
        if (usage.data && !hasAccess(usage.data)) {
          setError(tool === 'resume-analysis' ? usageLimitMessage(tool, { used: usage.data.used, limit: usageLimit(usage.data) }) : USAGE_LIMIT_MESSAGES[tool]);
          buyThenRun(form);
        } else void execute(form);
      },
      onCancel: () => setPending(null),
    },
    /** The 'Unlock Full …' buttons: buy uses; the page's last form runs again afterwards. */
    unlock: (form: Form) => buyThenRun(form),
  };
}
