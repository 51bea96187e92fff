// The payment dialog usePaymentDialog() opens (spec part 1 §4 'Payment flow', §8 'Payment', §9 delays): set-up
// (a payment intent, then Stripe.js) → the card form → confirm with billing → the tool's usage refreshed → the
// success callback after 1 s. Already paid: access is said and the dialog proceeds after 0.5 s. Whatever cannot be
// reached (billing, Stripe.js) ends in a state that says so and offers Try again, never an endless spinner.
import { Elements } from '@stripe/react-stripe-js';
import type { PaymentIntent, Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { confirmPayment, fetchPaymentConfig, type PaymentConfirmation } from '@careerkit/web/api/billing';
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { CardForm } from '@careerkit/web/payment/card-form';
import { intentFailure, isTestKey, PAYMENT_MESSAGES, paymentIntentFor, type PaymentFailure } from '@careerkit/web/payment/rules';
import type { PaymentRequest } from '@careerkit/web/payment/slot';
import { loadStripeClient } from '@careerkit/web/payment/stripe';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { Themed } from '@careerkit/web/layout/themed';
import { useToast } from '@careerkit/web/layout/toast';

/** Spec part 1 §9. */
export const PAYMENT_DELAYS = { alreadyPaidMs: 500, successMs: 1000 } as const;

type Step =
  | { kind: 'setting-up' }
  | { kind: 'intent-failed'; failure: PaymentFailure }
  | { kind: 'unavailable' }
  | { kind: 'already-paid'; message: string }
  | { kind: 'card'; clientSecret: string; stripe: Stripe; testMode: boolean }
  | { kind: 'paid' }
  | { kind: 'paid-unconfirmed' }
  | { kind: 'processing' };

export interface PaymentDialogProps {
  /** The checkout to show; null closes the dialog. */
  request: PaymentRequest | null;
  onCancel(): void;
  /** Paid (or already paid): the slot closes the dialog and runs the checkout's onSuccess. */
  onSuccess(): void;
}

const checkoutIds = new WeakMap<PaymentRequest, number>();
let nextCheckoutId = 0;
const checkoutId = (request: PaymentRequest) => {
  if (!checkoutIds.has(request)) checkoutIds.set(request, ++nextCheckoutId);
  return checkoutIds.get(request)!;
};

export function PaymentDialog({ request, onCancel, onSuccess }: PaymentDialogProps) {
  const { data: tools } = useToolConfigs();
  // The checkout on screen stays while the dialog fades out after it closed.
  const [shown, setShown] = useState(request);
  const [step, setStep] = useState<Step['kind']>('setting-up');
  const [busy, setBusy] = useState(false);
  /** Billing's price for this checkout, once it has said it. */
  const [amount, setAmount] = useState<number>();
  if (request && request !== shown) {
    setShown(request);
    setAmount(undefined);
  }

  const tool = shown ? tools?.[shown.toolName] : undefined;
  const price = formatPrice(amount ?? shown?.amount ?? tool?.price ?? 0);
  // Nothing may interrupt a charge under way, nor the second between success and the callback.
  const closable = !busy && step !== 'paid' && step !== 'already-paid';

  return (
    // Opened from anywhere in the page, outside any area's theme.
    <Themed>
      <Modal
        open={request !== null}
        title={shown && `${tool?.displayName ?? shown.toolName} — ${price}`}
        onCancel={closable ? onCancel : undefined}
        closable={closable}
        keyboard={closable}
        mask={{ closable }}
        // Stripe's authentication step opens its own dialog over this one: it must be able to take focus.
        focusable={{ trap: !busy }}
        footer={null}
        destroyOnHidden
        afterClose={() => {
          setShown(null);
          setAmount(undefined);
          setBusy(false);
        }}
      >
        {shown && (
          <Checkout
            key={checkoutId(shown)}
            request={shown}
            price={price}
            uses={tool?.paidLimit}
            onStep={setStep}
            onBusy={setBusy}
            onAmount={setAmount}
            onCancel={onCancel}
            onSuccess={onSuccess}
          />
        )}
      </Modal>
    </Themed>
  );
}

interface CheckoutProps {
  request: PaymentRequest;
  price: string;
  uses: number | undefined;
  onStep(kind: Step['kind']): void;
  onBusy(busy: boolean): void;
  onAmount(amount: number): void;
  onCancel(): void;
  onSuccess(): void;
}

function Checkout({ request, price, uses, onStep, onBusy, onAmount, onCancel, onSuccess }: CheckoutProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStepState] = useState<Step>({ kind: 'setting-up' });
  const [attempt, setAttempt] = useState(0);
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest callbacks, for the timers and the async set-up.
  const latest = useRef({ onSuccess, onStep, onAmount, toast });
  latest.current = { onSuccess, onStep, onAmount, toast };
  const { toolName } = request;

  const setStep = (next: Step) => {
    setStepState(next);
    latest.current.onStep(next.kind);
  };
  const proceedAfter = (ms: number) => {
    clearTimeout(later.current);
    later.current = setTimeout(() => latest.current.onSuccess(), ms);
  };
  useEffect(() => () => clearTimeout(later.current), []);

  useEffect(() => {
    let live = true;
    const show = (next: Step) => live && setStep(next);
    show({ kind: 'setting-up' });
    (async () => {
      let intent;
      try {
        intent = await paymentIntentFor(toolName);
      } catch (error) {
        if (!live) return;
        const failure = intentFailure(error);
        latest.current.toast.error(failure.title, failure.message);
        return show({ kind: 'intent-failed', failure });
      }
      if (!live) return;
      if (intent.amount !== undefined) latest.current.onAmount(intent.amount);
      if (intent.alreadyPaid) {
        show({ kind: 'already-paid', message: intent.message });
        return proceedAfter(PAYMENT_DELAYS.alreadyPaidMs);
      }
      if (!intent.clientSecret) return show({ kind: 'processing' }); // paid, waiting for the bank
      try {
        const config = await fetchPaymentConfig();
        const stripe = await loadStripeClient(config);
        show({ kind: 'card', clientSecret: intent.clientSecret, stripe, testMode: isTestKey(config.publishableKey) });
      } catch {
        show({ kind: 'unavailable' });
      }
    })();
    return () => {
      live = false;
    };
    // One set-up per checkout and per Try again.
  }, [toolName, attempt]);

  /** The tool's usage (and the account's payment lists) as billing now has them. */
  const refreshUsage = async (usage?: PaymentConfirmation['usage']) => {
    if (usage) queryClient.setQueriesData({ queryKey: ['/api/usage', toolName] }, usage);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/usage', toolName] }),
      queryClient.invalidateQueries({ queryKey: ['/api/usage'], exact: true }),
      queryClient.invalidateQueries({ queryKey: ['/api/user/payments'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/user/payment-stats'] }),
    ]);
  };

  const charged = async (intent: PaymentIntent) => {
    if (intent.status === 'processing') {
      setStep({ kind: 'processing' });
      return void refreshUsage();
    }
    let confirmation: PaymentConfirmation;
    try {
      confirmation = await confirmPayment(intent.id);
      if (!confirmation.success) throw new Error(confirmation.message);
    } catch {
      // The card was charged: billing's webhook grants the uses even when this call did not get through.
      setStep({ kind: 'paid-unconfirmed' });
      toast.warning(PAYMENT_MESSAGES.paidButUnconfirmed);
      return void refreshUsage();
    }
    void refreshUsage(confirmation.usage);
    toast.success(request.successTitle ?? PAYMENT_MESSAGES.successTitle, request.successMessage ?? PAYMENT_MESSAGES.success);
    setStep({ kind: 'paid' });
    proceedAfter(PAYMENT_DELAYS.successMs);
  };

  const tryAgain = () => setAttempt((n) => n + 1);

  switch (step.kind) {
    case 'setting-up':
      return (
        <Flex vertical align="center" gap={12} role="status" aria-label="Setting up secure payment" style={{ padding: '32px 0' }}>
          <Spin size="large" />
          <Typography.Text type="secondary">Setting up secure payment…</Typography.Text>
        </Flex>
      );
    case 'intent-failed':
      return (
        <Flex vertical gap={16}>
          <Alert type="error" showIcon role="alert" title={step.failure.title} description={step.failure.message} />
          <Flex justify="end" gap={8}>
            <Button onClick={onCancel}>Close</Button>
            <Button type="primary" onClick={tryAgain}>Try again</Button>
          </Flex>
        </Flex>
      );
    case 'unavailable':
      return (
        <Result
          status="warning"
          title="Payments are unavailable right now"
          subTitle="The secure card form could not be loaded. Check your connection and try again; you have not been charged."
          extra={[
            <Button key="close" onClick={onCancel}>Close</Button>,
            <Button key="retry" type="primary" onClick={tryAgain}>Try again</Button>,
          ]}
        />
      );
    case 'already-paid':
      return <Result status="success" title={step.message} subTitle="Taking you back to your tool…" />;
    case 'card':
      return (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {uses ? `${uses} uses for ${price}` : price}. One-time payment, no subscription.
          </Typography.Paragraph>
          <Elements stripe={step.stripe}>
            <CardForm clientSecret={step.clientSecret} price={price} testMode={step.testMode} onCharged={charged} onCancel={onCancel} onBusy={onBusy} />
          </Elements>
        </Flex>
      );
    case 'paid':
      return <Result status="success" title={request.successTitle ?? PAYMENT_MESSAGES.successTitle} subTitle={request.successMessage ?? PAYMENT_MESSAGES.success} />;
    case 'paid-unconfirmed':
      return (
        <Result
          status="warning"
          title={PAYMENT_MESSAGES.paidButUnconfirmed}
          extra={[
            <Button key="close" onClick={onCancel}>Close</Button>,
            <Button key="refresh" type="primary" onClick={() => window.location.reload()}>Refresh page</Button>,
          ]}
        />
      );
    case 'processing':
      return (
        <Result
          status="info"
          title="Your payment is being processed."
          subTitle="Your uses are added as soon as your bank confirms the payment. You can close this window."
          extra={<Button onClick={onCancel}>Close</Button>}
        />
      );
  }
}
