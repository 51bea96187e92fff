// The site's antd theme around a part of the page that uses antd. Not in WebProviders: the shell's chrome and Home
// use no antd, so antd loads with the first page or area that needs it (docs/measurements.md, bundle size).
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '@careerkit/web/layout/theme';

export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
