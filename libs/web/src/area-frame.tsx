// The frame every area page sits in: breadcrumb, the page's one h1, and the document title.
import { Breadcrumb, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@careerkit/web/document-title';
import { Link } from '@careerkit/web/router';

export function AreaFrame({ title, crumbs, children }: { title: string; crumbs?: { label: string; to?: string }[]; children?: ReactNode }) {
  useDocumentTitle(title);
  const items = (crumbs ?? [{ label: 'Home', to: '/' }, { label: title }]).map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label }));
  return (
    <section>
      <Breadcrumb items={items} style={{ marginBottom: 12 }} />
      <Typography.Title level={1} style={{ fontSize: 30 }}>{title}</Typography.Title>
      {children}
    </section>
  );
}
