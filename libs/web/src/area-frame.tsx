// The frame every area page sits in: breadcrumb and title.
import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@careerkit/web/router';

export function AreaFrame({ title, crumbs, children }: { title: string; crumbs?: { label: string; to?: string }[]; children?: ReactNode }) {
  const items = (crumbs ?? [{ label: 'Home', to: '/' }, { label: title }]).map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label }));
  return (
    <section>
      <Breadcrumb items={items} style={{ marginBottom: 12 }} />
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
    </section>
  );
}
