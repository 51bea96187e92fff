// Issue 44: with the form's Company field blank, blind readers refused a letter that greeted a line of the posting (a
// list of class levels) as the company. A letter names a company read from the posting only when the posting names its
// employer outright and what was read looks like a name; otherwise it greets as when no company is found.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { accountsClerkResume, engine } from './fixtures';

const RESUME = accountsClerkResume(false);

const DUTIES = ['Responsibilities', '• Reconcile monthly vendor statements and equipment invoices', '• Prepare calibration records for equipment audits', 'Skills: Microsoft Excel, SQL.'];

const letterFor = async (jobDescription: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience: RESUME }))).coverLetter;

describe('the company a letter takes from the posting', () => {
  it('greets neutrally when the only name-like line is not said to be the employer', async () => {
    const letter = await letterFor(['Accounting Assistant', 'Infant Toddler Preschool Pre-K', 'We are looking for an accounting assistant for our Infant Toddler Preschool Pre-K rooms.', ...DUTIES].join('\n'));
    expect(letter.startsWith('Dear Hiring Manager,')).toBe(true);
    expect(letter).not.toMatch(/Infant Toddler Preschool Pre-K (?:Hiring|Team)|at Infant Toddler|to Infant Toddler/);
  });

  it.each([
    ['common nouns', 'infant and toddler classrooms'],
    ['a list', 'Infants, Toddlers, Preschool'],
    ['a run of seven words', 'Infant Toddler Preschool Pre-K Kindergarten First Grade'],
  ])('greets neutrally when a labelled company reads as %s, not a name', async (_, label) => {
    const letter = await letterFor(['Accounting Assistant', `Company: ${label}`, 'We are looking for an accounting assistant.', ...DUTIES].join('\n'));
    expect(letter.startsWith('Dear Hiring Manager,')).toBe(true);
    expect(letter).not.toMatch(/Infant|infant/);
  });

  // readers refused letters whose opening named no company although the form gave one
  const formLetter = async (companyName: string) =>
    (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobTitle: 'Accounting Assistant', companyName, jobDescription: ['Accounting Assistant', ...DUTIES].join('\n'), userExperience: RESUME })))
      .coverLetter;

  it('takes a company whose name has initials for a name, not a sentence', async () => {
    const letter = await formLetter('W.C. Construction Company, LLC');
    expect(letter.startsWith('Dear W.C. Construction Company Hiring Team,')).toBe(true);
    expect(letter).toContain('the Accounting Assistant position at W.C. Construction Company.');
  });

  it('names a firm of several names in the opening, and nowhere else', async () => {
    const firm = 'KAZAN, MCCLAIN, SATTERLEY, & GREENWOOD';
    const letter = await formLetter(firm);
    expect(letter).toContain(`the Accounting Assistant position at ${firm}.`);
    expect(letter.split(firm).length - 1).toBe(2);
  });

  it('names the company the posting introduces with "About"', async () => {
    const letter = await letterFor(['Accounting Assistant', 'About Acme Robotics', 'Acme Robotics builds test rigs for equipment makers.', ...DUTIES].join('\n'));
    expect(letter.startsWith('Dear Acme Robotics Hiring Team,')).toBe(true);
  });
});
