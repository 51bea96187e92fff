// Issue 44: a posting's fragment goes into a letter's frame only where it reads there. Blind readers stopped at the
// posting's own third-person verb after "to", its bare title or possessive as an object, a requirement or a trivial
// skill said as a duty, and traits and practices one "used". Such a duty is left out, the letter still reads, and each
// kind of skill is said in a sentence that fits it.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { accountsClerkResume, engine } from './fixtures';
import { dutyProblem } from '../src/local/write/posting-phrase';

const letterFor = async (userExperience: string, jobDescription: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Acme Testing Labs' }))).coverLetter;

const POSTING = [
  'Lab Accounting Assistant',
  'Acme Testing Labs is hiring a Lab Accounting Assistant.',
  'Responsibilities',
  '• Performs or assists with equipment test studies and calibration records',
  '• Assist Controller with month-end close and vendor statements',
  '• Maintain Acme editorial calendar for equipment test newsletters',
  '• Track record of hard work with equipment test records',
  '• Operate a computer',
  '• Reconcile monthly vendor statements and equipment invoices',
  '• Prepare calibration records for equipment audits',
  'Skills: Microsoft Excel, SQL, communication, audits, attention to detail.',
].join('\n');

const RESUME = accountsClerkResume(true);

const sentences = (letter: string) => letter.split(/(?<=[.!?])\s+/);

describe("a posting's fragment in a letter's frame", () => {
  it('puts after "to" only duties whose verbs are all base form, and never a bare title, a possessive, a requirement or a trivial skill', async () => {
    const letter = await letterFor(RESUME, POSTING);
    const afterTo = sentences(letter).filter((s) => /\b(?:chance|glad|someone) to\b/.test(s));
    // the duty that reads is said (the check is not vacuous)
    expect(letter).toMatch(/to reconcile monthly vendor statements and equipment invoices/);
    for (const s of afterTo) {
      expect(s).not.toMatch(/\bassists\b/);
      expect(s).not.toMatch(/\bto assist Controller\b/);
      expect(s).not.toMatch(/\bAcme editorial calendar\b/);
      expect(s).not.toMatch(/\btrack record\b/i);
      expect(s).not.toMatch(/\boperate a computer\b/);
    }
    expect(letter.split(/\n\n/).slice(1, -1).join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(150);
  });

  it('says it "used" only tools, names practices as experience and traits as part of how I work', async () => {
    const letter = await letterFor(RESUME, POSTING);
    const used = sentences(letter).find((s) => /I have used (?:them|it) in my own work/.test(s));
    expect(used).toMatch(/Microsoft Excel/);
    expect(used).toMatch(/SQL/);
    expect(used).not.toMatch(/communication|audit|attention to detail/i);
    expect(letter).toMatch(/ask for experience in [^.]*audit[^.]*, which my own work has given me\./i);
    expect(letter).toMatch(/ask for [^.]*(?:communication|attention to detail)[^.]*, which (?:is|are) part of how I work\./i);
  });

  it.each([
    ['the posting\'s third person after a joiner', 'perform or assists with equipment test studies'],
    ['an -ing action joined to a base-form one', 'implement testing & creating a testing strategy'],
    ['an action in the posting\'s capitals', 'review, approve, and Post Purchase Orders from the Dispensary'],
    ['a bare title as the object', 'assist Controller with month-end close'],
    ['a bare title after a preposition', 'provide reports to Controller'],
    ["a name as the posting's possessive", 'maintain Acme editorial calendar'],
    ['a requirement', 'track record of hard work'],
    ['a trait', 'demonstrate a commitment to lifelong learning'],
    ['a trivial skill', 'operate a computer'],
  ])('leaves out %s: "%s"', (_, duty) => {
    expect(dutyProblem(duty)).toBeDefined();
  });

  it.each(['reconcile monthly vendor statements and equipment invoices', 'assemble supplies and arrange for the delivery or pickup of home infusion medications and supplies', 'send, receive, correct & modify project documents', 'develop Python services on AWS', 'delegate tasks to the Account Manager', "promote CITY Boots' products"])(
    'keeps a duty that reads: "%s"',
    (duty) => {
      expect(dutyProblem(duty)).toBeUndefined();
    },
  );
});
