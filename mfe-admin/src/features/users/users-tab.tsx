// Users (spec part 2 §2): list and search by id, email, username, full name or payment reference; activate or
// deactivate; reset one user's data; reset all test data; a user's payments (refund) and a goodwill credit of uses.
// Ids show their first 8 characters and copy whole; a failed change is a destructive toast.
import { fetchAdminUsers, resetTestData, resetUserData, setUserActive, type AdminUser } from '@careerkit/web/api/platform';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useToast } from '@careerkit/web/layout/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { adminFailure, toastFailure } from '../shared/admin-errors';
import { copyableIdCell } from '../shared/copyable-id';
import { formatDate } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';
import { UserMoneyDialog } from './user-money-dialog';
import { StackedTable } from '../shared/stacked-table';
import { StatusTag } from '../shared/status-tag';

/** `search`: what another tab opened the Users tab on (the audit log's customer, by e-mail). */
export default function UsersTab({ search: opened = '' }: { search?: string }) {
  const [search, setSearch] = useState(opened);
  const [moneyOf, setMoneyOf] = useState<AdminUser | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ['/api/admin/users', search], queryFn: () => fetchAdminUsers(search) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
  const failed = (error: unknown) => toastFailure(toast, adminFailure(error));

  const toggle = useMutation({
    mutationFn: (user: AdminUser) => setUserActive(user.id, !user.isActive),
    onSuccess: (user) => {
      toast.success(user.isActive ? 'User activated' : 'User deactivated', user.email);
      void refresh();
    },
    onError: failed,
  });
  const resetOne = useMutation({
    mutationFn: (user: AdminUser) => resetUserData(user.id),
    onSuccess: ({ deletedRecords }, user) => {
      toast.success('User data reset', `${user.email}: ${deletedRecords} records cleared`);
      void refresh();
    },
    onError: failed,
  });
  const resetTests = useMutation({
    mutationFn: resetTestData,
    onSuccess: ({ deletedRecords }) => {
      toast.success('Test data reset', `${deletedRecords} records deleted`);
      void refresh();
    },
    onError: failed,
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
        <Input.Search
          aria-label="Search users"
          placeholder="Search by id, email, name or payment reference"
          defaultValue={opened}
          allowClear
          maxLength={200}
          onSearch={(value) => setSearch(value)}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Popconfirm
          title="Reset all test data?"
          description="Deletes every account under the test email domain and everything it holds."
          okText="Reset test data"
          okButtonProps={{ danger: true }}
          onConfirm={() => resetTests.mutate()}
        >
          <Button danger loading={resetTests.isPending}>
            Reset Test Data
          </Button>
        </Popconfirm>
      </div>
      {users.isError ? (
        <LoadFailed error={users.error} retry={() => void users.refetch()} />
      ) : (
        <ScrollRegion label="Users">
          <StackedTable
            size="small"
            rowKey="id"
            loading={users.isPending}
            dataSource={users.data?.users}
            locale={{ emptyText: search ? `No users match “${search}”` : 'No users yet' }}
            columns={[
              { title: 'ID', dataIndex: 'id', render: copyableIdCell },
              { title: 'Email', dataIndex: 'email' },
              { title: 'Username', dataIndex: 'username' },
              { title: 'Full name', dataIndex: 'fullName', render: orDash },
              { title: 'Company', dataIndex: 'company', render: orDash },
              { title: 'Job title', dataIndex: 'jobTitle', render: orDash },
              { title: 'Profile', dataIndex: 'profileCompleteness', align: 'right', render: (v: string) => `${v}%` },
              { title: 'Spent', dataIndex: 'totalSpent', align: 'right', render: formatPrice },
              { title: 'Tools used', dataIndex: 'toolsUsed', align: 'right' },
              { title: 'Status', dataIndex: 'isActive', render: (v: boolean) => (v ? <StatusTag tone="green">Active</StatusTag> : <StatusTag tone="red">Inactive</StatusTag>) },
              { title: 'Joined', dataIndex: 'createdAt', render: formatDate },
              {
                title: 'Actions',
                key: 'actions',
                render: (_: unknown, user: AdminUser) => (
                  <Space>
                    <Button size="small" onClick={() => setMoneyOf(user)} aria-label={`Payments and credit of ${user.email}`}>
                      Payments
                    </Button>
                    <Button size="small" onClick={() => toggle.mutate(user)} aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.email}`}>
                      {user.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Popconfirm
                      title={`Reset ${user.email}'s data?`}
                      description="Usage and run history are cleared; payments are kept."
                      okText="Reset data"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => resetOne.mutate(user)}
                    >
                      <Button size="small" danger aria-label={`Reset data of ${user.email}`}>
                        Reset Data
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      {moneyOf && <UserMoneyDialog user={moneyOf} onClose={() => setMoneyOf(null)} />}
    </Space>
  );
}

const orDash = (v: string | null) => v || <Typography.Text type="secondary">—</Typography.Text>;
