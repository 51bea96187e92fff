// The frame every area page sits in: breadcrumb, the page's one h1, and the document title. Plain markup (the page
// template's ck-* rules): it is on the first load of every area (docs/measurements.md, bundle size).
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { Link } from '@careerkit/web/router';

export function AreaFrame({ title, crumbs, children }: { title: string; crumbs?: { label: string; to?: string }[]; children?: ReactNode }) {
  useDocumentTitle(title);
  const trail = crumbs ?? [{ label: 'Home', to: '/' }, { label: title }];
  return (
    <section>
      <nav aria-label="Breadcrumb">
        <ol className="ck-breadcrumb">
          {trail.map((crumb, index) => (
            <li key={index}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>}</li>
          ))}
        </ol>
      </nav>
      <h1 className="ck-area-title">{title}</h1>
      {children}
    </section>
  );
}
