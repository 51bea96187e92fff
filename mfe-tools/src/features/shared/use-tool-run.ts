// The run flow every tool page shares (spec part 1 §4 'Run flow', §8 'Tool runs'): the AI disclaimer before each run,
// the payment dialog when the user has no access or the server answers 402, the run again after a payment, one run at
// a time, and a fresh usage count after every run.
import { usageLimitMessage } from '@careerkit/contracts/billing-messages';
import { RUN_FAILED_MESSAGES, type AiToolKey } from '@careerkit/contracts/tool-forms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError } from '@careerkit/web/api/client';
import { clearDrafts } from '@careerkit/web/auth/session-drafts';
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { usePaymentDialog } from '@careerkit/web/payment/slot';
import { hasAccess, isPaid, usageLimit, type UsageInfo } from '@careerkit/web/tool/usage-rules';

/** Part 1 §4 run flow step 4: after a payment the run starts again by itself after 1 s. */
export const RUN_AFTER_PAYMENT_MS = 1000;

export interface ToolRunOptions<Form, Result> {
  tool: AiToolKey;
  run: (form: Form) => Promise<Result>;
  /** §8 'Other failure': the server's message when it sends one (cover letter, LinkedIn, ghost job), else the tool's. */
  serverMessageFirst?: boolean;
  /** Told of each result, e.g. for a success toast. */
  onResult?: (result: Result) => void;
  /** How long after a payment the run starts again (LinkedIn waits 2 s). */
  runAfterPaymentMs?: number;
  /** §4 'LinkedIn payment dialog suppression': true when this usage is not to be offered a purchase. */
  paymentSuppressed?: (usage: UsageInfo | null | undefined) => boolean;
  /** LinkedIn's own words (§8) when the page knows no use is left: before a run and on Unlock. */
  usesExhaustedMessage?: string;
}

/** The §8 402 message: resume analysis counts the uses when the answer says them; a paid user is not told of a free limit. */
export function limitMessage(tool: AiToolKey, error: ApiError, usage?: UsageInfo | null): string {
  const usageInfo = error.body?.usageInfo as { used?: unknown; limit?: unknown } | undefined;
  const hasPayment = usage ? isPaid(usage) : false;
  if (usageInfo && typeof usageInfo.used === 'number' && typeof usageInfo.limit === 'number')
    return usageLimitMessage(tool, { used: usageInfo.used, limit: usageInfo.limit, hasPayment });
  return usageLimitMessage(tool, { used: 0, limit: 0, hasPayment });
}

export function useToolRun<Form, Result>(options: ToolRunOptions<Form, Result>) {
  const { tool, run, serverMessageFirst = false, onResult, runAfterPaymentMs = RUN_AFTER_PAYMENT_MS, paymentSuppressed, usesExhaustedMessage } = options;
  const queryClient = useQueryClient();
  const usage = useUsage(tool);
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The form waiting for the disclaimer's answer. */
  const [pending, setPending] = useState<Form | null>(null);
  // A ref, not state: a second submit in the same tick must already see the first run.
  const busy = useRef(false);
  const restart = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(restart.current), []);

  const refreshUsage = () => queryClient.invalidateQueries({ queryKey: ['/api/usage', tool] });

  /** Shows `message`, then opens the payment dialog unless the tool's rule suppresses it for `knownUsage`. */
  const offerPayment = (form: Form, message: string | undefined, knownUsage = usage.data) => {
    if (message) setError(message);
    if (paymentSuppressed?.(knownUsage)) return;
    payment.open({
      toolName: tool,
      amount: configs.data?.[tool]?.price ?? 0,
      onSuccess: () => {
        // Paid: the "You've reached…" alert goes now, not when the run that follows ends.
        setError(null);
        void refreshUsage();
        restart.current = setTimeout(() => void execute(form), runAfterPaymentMs);
      },
      onCancel: () => undefined,
    });
  };

  async function execute(form: Form) {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    try {
      const answer = await run(form);
      clearDrafts({ page: tool }); // what was typed went through: no draft of it is kept
      setResult(answer);
      onResult?.(answer);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 402) {
        // A suppression rule decides on the usage as it is now, not as the page last read it (which may not have arrived).
        offerPayment(form, limitMessage(tool, failure, usage.data), paymentSuppressed ? (await usage.refetch()).data : usage.data);
      } else if (failure instanceof ApiError) setError((serverMessageFirst && failure.serverMessage) || RUN_FAILED_MESSAGES[tool]);
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
    /** Step 2: the form is valid; the disclaimer opens (not while a run is out). */
    request: (form: Form) => {
      if (!busy.current) setPending(form);
    },
    disclaimer: {
      open: pending !== null,
      toolKey: tool,
      onAccept: () => {
        const form = pending;
        setPending(null);
        if (form === null) return;
        // Step 3: with no access the payment dialog opens instead of a run that would only answer 402.
        if (usage.data && !hasAccess(usage.data))
          offerPayment(form, usesExhaustedMessage ?? usageLimitMessage(tool, { used: usage.data.used, limit: usageLimit(usage.data), hasPayment: isPaid(usage.data) }));
        else void execute(form);
      },
      onCancel: () => setPending(null),
    },
    /** The 'Unlock Full …' buttons: buy uses; the page's last form runs again afterwards. */
    unlock: (form: Form) => offerPayment(form, usesExhaustedMessage),
    /** Forgets the result and the message, e.g. when the cover letter's mode changes (§4 'Results'). */
    clear: () => {
      setResult(null);
      setError(null);
    },
  };
}
