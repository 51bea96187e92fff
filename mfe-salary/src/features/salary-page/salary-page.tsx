// The Salary Benchmarker page (spec part 2 §2, §4, §8): the benchmark tab, then the negotiation tab built on its
// figures; one usage meter for the active tab's tool; the AI disclaimer before every run the user asks for (part 1 §1:
// every run of a tool is confirmed; a run started again after a payment was confirmed already, as on the tool pages);
// a payment-required answer refreshes usage and opens the payment
// dialog, whose success re-runs what the user asked for; usage is refreshed after every run. The tabs and forms are
// plain markup, and what shows only after a run loads with its answer (docs/measurements.md, bundle size).
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { usePaymentDialog } from '@careerkit/web/payment/slot';
import type { BenchmarkForm as BenchmarkRequest, NegotiationAnswer } from '@careerkit/web/api/salary';
import { useToast } from '@careerkit/web/layout/toast';
import { UsageMeter } from '@careerkit/web/tool/usage-meter';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '@careerkit/web/layout/loading';
import { Tabs } from '@careerkit/web/layout/tabs';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { amountOf } from '../../shared/money';
import { failureText, isPaymentRequired } from '../../shared/run-failure';
import { benchmarkRequestOf, benchmarkWithRetry, type BenchmarkFigures } from '../benchmark/api/run-benchmark';
import { BenchmarkForm, type BenchmarkFormHandle } from '../benchmark/components/benchmark-form';
import { SalaryBand } from '../benchmark/components/salary-band';
import { negotiate, type NegotiationFields } from '../negotiation/api/run-negotiation';
import { MarketDataRequired } from '../negotiation/components/market-data-required';
import { NegotiationForm, type NegotiationFormHandle } from '../negotiation/components/negotiation-form';

const BenchmarkResult = lazy(() => import('../benchmark/components/benchmark-result').then((module) => ({ default: module.BenchmarkResult })));
const TitleSuggestions = lazy(() => import('../benchmark/components/title-suggestions').then((module) => ({ default: module.TitleSuggestions })));
const NegotiationResult = lazy(() => import('../negotiation/components/negotiation-result').then((module) => ({ default: module.NegotiationResult })));
const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

type SalaryTab = 'benchmark' | 'negotiation';

const TOOL: Record<SalaryTab, 'salary-benchmark' | 'salary-negotiation'> = { benchmark: 'salary-benchmark', negotiation: 'salary-negotiation' };

const FAILED: Record<SalaryTab, string> = { benchmark: SALARY_MESSAGES.analysisFailed, negotiation: SALARY_MESSAGES.generationFailed };
/** What a failure says when the server gave no words: the spec's 'Please check your input and try again.' */
const CHECK_INPUT = STATUS_MESSAGES[400];

function ActiveUsage({ tab, onBuy }: { tab: SalaryTab; onBuy: () => void }) {
  const usage = useUsage(TOOL[tab]);
  return <UsageMeter usage={usage.data} loading={usage.isLoading} onRetry={() => void usage.refetch()} onBuy={onBuy} onRenew={onBuy} />;
}

