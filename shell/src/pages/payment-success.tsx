// The return page after a card payment (spec part 2 §2): reads payment_intent from the query string, asks billing
// for the payment's real result (confirm grants the uses if nothing has yet, and is refused until the charge is
// done), and shows it: paid (thanks, the reference's last 8 characters, the way on), refunded since, pending (checked
// again every few seconds), failed, or not found.
import { paymentReference } from '@careerkit/contracts/payment-reference';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { confirmPayment, fetchPayments } from '@careerkit/web/api/billing';
import { Link, useSearchParams } from '@careerkit/web/router';
import { SUPPORT_EMAIL } from './support-email';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';

type PaymentResult = 'paid' | 'refunded' | 'pending' | 'failed' | 'not-found';

/** How often a pending payment is looked at again. */
const PENDING_RECHECK_MS = 3000;

async function paymentResult(paymentId: string, redirectStatus: string | null): Promise<PaymentResult> {
  try {
    await confirmPayment(paymentId);
    // Paid, and maybe refunded since: the thank-you link then says so, not 'Payment Successful!' (issue 45).
    const { payments } = await fetchPayments();
    return payments.find((p) => p.stripePaymentIntentId === paymentId)?.status === 'refunded' ? 'refunded' : 'paid';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 400 && error.body?.error === 'payment_incomplete') {
      // Not paid (yet): Stripe's redirect says whether it failed; else billing's record does (the failure webhook).
      if (redirectStatus === 'failed') return 'failed';
      const { payments } = await fetchPayments();
      return payments.find((p) => p.stripePaymentIntentId === paymentId)?.status === 'failed' ? 'failed' : 'pending';
    }
    // Someone else's payment, an unknown id, or one that is not a CareerKit purchase.
    if (error.status === 400 || error.status === 403 || error.status === 404) return 'not-found';
    throw error;
  }
}

/** The reference the operator sees and searches for this payment too. */
const reference = (paymentId: string) => <Typography.Text code>{paymentReference(paymentId)}</Typography.Text>;
const homeLink = (primary = false) => (
  <Link key="home" to="/">
    <Button type={primary ? 'primary' : 'default'}>Back to Home</Button>
  </Link>
);

export function PaymentSuccessPage() {
  useDocumentTitle('Payment Successful');
  const [params] = useSearchParams();
  const paymentId = params.get('payment_intent')?.trim();
  const { user, loading } = useAuth();

  if (!paymentId)
    return (
      <Result
        status="info"
        title="No payment to show"
        subTitle={`This link does not include a payment reference. If you were charged and cannot use your tool, write to ${SUPPORT_EMAIL}.`}
        extra={<ButtonLink to="/" primary>Go Home</ButtonLink>}
      />
    );
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading" />;
  if (!user)
    return (
      <Result
        status="info"
        title="Sign in to see your payment"
        subTitle={<>Your payment reference ends in {reference(paymentId)}. Sign in with the account you paid from to see its result.</>}
        extra={<ButtonLink to="/login" primary>Sign In</ButtonLink>}
      />
    );
  return <PaymentOutcome paymentId={paymentId} redirectStatus={params.get('redirect_status')} />;
}

function PaymentOutcome({ paymentId, redirectStatus }: { paymentId: string; redirectStatus: string | null }) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['payment-result', paymentId],
    queryFn: () => paymentResult(paymentId, redirectStatus),
    refetchInterval: (query) => (query.state.data === 'pending' ? PENDING_RECHECK_MS : false),
  });

  // Paid: every usage figure on the page is read again, with the uses bought.
  useEffect(() => {
    if (result.data === 'paid') void queryClient.invalidateQueries({ queryKey: ['/api/usage'] });
  }, [result.data, queryClient]);

  if (result.isPending)
    return (
      <div role="status" aria-label="Checking your payment" style={{ textAlign: 'center', margin: '96px auto' }}>
        <Spin size="large" />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>Checking your payment…</Typography.Paragraph>
      </div>
    );
  if (result.isError)
    return (
      <Result
        status="warning"
        title="We could not check your payment right now"
        subTitle={<>Your payment reference ends in {reference(paymentId)}. Check your connection and try again.</>}
        extra={[
          <Button key="retry" type="primary" loading={result.isFetching} onClick={() => void result.refetch()}>Try again</Button>,
          homeLink(),
        ]}
      />
    );

  switch (result.data) {
    case 'paid':
      return (
        <Result
          status="success"
          title="Payment Successful!"
          subTitle={<>Thank you for your purchase. Your payment reference ends in {reference(paymentId)}; keep it in case you need to contact support.</>}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <ButtonLink to="/resume-analysis" primary>Go to AI Resume Analysis</ButtonLink>
              {homeLink()}
            </Space>
          }
        />
      );
    case 'refunded':
      return (
        <Result
          status="info"
          title="This payment was refunded"
          subTitle={<>The payment with reference {reference(paymentId)} was refunded to the card you paid with, and its unused uses were removed. Your profile's history shows when.</>}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <ButtonLink to="/profile" primary>See your history</ButtonLink>
              {homeLink()}
            </Space>
          }
        />
      );
    case 'pending':
      return (
        <Result
          status="info"
          title="Payment pending"
          subTitle={
            <>
              Your bank has not confirmed the payment with reference {reference(paymentId)} yet. This page checks again every few seconds;
              your uses are added as soon as it completes.
            </>
          }
          extra={[
            <Button key="check" type="primary" loading={result.isFetching} onClick={() => void result.refetch()}>Check again</Button>,
            homeLink(),
          ]}
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title="Payment failed"
          subTitle={<>The payment with reference {reference(paymentId)} did not go through, and nothing was charged. You can try again from the tool's page.</>}
          extra={homeLink(true)}
        />
      );
    default:
      return (
        <Result
          status="warning"
          title="We could not find this payment"
          subTitle={<>No payment of yours has the reference ending in {reference(paymentId)}. If you were charged and cannot use your tool, write to {SUPPORT_EMAIL}.</>}
          extra={homeLink(true)}
        />
      );
  }
}
