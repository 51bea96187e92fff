// A user's payments and goodwill credit (issue 26), from their row in Users: each completed payment can be refunded
// whole, and uses of a tool can be granted by hand with a reason for the audit log.
import { MAX_CREDIT_USES, REFUND_MESSAGES } from '@careerkit/contracts/refund-messages';
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { creditUser, fetchUserPayments, type AdminUser } from '@careerkit/web/api/platform';
import { useToast } from '@careerkit/web/layout/toast';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { RefundButton } from '../refunds/refund-button';
import { adminFailure, toastFailure } from '../shared/admin-errors';
import { formatDate, paymentReferenceCell } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';
import { StackedTable } from '../shared/stacked-table';
import { StatusTag, type TagTone } from '../shared/status-tag';

const STATUS_TONE: Record<string, TagTone | undefined> = { completed: 'blue', failed: 'red', refunded: 'purple' };

/** 128 random bits as hex: the contract's request id. */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function UserMoneyDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const tools = useToolConfigs();
  const payments = useQuery({ queryKey: ['admin-user-payments', user.id], queryFn: () => fetchUserPayments(user.id) });
  const [toolName, setToolName] = useState<string>();
  const [uses, setUses] = useState<number | null>(1);
  const [reason, setReason] = useState('');
  // The credit's idempotency key: one per credit the operator means. A double click or a retry after a failed or lost
  // answer sends the same key, so billing grants once; a granted credit, or a changed tool, count or reason, takes a new
  // key (billing refuses a key sent again for a different credit).
  const [requestId, setRequestId] = useState(newRequestId);
  useEffect(() => setRequestId(newRequestId()), [toolName, uses, reason]);
  const credit = useMutation({
    mutationFn: () => creditUser(user.id, { toolName: toolName as never, uses: uses ?? 0, ...(reason.trim() ? { reason: reason.trim() } : {}), requestId }),
    onSuccess: (granted) => {
      setRequestId(newRequestId());
      toast.success(REFUND_MESSAGES.credited, `${user.email}: ${granted.usesGranted} ${granted.usesGranted === 1 ? 'use' : 'uses'} of ${tools.data?.[granted.toolName]?.displayName ?? granted.toolName}`);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-log'] });
    },
    onError: (error) => toastFailure(toast, adminFailure(error, 'Credit failed')),
  });
  const toolOptions = Object.values(tools.data ?? {}).map((tool) => ({ value: tool.name, label: tool.displayName }));

  return (
    <Modal open title={`Payments and credit: ${user.email}`} onCancel={onClose} footer={null} width={760}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {payments.isError ? (
          <LoadFailed error={payments.error} retry={() => void payments.refetch()} />
        ) : (
          <ScrollRegion label={`Payments of ${user.email}`}>
            <StackedTable
              size="small"
              rowKey="id"
              pagination={false}
              loading={payments.isPending}
              dataSource={payments.data?.payments}
              locale={{ emptyText: 'No payments' }}
              columns={[
                { title: 'Reference', dataIndex: 'stripePaymentIntentId', render: paymentReferenceCell },
                { title: 'Tool', dataIndex: 'toolName', render: (name: string) => tools.data?.[name]?.displayName ?? name },
                { title: 'Amount', dataIndex: 'amount', align: 'right', render: formatPrice },
                { title: 'Status', dataIndex: 'status', render: (status: string) => <StatusTag tone={STATUS_TONE[status]}>{status}</StatusTag> },
                { title: 'Date', dataIndex: 'createdAt', render: formatDate },
                { title: 'Action', key: 'action', render: (_: unknown, payment) => <RefundButton payment={payment} /> },
              ]}
            />
          </ScrollRegion>
        )}
        <form
          aria-label="Grant uses"
          onSubmit={(event) => {
            event.preventDefault();
            credit.mutate();
          }}
        >
          <h3 style={{ fontSize: 14, margin: '0 0 8px' }}>Grant uses (goodwill credit)</h3>
          <Space wrap>
            <Select aria-label="Tool to credit" placeholder="Tool" style={{ width: 200 }} options={toolOptions} value={toolName} onChange={setToolName} />
            <InputNumber aria-label="Uses to grant" min={1} max={MAX_CREDIT_USES} precision={0} value={uses} onChange={setUses} />
            <Input aria-label="Reason" placeholder="Reason (e.g. support ticket)" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} style={{ width: 240 }} />
            <Button htmlType="submit" type="primary" disabled={!toolName || !uses} loading={credit.isPending}>
              Grant uses
            </Button>
          </Space>
        </form>
      </Space>
    </Modal>
  );
}
