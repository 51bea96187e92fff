// A page keeps what the user typed through an expired session: when a call answers that the session expired, the
// page's values are saved (session-drafts.ts); once the same user is signed in again and the page mounts, they come
// back. Values equal to the page's first ones (an untouched form) are not saved.
import { useEffect, useRef } from 'react';
import { AUTH_EXPIRED_EVENT } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { clearDrafts, keepable, saveDraft, takeDraft, type DraftValue } from '@careerkit/web/auth/session-drafts';

export function useSessionDraft<T extends Record<string, DraftValue>>(page: string, values: T, restore: (draft: Partial<T>) => void): { clear(): void } {
  const { user } = useAuth();
  const userId = user?.id;
  const first = useRef(values);
  const latest = useRef({ values, userId });
  const restoreRef = useRef(restore);
  useEffect(() => {
    latest.current = { values, userId };
    restoreRef.current = restore;
  });

  useEffect(() => {
    if (!userId) return;
    const draft = takeDraft(userId, page);
    if (!draft) return;
    // Each field of the type the page holds it in; a field the page starts without (a form's untouched input) as text.
    // The page's restore applies only the fields it knows.
    const fields = Object.entries(draft).filter(([name, value]) => {
      const current = first.current[name] as DraftValue | undefined;
      if (current === undefined || current === null) return value === null || typeof value === 'string';
      return Array.isArray(current) ? Array.isArray(value) : typeof value === typeof current;
    });
    if (fields.length) restoreRef.current(Object.fromEntries(fields) as Partial<T>);
  }, [userId, page]);

  useEffect(() => {
    const onExpired = () => {
      const { values: now, userId: owner } = latest.current;
      if (!owner || JSON.stringify(keepable(now)) === JSON.stringify(keepable(first.current))) return;
      saveDraft(owner, page, now);
    };
    globalThis.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => globalThis.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, [page]);

  return { clear: () => clearDrafts({ page }) };
}
