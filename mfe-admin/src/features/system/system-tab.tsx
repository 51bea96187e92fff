// System (spec part 2 §2): siteName, maintenanceMode, allowRegistrations, emailNotifications, announcementActive,
// announcementText. The site reads them within its 60 s cache.
import { fetchAdminConfig, updateConfig, type SystemConfig } from '@careerkit/web/api/platform';
import { useToast } from '@careerkit/web/layout/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Skeleton, Switch } from 'antd';
import { adminFailure, toastFailure } from '../shared/admin-errors';
import { LoadFailed } from '../shared/load-failed';

const SWITCHES: { name: keyof SystemConfig; label: string; help: string }[] = [
  { name: 'maintenanceMode', label: 'Maintenance mode', help: 'Visitors see the maintenance page; sign-in and operators keep working.' },
  { name: 'allowRegistrations', label: 'Allow registrations', help: 'Off: the register links disappear and sign-ups are refused.' },
  { name: 'emailNotifications', label: 'Email notifications', help: 'Contact messages are mailed to support.' },
  { name: 'announcementActive', label: 'Show announcement', help: 'The banner at the top of every page.' },
];

export default function SystemTab() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SystemConfig>();
  const config = useQuery({ queryKey: ['/api/admin/config'], queryFn: fetchAdminConfig });
  const save = useMutation({
    mutationFn: updateConfig,
    onSuccess: (saved) => {
      toast.success('Settings saved');
      queryClient.setQueryData(['/api/admin/config'], saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/system-config'] });
      form.setFieldsValue(saved);
    },
    onError: (error) => toastFailure(toast, adminFailure(error)),
  });

  if (config.isPending) return <Skeleton active />;
  if (config.isError) return <LoadFailed error={config.error} retry={() => void config.refetch()} />;
  return (
    <Card style={{ maxWidth: 720 }}>
      {config.data.maintenanceMode && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Maintenance mode is on: visitors see the maintenance page." />}
      <Form form={form} layout="vertical" initialValues={config.data} onFinish={(values) => save.mutate(values)} disabled={save.isPending}>
        <Form.Item name="siteName" label="Site name" rules={[{ required: true, whitespace: true, message: 'Site name is required' }]}>
          <Input maxLength={100} />
        </Form.Item>
        {SWITCHES.map((s) => (
          <Form.Item key={s.name} name={s.name} label={s.label} extra={s.help} valuePropName="checked">
            <Switch aria-label={s.label} />
          </Form.Item>
        ))}
        <Form.Item name="announcementText" label="Announcement text" rules={[{ max: 500, message: 'At most 500 characters' }]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save Settings
        </Button>
      </Form>
    </Card>
  );
}
