// What a cover letter is made of (issue 44 items 3-4), through the engine's entry point on short résumés and postings
// written for this test: the posting's duties it takes up, including those of a page that ran its list into one text,
// the duties the résumé speaks to, and the most recent employer's work told first.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { firstPersonSentence } from '../src/local/write/rephrase';
import { engine } from './fixtures';

const letterFor = async (userExperience: string, jobDescription: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', tone: 'professional', jobDescription, userExperience, companyName: 'Claffey Pools', jobTitle: 'Marketing Coordinator' }))).coverLetter;

// a posting page whose list lost its line breaks: numbered items, a stop without its space, benefits glued together
const RUN_TOGETHER_POSTING = [
  'We are seeking a Marketing Coordinator to join our team at Claffey Pools.',
  'Responsibilities:1. Answer phones and take messages for the front desk.2. Coordinate deliveries for events and accounts.3. Create and manage email campaigns using MailChimp.4. Write social media posts with the design team.',
  'Travel to sister companies as needed.Keep the brochure stock up to date.',
  'We offer benefitsMedical insuranceVision insuranceDental insurance.',
].join('\n');

const MARKETER = [
  'Experience',
  'Marketing Assistant, Riverbend Homes',
  'Jan 2021 - Present',
  '• Wrote the weekly newsletter for 8,000 subscribers',
  '• Planned social media posts for three brands and reported their reach each month',
  '• Designed flyers and brochures for open houses with the sales team',
  '• Kept the customer list clean and tagged new leads from the website',
  'Sales Clerk, Greenway Stores',
  'Jun 2017 - Dec 2020',
  '• Created and managed email campaigns using MailChimp and grew the store list to 2,000 readers',
  '• Built the email campaign calendar for the store and its MailChimp templates',
  'Education',
  'Bachelor of Arts in Communication, Riverside University, 2017',
].join('\n');

describe('the posting and the résumé a letter is made of', () => {
  it("takes up duties from a posting page that ran its list together, the ones the résumé speaks to, never glued words", async () => {
    const letter = await letterFor(MARKETER, RUN_TOGETHER_POSTING);
    // the email and social media duties are the résumé's own work, said with the statements that show them; answering
    // phones and deliveries are not
    expect(letter).toMatch(/someone to create and manage email campaigns using MailChimp(?: as well)?\. [^.]*I created and managed email campaigns using MailChimp/);
    expect(letter).toMatch(/someone to write social media posts with the design team\. [^.]*I planned Social media posts/);
    expect(letter).not.toMatch(/answer phones|benefitsMedical|insuranceVision/i);
  });

  it('takes up no requirement of the posting as a duty, wherever its verb-like first word stands', async () => {
    const posting = [
      'We are seeking a Marketing Coordinator to join our team at Claffey Pools.',
      'Responsibilities:',
      '• Associate degree in Marketing or Communication required',
      '• Perform other duties and newsletter campaigns as assigned',
      '• Write social media posts with the design team',
      '• Answer phones and take messages for the front desk',
    ].join('\n');
    const letter = await letterFor(MARKETER, posting);
    expect(letter).not.toMatch(/(?:chance|glad) to (?:associate|perform other duties)/i);
    expect(letter).toMatch(/Your posting asks for someone to write social media posts with the design team\. I have done work of that kind: at Riverbend Homes, I planned Social media posts/);
  });

  it("tells the most recent employer's work first, though an older job's statements are closer to the posting", async () => {
    const letter = await letterFor(MARKETER, RUN_TOGETHER_POSTING);
    const [, , firstBody] = letter.split('\n\n');
    expect(firstBody).toMatch(/^Your posting asks for someone to [^.]+\. I have done work of that kind: at Riverbend Homes, I /);
    // the older job's work is introduced with its own role, after the recent one's, and once
    expect(firstBody.indexOf('As a Sales Clerk at Greenway Stores, I')).toBeGreaterThan(firstBody.indexOf('at Riverbend Homes, I'));
    expect(letter.split(/[Aa]s a Sales Clerk at Greenway Stores/).length - 1).toBe(1);
    expect(letter).toMatch(/Also at Greenway Stores, I built the email campaign calendar/);
  });
});

describe('a statement becomes a sentence only when it parses as a clause', () => {
  it.each([
    ['Marketing manager and writer offering a background in strategic marketing plans'],
    ['Master teacher looking for new role and industry'],
    ['Determined Accountant with three years of experience in tax accounting'],
    ['Implemented and deployed features like'],
  ])('leaves "%s" as written', (statement) => {
    expect(firstPersonSentence(statement)).toBeUndefined();
  });

  it.each([
    ['Trained the new manager on the payroll routine', 'I trained the new manager on the payroll routine.'],
    ['Supervised 5 engineers on the night shift', 'I supervised 5 engineers on the night shift.'],
    ['Managed executive relationships for 12 key accounts', 'I managed executive relationships for 12 key accounts.'],
  ])('rephrases "%s"', (statement, sentence) => {
    expect(firstPersonSentence(statement)).toBe(sentence);
  });
});
