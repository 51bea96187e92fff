// Turning the user's own statements into prose without adding facts: first person, one sentence each.
import { ACTION_VERBS, figuresIn, firstWord } from './phrases';
import { sentences } from './text';

/** Statements (lines or sentences) of a free-text field, cleaned of bullet markers. */
export function statementsOf(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return sentences(text)
    .map((s) => s.replace(/\s+/g, ' ').replace(/[.;,:\s]+$/, '').trim())
    .filter((s) => s.length >= 3);
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
export const upperFirst = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

const PAST_IRREGULAR = new Set(['led', 'built', 'drove', 'grew', 'won', 'wrote', 'sold', 'taught', 'cut', 'oversaw', 'rebuilt', 'ran', 'set', 'made', 'took', 'held', 'brought', 'began', 'spoke', 'gave', 'forecast']);

/** "Led the migration…" → "I led the migration…". Leaves a statement that already speaks in first person alone. */
export function firstPerson(statement: string): string {
  const s = statement.trim().replace(/[.;:\s]+$/, '');
  if (!s) return s;
  if (/^(i|i'm|i've|my|in my|as a|as an|at|over|for|with|during|after|before|since|while)\b/i.test(s)) return upperFirst(s) + '.';
  const w = firstWord(s);
  if (/^responsible for\b/i.test(s)) return `I was ${lowerFirst(s)}.`;
  if (ACTION_VERBS.has(w) && (w.endsWith('ed') || PAST_IRREGULAR.has(w))) return `I ${lowerFirst(s)}.`;
  if (ACTION_VERBS.has(w) && w.endsWith('s') && ACTION_VERBS.has(w.slice(0, -1))) return `I ${w.slice(0, -1)}${s.slice(w.length)}.`;
  if (ACTION_VERBS.has(w) && !w.endsWith('ing')) return `I ${lowerFirst(s)}.`;
  // "Two years making espresso…" / "5 years of Python" reads as what the writer brings
  if (/^(\d|one|two|three|four|five|six|seven|eight|nine|ten|several|many|over|nearly|almost)\b/i.test(s)) return `I bring ${lowerFirst(s)}.`;
  return upperFirst(s) + '.';
}

/** Every number the output carries must be one the user wrote: this lists the figures of a text. */
export function numbersIn(text: string): string[] {
  return text.match(/\d[\d,.]*/g)?.map((n) => n.replace(/[,.]+$/, '')) ?? [];
}

export function hasFigure(s: string): boolean {
  return figuresIn(s).length > 0;
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function withArticle(role: string): string {
  return /^[aeiou]/i.test(role) && !/^(uni|use|eu)/i.test(role) ? `an ${role}` : `a ${role}`;
}

/** "Grow into a staff role" → "my goal is to grow into a staff role." */
export function goalSentence(statement: string): string {
  const s = statement.trim().replace(/[.;:\s]+$/, '');
  const w = firstWord(s);
  if (ACTION_VERBS.has(w) && !/(ed|ing|s)$/.test(w)) return `my goal is to ${lowerFirst(s)}.`;
  if (/^(to)\b/i.test(s)) return `my goal is ${lowerFirst(s)}.`;
  const fp = firstPerson(s);
  return fp[0].toLowerCase() === 'i' && fp[1] === ' ' ? fp : lowerFirst(fp);
}

/** Items of a list field ("Python, Go; Terraform" or one per line). */
export function listItems(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(/\s*[,;\n•]\s*|\s+and\s+(?=[^,]*$)/)
    .map((s) => s.replace(/^[-*–]\s*/, '').replace(/[.\s]+$/, '').trim())
    .filter((s) => s.length > 1);
}
