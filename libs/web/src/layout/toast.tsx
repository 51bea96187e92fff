// Toasts as spec part 1 §9 says: at most one at a time (a new one replaces it), 5 s, at the top on small screens and
// bottom right on wider ones, swiped away past 50 px, F8 to reach them. The renderer (@careerkit/web/layout/toaster) loads
// with the first toast, so no page pays for it up front.
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  /** Tells one toast from the next, so a new toast restarts its own 5 s. */
  id: number;
  type: ToastType;
  title: string;
  description?: string;
}

type Show = (title: string, description?: string) => void;
export type Toasts = Record<ToastType, Show>;

const ToastContext = createContext<Toasts | null>(null);
const Toaster = lazy(() => import('@careerkit/web/layout/toaster').then((module) => ({ default: module.Toaster })));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null);
  const toasts = useMemo<Toasts>(() => {
    let next = 0;
    const show = (type: ToastType): Show => (title, description) => setCurrent({ id: ++next, type, title, description });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, []);
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {/* The last toast stays in state; Radix unmounts it when its time is up or it is dismissed. */}
      {current && (
        <Suspense fallback={null}>
          <Toaster toast={current} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast must be used within a ToastProvider');
  return toasts;
}
