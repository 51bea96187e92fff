// Toasts as spec part 1 §9 says: one at a time, at the top on small screens and bottom right on wider ones, 5 s.
import { App } from 'antd';
import { useMemo } from 'react';

const SMALL_SCREEN = 640;

export function useToast() {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: 'success' | 'error' | 'info' | 'warning') => (title: string, description?: string) =>
      notification[type]({
        title,
        description,
        duration: 5,
        placement: globalThis.innerWidth < SMALL_SCREEN ? 'top' : 'bottomRight',
      });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [notification]);
}
