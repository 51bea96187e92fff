// Résumés and postings written for these tests, and a pinned clock so "Present" and posting ages do not drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalEngine } from '../src/local/local-engine';

export const NOW = new Date('2025-06-01T00:00:00Z');

export function fixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

export const engine = () => createLocalEngine({ now: () => NOW });

/** Every number written in a text (for "nothing invented" checks). */
export function numbers(text: string): string[] {
  return (text.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[,.]+$/, '').replace(/,/g, ''));
}
