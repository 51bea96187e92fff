// Renders the toast of @careerkit/web/layout/toast with Radix Toast, whose swipe threshold (50 px), duration (5 s) and
// hotkey (F8) are the spec's numbers. Loaded with the first toast of a page visit.
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import * as Toast from '@radix-ui/react-toast';
import { theme } from '@careerkit/web/layout/theme';
import type { ToastMessage, ToastType } from '@careerkit/web/layout/toast';

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const SMALL_SCREEN_PX = 640;

const ICONS: Record<ToastType, { Icon: typeof InfoCircleFilled; color: string | undefined }> = {
  success: { Icon: CheckCircleFilled, color: theme.token?.colorSuccess },
  error: { Icon: CloseCircleFilled, color: theme.token?.colorError },
  info: { Icon: InfoCircleFilled, color: theme.token?.colorInfo },
  warning: { Icon: ExclamationCircleFilled, color: theme.token?.colorWarning },
};

// Radix leaves the look to us: antd's notification look, top on small screens, bottom right on wider ones.
const CSS = `
.ck-toasts { position: fixed; z-index: 2000; right: 0; bottom: 0; width: 400px; max-width: 100vw; box-sizing: border-box;
  margin: 0; padding: 16px; list-style: none; outline: none; }
@media (max-width: ${SMALL_SCREEN_PX - 1}px) { .ck-toasts { top: 0; bottom: auto; left: 0; width: 100%; } }
.ck-toast { display: grid; grid-template-columns: auto 1fr auto; column-gap: 12px; align-items: start; padding: 16px 20px;
  background: #fff; border-radius: 8px; font-family: ${theme.token?.fontFamily}; color: rgba(0, 0, 0, 0.88);
  box-shadow: 0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05); }
.ck-toast[data-type='error'] { border-left: 4px solid ${theme.token?.colorError}; }
.ck-toast[data-state='open'] { animation: ck-toast-in 200ms ease-out; }
.ck-toast[data-state='closed'] { animation: ck-toast-fade 150ms ease-in forwards; }
.ck-toast[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
.ck-toast[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
.ck-toast[data-swipe='end'] { animation: ck-toast-swipe-out 120ms ease-out forwards; }
.ck-toast-title { font-weight: 600; font-size: 16px; line-height: 24px; }
.ck-toast-description { font-size: 14px; line-height: 22px; color: rgba(0, 0, 0, 0.65); margin-top: 4px; }
.ck-toast-icon { font-size: 22px; line-height: 24px; }
.ck-toast-close { border: 0; background: none; cursor: pointer; padding: 4px; color: rgba(0, 0, 0, 0.45); border-radius: 4px; }
.ck-toast-close:hover { background: rgba(0, 0, 0, 0.06); }
@keyframes ck-toast-in { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: translateY(0); } }
@keyframes ck-toast-fade { from { opacity: 1; } to { opacity: 0; } }
@keyframes ck-toast-swipe-out { from { transform: translateX(var(--radix-toast-swipe-end-x)); } to { transform: translateX(calc(100% + 16px)); } }
`;

export function Toaster({ toast }: { toast: ToastMessage }) {
  const { Icon, color } = ICONS[toast.type];
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} duration={DURATION_MS} label="Notification">
      <style>{CSS}</style>
      {/* A new key per toast: the newest replaces the one showing and gets its own 5 s. */}
      <Toast.Root key={toast.id} defaultOpen className="ck-toast" data-type={toast.type} type={toast.type === 'error' ? 'foreground' : 'background'}>
        <Icon className="ck-toast-icon" style={{ color }} aria-hidden />
        <div>
          <Toast.Title className="ck-toast-title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="ck-toast-description">{toast.description}</Toast.Description>}
        </div>
        <Toast.Close className="ck-toast-close" aria-label="Close">
          <CloseOutlined />
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className="ck-toasts" hotkey={['F8']} label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}
