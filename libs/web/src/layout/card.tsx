// A titled box with antd Card's look in plain markup (the page template's ck-card rules): antd's Card imports its Tabs
// (and their menus and popups), a cost for boxes that only frame a section (docs/measurements.md, bundle size).
import type { CSSProperties, ReactNode } from 'react';

export interface CardProps {
  title: ReactNode;
  /** Beside the title, as a tag (PREMIUM, MOST POPULAR). */
  badge?: ReactNode;
  /** Makes the card a named region (a <section>), found by that name. */
  label?: string;
  /** At the end of the title bar. */
  extra?: ReactNode;
  /** antd's size="small": a lower title bar and less padding. */
  small?: boolean;
  /** The title's heading level: sections of a page are h2, a card inside one h3. */
  level?: 2 | 3;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Card({ title, badge, label, extra, small = false, level = 2, style, children }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const Box = label ? 'section' : 'div';
  return (
    <Box className={small ? 'ck-card ck-card-small' : 'ck-card'} style={style} aria-label={label}>
      <div className="ck-card-head">
        <div className="ck-card-title">
          <Heading>{title}</Heading>
          {badge}
        </div>
        {extra && <span className="ck-card-extra">{extra}</span>}
      </div>
      <div className="ck-card-body">{children}</div>
    </Box>
  );
}

/** A figure under its title, with antd Statistic's look; `suffix` (a unit) beside it, smaller. */
export function Statistic({ title, value, suffix }: { title: ReactNode; value: ReactNode; suffix?: string }) {
  return (
    <div>
      <div className="ck-statistic-title">{title}</div>
      <div className="ck-statistic-value">
        {value}
        {suffix && <span style={{ fontSize: 16, marginInlineStart: 4 }}>{suffix}</span>}
      </div>
    </div>
  );
}
