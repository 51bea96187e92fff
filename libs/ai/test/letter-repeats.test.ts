import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

const jobDescription = [
  'Staff Accountant',
  'Maintain accounts payable and accounts receivable, prepare tax returns for clients and reconcile bank statements.',
  'Prepare balance sheets and monthly financial reports.',
].join('\n');

// the same duty under two roles, and two bullets that differ only in their figure or a word or two
const userExperience = [
  'Experience',
  'Accountant, Gilmore Financial, 2021 - 2024',
  '• Monitored and recorded activity for accounts payable and accounts receivable',
  '• Computed taxes for clients during tax season',
  '• Prepared balance sheets for 30 corporate clients',
  '• Created budget forecasts for clients to help with financial planning',
  '• Reconciled bank statements for 12 client accounts each month',
  'Junior Accountant, Harbor Foods, 2018 - 2021',
  '• Maintained accounts receivable and accounts payable for the department',
  '• Prepared tax returns for clients during tax season',
  '• Prepared balance sheets for 25 corporate clients',
  '• Trained two new clerks on the filing routine and the month-end checklist',
  '• Updated monthly reports to reflect the financial standing of each client',
  'Education',
  'Bachelor of Business Administration, Northfield University, 2018',
].join('\n');

// the sentences that cite a statement of the résumé (not the ones naming the posting's skills the person has)
// (nor the posting's duties the letter names before the statements that show them)
const citing = (letter: string) => letter.split(/(?<=[.!?])\s+|\n+/).filter((s) => !/I have used them|which my own work has given me|part of how I work|someone to /.test(s));

describe('a cover letter says each fact once', () => {
  it('never cites the same duty from two roles, nor two bullets differing only in a figure or a word', async () => {
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Ledger & Co' }));
    const saying = (re: RegExp) => citing(coverLetter).filter((s) => re.test(s));
    expect(saying(/accounts (?:payable|receivable)/i).length).toBeLessThanOrEqual(1);
    expect(saying(/tax(?:es)?\b.*tax season|tax season/i).length).toBeLessThanOrEqual(1);
    expect(saying(/balance sheets/i).length).toBeLessThanOrEqual(1);
    // …and still writes a full letter from what is left
    expect(coverLetter.split(/\s+/).length).toBeGreaterThanOrEqual(150);
  });
});

describe('two duties on one topic are two facts', () => {
  it('cites both when they share only a word or two', async () => {
    const resume = [
      'Experience',
      'Customer Service Representative, Harbor Foods, 2020 - 2024',
      '• Answered customer calls',
      '• Escalated customer calls about billing disputes to the finance team',
      '• Trained six new representatives on the ordering system and the refund policy',
      '• Kept the shared inbox under 20 open messages at the end of each day',
      '• Wrote the team guide to returns, exchanges and store credit for new starters',
      '• Checked supplier invoices against the delivery notes and sent each query back the same day',
      '• Prepared weekly sales summaries for the branch manager and flagged slow-moving lines for review',
    ].join('\n');
    const posting = 'Customer Service Representative\nAnswer customer calls and resolve billing questions. Escalate disputes to finance.';
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: posting, userExperience: resume, companyName: 'Ledger & Co' }));
    expect(coverLetter).toMatch(/answered customer calls/i);
    expect(coverLetter).toMatch(/escalated customer calls about billing disputes/i);
  });
});
