// Everything a page needs around it: one query client, toasts, the session, the payment dialog. The antd theme is
// applied where antd is used (@careerkit/web/layout/themed), so pages without antd do not load it.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@careerkit/web/auth/session';
import { PaymentDialogProvider } from '@careerkit/web/payment/slot';
import { createQueryClient } from '@careerkit/web/api/query-client';
import { ToastProvider } from '@careerkit/web/layout/toast';

// One per page load: libs/web is a shared singleton, so the shell and every remote use this same cache.
export const queryClient = createQueryClient();

export function WebProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <PaymentDialogProvider>{children}</PaymentDialogProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
