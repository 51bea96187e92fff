// The return page after a card payment (spec part 2 §2): thanks, the payment reference's last 8 characters, and
// the way on. The payment itself is confirmed by the payment dialog, not here.
import { Button, Result, Space, Typography } from 'antd';
import { Link, useSearchParams } from '@careerkit/web/router';
import { SUPPORT_EMAIL } from './support-email';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_intent')?.trim();

  if (!paymentId)
    return (
      <Result
        status="info"
        title="No payment to show"
        subTitle={`This link does not include a payment reference. If you were charged and cannot use your tool, write to ${SUPPORT_EMAIL}.`}
        extra={<Link to="/"><Button type="primary">Go Home</Button></Link>}
      />
    );

  return (
    <Result
      status="success"
      title="Payment Successful!"
      subTitle={
        <>
          Thank you for your purchase. Your payment reference ends in <Typography.Text code>{paymentId.slice(-8)}</Typography.Text>; keep it in case
          you need to contact support.
        </>
      }
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Link to="/resume-analysis"><Button type="primary">Go to AI Resume Analysis</Button></Link>
          <Link to="/"><Button>Back to Home</Button></Link>
        </Space>
      }
    />
  );
}
