// What the user typed on a page, kept in this tab's sessionStorage when their session expires, so that signing in
// again brings it back (issue 26). Keyed per user and page; only text, numbers, yes/no and lists of text are kept, and
// never a field named like a password, a card or a secret. Sign-out clears every draft; signing in as someone else
// clears the other users' drafts; a successful submit clears the page's.
const PREFIX = 'careerkit:draft:';
const NEVER_KEPT = /password|card|cvc|cvv|secret|token/i;

export type DraftValue = string | number | boolean | null | string[];
export type Draft = Record<string, DraftValue>;

const keyOf = (userId: string, page: string) => `${PREFIX}${encodeURIComponent(userId)}:${page}`;

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): nothing is kept
  }
}

const isDraftValue = (value: unknown): value is DraftValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The part of `values` that may be kept. */
export function keepable(values: Record<string, unknown>): Draft {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !NEVER_KEPT.test(name) && isDraftValue(value))) as Draft;
}

export function saveDraft(userId: string, page: string, values: Record<string, unknown>): void {
  try {
    store()?.setItem(keyOf(userId, page), JSON.stringify(keepable(values)));
  } catch {
    // full or refused: the draft is lost, nothing else is
  }
}

/** The user's draft of the page, removed as it is read (null when there is none or it is unreadable). */
export function takeDraft(userId: string, page: string): Draft | null {
  const storage = store();
  const raw = storage?.getItem(keyOf(userId, page));
  if (!raw) return null;
  storage?.removeItem(keyOf(userId, page));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? keepable(parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Clears drafts: every one (sign-out), those of users other than `keepUserId` (someone signs in), or one page's. */
export function clearDrafts({ keepUserId, page }: { keepUserId?: string; page?: string } = {}): void {
  const storage = store();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => Boolean(key?.startsWith(PREFIX)));
  for (const key of keys) {
    const [userPart, ...pageParts] = key.slice(PREFIX.length).split(':');
    if (keepUserId !== undefined && decodeURIComponent(userPart) === keepUserId) continue;
    if (page !== undefined && pageParts.join(':') !== page) continue;
    storage.removeItem(key);
  }
}