export function SalaryPage() {
  const [tab, setTab] = useState<SalaryTab>('benchmark');
  const benchmarkForm = useRef<BenchmarkFormHandle>(null);
  const negotiationForm = useRef<NegotiationFormHandle>(null);
  const [benchmark, setBenchmark] = useState<{ request: BenchmarkRequest; result: BenchmarkFigures } | null>(null);
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [strategy, setStrategy] = useState<{ offer: number; result: NegotiationAnswer } | null>(null);
  const [running, setRunning] = useState<SalaryTab | null>(null);
  /** The run waiting for the disclaimer's answer. */
  const [awaitingConsent, setAwaitingConsent] = useState<{ which: SalaryTab; go: () => void } | null>(null);
  /** Set when the form submits again after a payment: that run was confirmed before the payment. */
  const confirmedAlready = useRef(false);
  const queryClient = useQueryClient();
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const toast = useToast();

  const refreshUsage = (which: SalaryTab) => queryClient.invalidateQueries({ queryKey: ['/api/usage', TOOL[which]] });

  const openPayment = (which: SalaryTab, afterPayment?: () => void) =>
    payment.open({
      toolName: TOOL[which],
      // Until the catalog answers, the spec's price.
      amount: configs.data?.[TOOL[which]]?.price ?? SPEC_CATALOG[TOOL[which]].priceCents / 100,
      successTitle: SALARY_MESSAGES.paymentSuccessful,
      onSuccess: () => {
        void refreshUsage(which);
        afterPayment?.();
      },
      onCancel: () => undefined,
    });

  /** One run of the tab's tool: payment required opens the payment dialog, whose success runs `again`. */
  async function run(which: SalaryTab, again: () => void, work: () => Promise<void>) {
    setRunning(which);
    try {
      await work();
    } catch (error) {
      if (isPaymentRequired(error)) openPayment(which, again);
      else toast.error(FAILED[which], failureText(error, CHECK_INPUT));
    } finally {
      setRunning(null);
      void refreshUsage(which);
    }
  }

  function runBenchmark(request: BenchmarkRequest) {
    return run('benchmark', () => void runBenchmark(request), async () => {
      setSuggestions(null);
      const answer = await benchmarkWithRetry(request);
      if ('suggestions' in answer) {
        setSuggestions(answer.suggestions);
        return;
      }
      setBenchmark({ request, result: answer });
      toast.success(SALARY_MESSAGES.analysisComplete, `Benchmark ready for ${answer.matchedRole}.`);
    });
  }

  function runNegotiation(fields: NegotiationFields) {
    if (!benchmark) return;
    const { p25, p50, p75 } = benchmark.result;
    return run('negotiation', () => void runNegotiation(fields), async () => {
      const result = await negotiate(fields, { p25, p50, p75 });
      setStrategy({ offer: amountOf(fields.currentOffer), result });
      toast.success(SALARY_MESSAGES.strategyGenerated, 'Your negotiation strategy is ready.');
    });
  }

  /** A run the user asked for: the disclaimer first, the run once agreed. */
  function askThenRun(which: SalaryTab, go: () => void) {
    if (confirmedAlready.current) {
      confirmedAlready.current = false;
      return go();
    }
    setAwaitingConsent({ which, go });
  }

  const pickSuggestion = (title: string) => benchmarkForm.current?.runWithTitle(title);

  const unlockBenchmark = () => benchmark && openPayment('benchmark', () => void runBenchmark(benchmark.request));
  const unlockNegotiation = () =>
    openPayment('negotiation', () => {
      confirmedAlready.current = true;
      negotiationForm.current?.runAgain();
    });

  return (
    <>
      <AiDisclaimerDialog
        open={awaitingConsent !== null}
        toolKey={TOOL[awaitingConsent?.which ?? tab]}
        onAccept={() => {
          awaitingConsent?.go();
          setAwaitingConsent(null);
        }}
        onCancel={() => setAwaitingConsent(null)}
      />
      <ActiveUsage tab={tab} onBuy={() => openPayment(tab)} />
      <div style={{ marginTop: 16 }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as SalaryTab)}
          items={[
            {
              key: 'benchmark',
              label: 'Salary Benchmark',
              children: (
                <>
                  <BenchmarkForm ref={benchmarkForm} running={running === 'benchmark'} onRun={(fields) => askThenRun('benchmark', () => void runBenchmark(benchmarkRequestOf(fields)))} />
                  {suggestions && (
                    <Later>
                      <TitleSuggestions suggestions={suggestions} onPick={pickSuggestion} />
                    </Later>
                  )}
                  {benchmark && (
                    <Later>
                      <BenchmarkResult result={benchmark.result} currentSalary={benchmark.request.currentSalary} onUnlock={unlockBenchmark} />
                    </Later>
                  )}
                </>
              ),
            },
            {
              key: 'negotiation',
              label: 'Negotiation Strategy',
              // Once shown, the panel stays mounted: the form keeps what was typed while the other tab is shown.
              children: benchmark ? (
                <>
                  <NegotiationForm ref={negotiationForm} jobTitle={benchmark.request.jobTitle} running={running === 'negotiation'} onRun={(fields) => askThenRun('negotiation', () => void runNegotiation(fields))} />
                  {strategy && (
                    <>
                      <SalaryBand
                        band={benchmark.result}
                        mark={strategy.offer > 0 ? { label: 'Your offer', amount: strategy.offer } : undefined}
                      />
                      <Later>
                        <NegotiationResult result={strategy.result} onUnlock={unlockNegotiation} />
                      </Later>
                    </>
                  )}
                </>
              ) : (
                <MarketDataRequired onGoToBenchmark={() => setTab('benchmark')} />
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
