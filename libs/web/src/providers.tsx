// Everything a page needs around it: one query client, the theme, antd's App (toasts), the session, the payment dialog.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { AuthProvider } from '@careerkit/web/auth';
import { PaymentDialogProvider } from '@careerkit/web/payment-slot';
import { createQueryClient } from '@careerkit/web/query-client';
import { theme } from '@careerkit/web/theme';

// One per page load: libs/web is a shared singleton, so the shell and every remote use this same cache.
export const queryClient = createQueryClient();

export function WebProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <AntApp notification={{ maxCount: 1 }}>
          <AuthProvider>
            <PaymentDialogProvider>{children}</PaymentDialogProvider>
          </AuthProvider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
