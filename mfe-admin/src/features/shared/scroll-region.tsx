// A wide table on a phone scrolls sideways inside this region, which the keyboard can reach (WCAG 2.1.1; axe's
// scrollable-region-focusable): antd's own scrolling table body is not focusable.
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
