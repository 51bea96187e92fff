// A link that looks like a button: where a control goes somewhere, it is a link (one tab stop, opens in a new tab,
// valid HTML), not a button inside a link. Styled by the ck-button-link rules in the page template.
import type { ReactNode } from 'react';
import { Link } from '@careerkit/web/router';

export function ButtonLink({ to, primary = false, large = false, block = false, children }: { to: string; primary?: boolean; large?: boolean; block?: boolean; children: ReactNode }) {
  const className = ['ck-button-link', primary ? '' : 'ck-button-link-default', large ? 'ck-button-link-large' : '', block ? 'ck-button-link-block' : ''].filter(Boolean).join(' ');
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
