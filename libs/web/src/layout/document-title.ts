// Each page names itself in the browser tab and history ("Pricing — CareerKit"): a screen reader announces it on
// navigation, and a visitor with several tabs can tell them apart.
import { useEffect } from 'react';

export const SITE_NAME = 'CareerKit';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
