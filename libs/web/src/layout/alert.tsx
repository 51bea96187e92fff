// A message box with antd Alert's look (showIcon), in plain markup with the page template's ck-alert rules: the usage
// banner and a run's failure sit on the first screen of every tool page, which loads no antd for them (docs/measurements.md, bundle size).
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { CSSProperties, ReactNode } from 'react';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertType, IconDefinition> = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

export interface AlertProps {
  type: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the box. */
  action?: ReactNode;
  /** Another icon than the type's (decorative: the title says it). */
  icon?: IconDefinition;
  style?: CSSProperties;
}

/** role="alert", as antd's Alert has: assistive technology reads it out when it appears. */
export function Alert({ type, title, description, action, icon, style }: AlertProps) {
  const described = description !== undefined && description !== null;
  return (
    <div role="alert" className={`ck-alert ck-alert-${type}${described ? ' ck-alert-described' : ''}`} style={style}>
      <SvgIcon icon={icon ?? ICONS[type]} />
      <div className="ck-alert-section">
        <div className="ck-alert-title">{title}</div>
        {described && <div>{description}</div>}
      </div>
      {action && <div className="ck-alert-actions">{action}</div>}
    </div>
  );
}
