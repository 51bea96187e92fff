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

/**
 * Plain work statements (no names, no figures) added to the one-rule résumés of the letter tests: a résumé too thin to
 * carry a letter is answered with what to add instead, so a test of one reading rule gives the letter enough to say.
 */
export const MORE_WORK = [
  'Summary',
  '• Responsible for answering customer calls every morning and logging each order in the stock system before the delivery run',
  '• Responsible for training new assistants on the filing and ordering routine and writing a short guide for the desk',
  '• Responsible for keeping the supply room in order so that stock was easy to find and reordered before it ran out',
  '• Responsible for preparing weekly sales summaries for the branch manager and flagging slow-moving lines for review',
  '• Responsible for keeping the front desk schedule and booking meetings, travel and rooms for the whole team',
  '• Responsible for checking supplier invoices against the delivery notes and sending each query back the same day',
  '• Responsible for welcoming visitors at reception and showing new clients around the office and the showroom',
].join('\n');

/** The local engine with MORE_WORK after every letter's résumé. */
export const carriedEngine = () => {
  const local = engine();
  return { ...local, coverLetter: (input: Parameters<typeof local.coverLetter>[0]) => local.coverLetter(input.userExperience ? { ...input, userExperience: `${input.userExperience}\n\n${MORE_WORK}` } : input) };
};

/**
 * An accounts clerk's résumé, latest role first, for letters against accounting postings; `withSupplierCalls` adds the
 * bullet that names communication and attention to detail (skills a posting may ask for).
 */
export function accountsClerkResume(withSupplierCalls: boolean): string {
  return [
    'Morgan Ellery',
    'Experience',
    'Accounts Clerk, Brightwater Instruments',
    'Mar 2019 - Present',
    '• Reconciled monthly vendor statements for 120 suppliers in Microsoft Excel and cleared every open item',
    '• Kept calibration records for 300 equipment test studies and prepared them for two external audits',
    '• Wrote SQL queries that pulled equipment invoices for the month-end close',
    ...(withSupplierCalls ? ['• Answered supplier questions by phone and email with clear communication and attention to detail'] : []),
    'Office Assistant, Greenway Stores',
    'Jan 2015 - Feb 2019',
    '• Filed purchase orders and matched them to delivery notes',
    '• Counted the stock room each quarter and reported shortages to the store manager',
  ].join('\n');
}
