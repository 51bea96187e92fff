// Everything a page needs around it: one query client, the theme, toasts, the session, the payment dialog.
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { AuthProvider } from '@careerkit/web/auth';
import { PaymentDialogProvider } from '@careerkit/web/payment-slot';
import { createQueryClient } from '@careerkit/web/query-client';
import { theme } from '@careerkit/web/theme';
import { ToastProvider } from '@careerkit/web/toast';

// One per page load: libs/web is a shared singleton, so the shell and every remote use this same cache.
export const queryClient = createQueryClient();

export function WebProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <ToastProvider>
          <AuthProvider>
            <PaymentDialogProvider>{children}</PaymentDialogProvider>
          </AuthProvider>
        </ToastProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
