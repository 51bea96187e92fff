// The card step of the payment dialog: Stripe's card element, the test-card hint for test keys, and Pay. A decline
// or a card the form refuses is said in the spec's words (part 1 §8 'Payment') and the user can try another card.
import { LockOutlined } from '@ant-design/icons';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent, StripeCardElement } from '@stripe/stripe-js';
import { Alert, Button, Flex, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { cardFailure, PAYMENT_MESSAGES, type PaymentFailure } from '@careerkit/web/payment/rules';
import { theme } from '@careerkit/web/layout/theme';
import { useToast } from '@careerkit/web/layout/toast';

export interface CardFormProps {
  clientSecret: string;
  /** What Pay says, e.g. '$0.99'. */
  price: string;
  testMode: boolean;
  /** The card went through (succeeded or processing): the dialog takes it from here, settling once billing has answered. */
  onCharged(intent: PaymentIntent): Promise<void>;
  onCancel(): void;
  /** True while a charge is under way: the dialog cannot be closed then. */
  onBusy(busy: boolean): void;
}

const CARD_STYLE = {
  base: { fontSize: '16px', color: 'rgba(0, 0, 0, 0.88)', fontFamily: theme.token?.fontFamily, '::placeholder': { color: 'rgba(0, 0, 0, 0.25)' } },
  invalid: { color: theme.token?.colorError },
};

export function CardForm({ clientSecret, price, testMode, onCharged, onCancel, onBusy }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const labelId = useId();
  const [paying, setPaying] = useState(false);
  /** What Stripe's live validation says about the card as it is typed. */
  const [cardHint, setCardHint] = useState<string>();
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const busy = (value: boolean) => {
    setPaying(value);
    onBusy(value);
  };
  const fail = (problem: PaymentFailure) => {
    setFailure(problem);
    toast.error(problem.title, problem.message);
    busy(false);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || paying) return;
    busy(true);
    setFailure(null);
    let charged: PaymentIntent;
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (error) return fail(cardFailure(error));
      if (paymentIntent.status !== 'succeeded' && paymentIntent.status !== 'processing') return fail({ title: PAYMENT_MESSAGES.failedTitle, message: PAYMENT_MESSAGES.failed });
      charged = paymentIntent;
    } catch {
      return fail({ title: PAYMENT_MESSAGES.errorTitle, message: PAYMENT_MESSAGES.failed });
    }
    // Still not closable while billing confirms the charge: closing then would cancel a checkout that was paid.
    await onCharged(charged);
    onBusy(false);
  };

  return (
    <form onSubmit={pay} aria-label="Card payment" noValidate>
      <Flex vertical gap={16}>
        {testMode && (
          <Alert
            type="info"
            showIcon
            title="Test mode"
            description="Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC. No real money is taken."
          />
        )}
        <div>
          <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>
            Card details
          </Typography.Text>
          <div
            aria-labelledby={labelId}
            role="group"
            style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '10px 11px', background: paying ? 'rgba(0, 0, 0, 0.04)' : '#fff' }}
          >
            <CardElement
              options={{ style: CARD_STYLE, hidePostalCode: true, disabled: paying }}
              onReady={(element: StripeCardElement) => element.focus()}
              onChange={(change) => {
                setCardHint(change.error?.message);
                if (failure) setFailure(null);
              }}
            />
          </div>
          {cardHint && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 6 }}>
              {cardHint}
            </Typography.Text>
          )}
        </div>
        {failure && <Alert type="error" showIcon role="alert" title={failure.title} description={failure.message} />}
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel} disabled={paying}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={paying} disabled={!stripe || !elements}>
            Pay {price}
          </Button>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <LockOutlined aria-hidden /> Card payments are processed securely by Stripe; CareerKit never sees your card number.
        </Typography.Text>
      </Flex>
    </form>
  );
}
