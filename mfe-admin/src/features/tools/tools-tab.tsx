// Tools (spec part 2 §2): price, free and paid limits and the active flag of each tool, saved row by row.
import { fetchAdminTools, updateTool, type AdminTool } from '@careerkit/web/api/platform';
import { useToast } from '@careerkit/web/layout/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { adminFailure, toastFailure } from '../shared/admin-errors';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';
import { StackedTable } from '../shared/stacked-table';

type Draft = Pick<AdminTool, 'price' | 'freeLimit' | 'paidLimit' | 'isActive'>;

export default function ToolsTab() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const tools = useQuery({ queryKey: ['/api/admin/tools'], queryFn: fetchAdminTools });
  const [drafts, setDrafts] = useState<Record<string, Partial<Draft>>>({});
  const save = useMutation({
    mutationFn: ({ name, draft }: { name: string; draft: Partial<Draft> }) => updateTool(name, draft),
    onSuccess: (tool) => {
      toast.success('Tool updated', `${tool.displayName} saved`);
      setDrafts(({ [tool.name]: _saved, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/tools'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/tool-configs'] });
    },
    onError: (error) => toastFailure(toast, adminFailure(error)),
  });

  if (tools.isPending) return <Skeleton active />;
  if (tools.isError) return <LoadFailed error={tools.error} retry={() => void tools.refetch()} />;
  const edit = (name: string, field: keyof Draft, value: number | boolean | null) => {
    if (value === null) return;
    setDrafts((all) => ({ ...all, [name]: { ...all[name], [field]: value } }));
  };
  const value = <K extends keyof Draft>(tool: AdminTool, field: K): Draft[K] => (drafts[tool.name]?.[field] as Draft[K] | undefined) ?? tool[field];

  return (
    <ScrollRegion label="Tools">
      <StackedTable
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={tools.data.tools}
        columns={[
          { title: 'Tool', dataIndex: 'displayName', render: (v: string, t: AdminTool) => <span title={t.name}>{v}</span> },
          {
            title: 'Price (USD)',
            key: 'price',
            render: (_: unknown, t: AdminTool) => (
              <InputNumber aria-label={`Price of ${t.displayName}`} min={0} max={1000} step={0.01} precision={2} prefix="$" value={value(t, 'price')} onChange={(v) => edit(t.name, 'price', v)} />
            ),
          },
          {
            title: 'Free uses',
            key: 'freeLimit',
            render: (_: unknown, t: AdminTool) => (
              <InputNumber aria-label={`Free uses of ${t.displayName}`} min={0} max={1000} precision={0} value={value(t, 'freeLimit')} onChange={(v) => edit(t.name, 'freeLimit', v)} />
            ),
          },
          {
            title: 'Paid uses',
            key: 'paidLimit',
            render: (_: unknown, t: AdminTool) => (
              <InputNumber aria-label={`Paid uses of ${t.displayName}`} min={0} max={10000} precision={0} value={value(t, 'paidLimit')} onChange={(v) => edit(t.name, 'paidLimit', v)} />
            ),
          },
          {
            title: 'Active',
            key: 'isActive',
            render: (_: unknown, t: AdminTool) => <Switch aria-label={`${t.displayName} active`} checked={value(t, 'isActive')} onChange={(v) => edit(t.name, 'isActive', v)} />,
          },
          {
            title: '',
            key: 'save',
            render: (_: unknown, t: AdminTool) => (
              <Button
                type="primary"
                size="small"
                aria-label={`Save ${t.displayName}`}
                disabled={!drafts[t.name]}
                loading={save.isPending && save.variables?.name === t.name}
                onClick={() => save.mutate({ name: t.name, draft: drafts[t.name]! })}
              >
                Save
              </Button>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
