// Each page names itself in the browser tab and history ("Pricing — CareerKit"): a screen reader announces it on
// navigation, and a visitor with several tabs can tell them apart. The site's name is the operator's "Site name"
// (System tab); until the config has loaded, and when it cannot be read, it is CareerKit.
import { useEffect } from 'react';
import { useSystemConfig } from '@careerkit/web/api/hooks';

export const SITE_NAME = 'CareerKit';

export function useDocumentTitle(title: string | undefined): void {
  const siteName = useSystemConfig().data?.siteName?.trim() || SITE_NAME;
  useEffect(() => {
    document.title = title ? `${title} — ${siteName}` : siteName;
  }, [title, siteName]);
}
