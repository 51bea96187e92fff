// A letter's body is led by the posting (issue 44): each duty of the posting it names is followed, in the next
// sentence, by the résumé's statement closest to that duty, said with where it was done; a duty no statement comes
// close to is not named. And "In my recent work" is said only of the latest role's statements: blind readers called it
// a wrong fact before a line of an older job. All résumé and posting lines here are made up.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { achievementSentences } from '../src/local/write/compose';
import { engine } from './fixtures';

const POSTING = [
  'Staff Accountant',
  'Ledger & Co is hiring a Staff Accountant.',
  'You will reconcile bank accounts and prepare the month-end close.',
  'You will answer phones at the front desk.',
  'You will run payroll for hourly staff.',
].join('\n');

// an anonymised export: no employer is named, so only the roles tell where each line was done
const RESUME = [
  'Experience',
  'Office Manager',
  'Jan 2020 - Present',
  'Company Name - City, State',
  '• Ran payroll for 45 staff every two weeks',
  '• Booked travel and rooms for the leadership team',
  '• Ordered supplies and kept the stock room in order',
  'Bookkeeper',
  'Mar 2015 - Dec 2019',
  'Company Name - City, State',
  '• Reconciled 6 bank accounts each month and closed the books by the fifth working day',
  '• Entered 400 vendor invoices a month in QuickBooks',
  'Education',
  'Bachelor of Science in Accounting, Riverside University, 2014',
].join('\n');

const LATEST = /^(?:ran payroll|booked travel|ordered supplies)/;
const OLDER = /^(?:reconciled 6 bank accounts|entered 400 vendor invoices)/;

const letterFor = async (jobDescription: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience: RESUME, companyName: 'Ledger & Co' }))).coverLetter;
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('a letter led by the posting', () => {
  it('names a duty, then in the next sentence the statement closest to it, said with where it was done', async () => {
    const letter = await letterFor(POSTING);
    expect(letter).toMatch(/Your posting asks for someone to run payroll for hourly staff\. I have done work of that kind: in my recent work, I ran payroll for 45 staff every two weeks\./);
    expect(letter).toMatch(/someone to reconcile bank accounts and prepare the month-end close\. As a Bookkeeper, I reconciled 6 bank accounts each month/);
    // every duty named is answered by the next sentence with a statement of the résumé, and by none of the others'
    const sentences = sentencesOf(letter);
    const duties = sentences.flatMap((s, i) => (/someone to /.test(s) ? [i] : []));
    expect(duties).toHaveLength(2);
    for (const i of duties) expect(sentences[i + 1]).toMatch(/^(?:I have done work of that kind: )?(?:[Ii]n my recent work, |As a Bookkeeper, )?I (?:ran payroll|reconciled 6 bank accounts)/);
    // the duty no statement comes close to is not named, and no duty is said alone
    expect(letter).not.toMatch(/answer phones|What draws me|glad to (?!chat)/);
  });

  it('names no duty where the résumé holds nothing close to one', async () => {
    const unrelated = ['Pastry Chef', 'You will bake bread and pastries for the morning service.', 'You will plan the seasonal dessert menu.'].join('\n');
    const letter = await letterFor(unrelated);
    expect(letter).not.toMatch(/someone to |chance to (?!discuss)/);
    expect(letter).toMatch(/I ran payroll for 45 staff/);
  });
});

describe('"recent" only for the latest role', () => {
  it("calls the latest role's work recent and introduces an older role's with its title", async () => {
    for (const posting of [POSTING, ['Pastry Chef', 'You will bake bread and pastries for the morning service.'].join('\n')]) {
      const letter = await letterFor(posting);
      const recent = [...letter.matchAll(/In my recent work, I (?:also )?([^.]+)\./g)].map((m) => m[1]);
      expect(recent.length).toBeGreaterThan(0);
      for (const clause of recent) expect(clause).toMatch(LATEST);
      // the older role's work is said with its title, never as recent work
      expect(letter).toMatch(/[Aa]s a Bookkeeper, I (?:reconciled|entered)/);
      for (const s of sentencesOf(letter)) if (/^In my recent work/.test(s)) expect(s.replace(/^In my recent work, I (?:also )?/, '')).not.toMatch(OLDER);
    }
  });

  it('says a statement of no known role without "recent", and an older role of no title as earlier', () => {
    const at = (clause: string, role?: { rank: number; recent: boolean; title?: string }) => ({ source: clause, sentence: `I ${clause}.`, clause, figure: false, skillIds: [], role });
    expect(
      achievementSentences([
        at('ran payroll for 45 staff', { rank: 0, recent: true, title: 'Office Manager' }),
        at('booked travel for the leadership team', { rank: 0, recent: true, title: 'Office Manager' }),
        at('reconciled 6 bank accounts', { rank: 1, recent: false, title: 'Bookkeeper' }),
        at('sorted the mail for 3 floors', { rank: 2, recent: false }),
      ]),
    ).toEqual(['In my recent work, I ran payroll for 45 staff.', 'I also booked travel for the leadership team.', 'Before that, as a Bookkeeper, I reconciled 6 bank accounts.', 'In an earlier role, I sorted the mail for 3 floors.']);
    expect(achievementSentences([at('ran payroll for 45 staff'), at('booked travel for the leadership team')])).toEqual(['I ran payroll for 45 staff.', 'I also booked travel for the leadership team.']);
  });
});
