// A status in the operator's tables, in the site's tag colours (the profile's and the Dashboard's): antd's preset green
// and orange tags write at 3.3:1 on their tint, under WCAG AA's 4.5:1.
import type { ReactNode } from 'react';

export type TagTone = 'green' | 'red' | 'blue' | 'purple' | 'orange';

export function StatusTag({ tone, children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={tone ? `ck-tag ck-tag-${tone}` : 'ck-tag'}>{children}</span>;
}
