// The letter reads a posting's duties in one pass of compromise's tagger (dutiesThatRead), not one pass each: the same
// duties are kept, in the same order, as when each is read alone (dutyReads), and a pass that does not split back into
// its sentences is read one duty at a time.
import { dutiesThatRead, dutyReads } from '../src/local/write/posting-phrase';

/** The duties the letter kept before: each read alone, in order, each said once, until `wanted` read. */
function oneByOne(duties: string[], wanted: number): string[] {
  const found: string[] = [];
  for (const duty of duties) {
    if (!found.some((d) => d.toLowerCase() === duty.toLowerCase()) && dutyReads(duty)) found.push(duty);
    if (found.length === wanted) break;
  }
  return found;
}

const DUTIES = [
  'reconcile monthly vendor statements and equipment invoices',
  'perform or assists with equipment test studies',
  'assist Controller with month-end close',
  'Reconcile monthly vendor statements and equipment invoices',
  'prepare calibration records for equipment audits',
  'operate a computer',
  'develop Python services on AWS',
  'review, approve, and Post Purchase Orders from the Dispensary',
  'delegate tasks to the Account Manager',
  'track record of hard work',
  'send, receive, correct & modify project documents',
  'maintain Acme editorial calendar',
  'assemble supplies and arrange for the delivery or pickup of home infusion medications and supplies',
  'develop Python services on AWS',
];

describe("a posting's duties read together", () => {
  it.each([1, 2, 3, 5, 12])('keeps what reading each alone keeps, wanting %i', (wanted) => {
    const kept = dutiesThatRead(DUTIES, wanted);
    expect(kept).toEqual(oneByOne(DUTIES, wanted));
    expect(kept.length).toBe(Math.min(wanted, 6));
  });

  it('reads a duty that splits into two sentences (so the pass does not split back) as it reads alone', () => {
    const duties = ['coordinate vendor visits with the U.S. Navy team', 'answer phones. Greet visitors', ...DUTIES.slice(0, 6)];
    expect(dutiesThatRead(duties, 12)).toEqual(oneByOne(duties, 12));
  });
});
