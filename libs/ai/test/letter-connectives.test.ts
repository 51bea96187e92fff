// A letter's sentences of work read as a person writes them (issue 44): a résumé line is said only when its verb acts
// on what follows it, and the sentences are not strung on the same fixed connectives in every letter. All résumé lines
// here are made up.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { achievementSentences } from '../src/local/write/compose';
import { oneAlso } from '../src/local/write/cover-letter';
import { firstPersonSentence } from '../src/local/write/rephrase';
import { engine } from './fixtures';

describe('a statement is said only when its verb acts on what follows', () => {
  it('leaves out a verb whose object is a span of time, and keeps a verb that takes one', () => {
    expect(firstPersonSentence('Mastered six months of study and cultural exchange in Lisbon')).toBeUndefined();
    expect(firstPersonSentence('Closed the week with a stock count in the main store')).toBeUndefined();
    expect(firstPersonSentence('Spent six months on the warehouse floor learning the picking routine')).toBe('I spent six months on the warehouse floor learning the picking routine.');
    expect(firstPersonSentence('Reduced the close from 10 days to 4 days')).toBe('I reduced the close from 10 days to 4 days.');
    // (a word that only begins with a unit of time is no span: "month-end", "the week's")
    expect(firstPersonSentence('Managed the month-end close for 12 entities')).toBe('I managed the month-end close for 12 entities.');
  });

  it('leaves out a word that is a verb only by its ending before a preposition, and keeps a known verb there', () => {
    expect(firstPersonSentence('Professionalized in research methods and data analysis')).toBeUndefined();
    expect(firstPersonSentence('Liaised with clients and suppliers on delivery dates')).toBe('I liaised with clients and suppliers on delivery dates.');
    // (an unknown verb before its object reads as an action)
    expect(firstPersonSentence('Containerized workloads and deployed them to the cluster')).toBe('I containerized workloads and deployed them to the cluster.');
  });

  it('leaves out a line with a heading run into it (a capitalised action after a word in lower case)', () => {
    expect(firstPersonSentence('Checking Listener Status, connectivity Troubleshooting and fixing database listener issues')).toBeUndefined();
    expect(firstPersonSentence('Checked listener status and fixed database listener issues')).toBe('I checked listener status and fixed database listener issues.');
  });
});

const at = (employer: string | undefined, clause: string) => ({ source: clause, sentence: `I ${clause}.`, clause, employer, figure: false, skillIds: [] });

describe('the sentences of work, without fixed connectives', () => {
  it('says "also" once and "There," once for one place, then the work itself, joining two short plain actions', () => {
    expect(
      achievementSentences([
        at('Heron Labs', 'cleaned 3 data sets'),
        at('Heron Labs', 'trained 4 analysts'),
        at('Heron Labs', 'built the monthly sales dashboard'),
        at('Heron Labs', 'wrote the data dictionary'),
        at('Heron Labs', 'ran the weekly data quality review'),
        at('Heron Labs', 'moved the reports to the cloud, saving 6 hours a week'),
      ]),
    ).toEqual([
      'At Heron Labs, I cleaned 3 data sets.',
      'I also trained 4 analysts.',
      'There, I built the monthly sales dashboard and wrote the data dictionary.',
      'I ran the weekly data quality review.',
      'I moved the reports to the cloud, saving 6 hours a week.',
    ]);
  });

  it('joins no action in the present, nor one with a list of its own, nor a third in one sentence', () => {
    // (statements of the latest role where its employer goes unnamed)
    const none = (clauses: string[]) => achievementSentences(clauses.map((c) => ({ ...at(undefined, c), role: { rank: 0, recent: true } })));
    expect(none(['cleaned 3 data sets', 'trained 4 analysts', 'built the dashboard', 'create résumé templates for friends'])).toEqual([
      'In my recent work, I cleaned 3 data sets.',
      'I also trained 4 analysts.',
      'I built the dashboard.',
      'I create résumé templates for friends.',
    ]);
    expect(none(['cleaned 3 data sets', 'trained 4 analysts', 'built the dashboard', 'wrote the guide, the index and the glossary'])[3]).toBe('I wrote the guide, the index and the glossary.');
    expect(none(['cleaned 3 data sets', 'trained 4 analysts', 'grew the team to 12', 'hired 3 engineers'])[3]).toBe('I hired 3 engineers.');
    expect(none(['cleaned 3 data sets', 'trained 4 analysts', 'built the dashboard', 'wrote the guide', 'ran the review'])).toEqual([
      'In my recent work, I cleaned 3 data sets.',
      'I also trained 4 analysts.',
      'I built the dashboard and wrote the guide.',
      'I ran the review.',
    ]);
  });
});

describe('a paragraph says "also" once', () => {
  it('keeps the first "also" and the first "There,", and drops the later ones wherever a writer put them', () => {
    expect(oneAlso('At Acme, I also ran the desk. I also kept the log. There, I fixed the rota. I would also be glad to help. You also ask for tact. There, I led a team.')).toBe(
      'At Acme, I also ran the desk. I kept the log. There, I fixed the rota. I would be glad to help. You ask for tact. I led a team.',
    );
    // (an "also" inside a résumé's own words counts, and stays as written)
    expect(oneAlso('I ran the desk and also kept the log. I also fixed the rota.')).toBe('I ran the desk and also kept the log. I fixed the rota.');
  });
});

describe('a cover letter without stiff connectives', () => {
  const userExperience = [
    'Experience',
    'Accounts Clerk, Harbor Foods, 2019 - 2024',
    '• Processed 300 supplier invoices a week in the ledger',
    '• Reconciled bank statements for 12 client accounts each month',
    '• Prepared the monthly aged debtors report for the finance manager',
    '• Chased overdue accounts by phone and email, cutting debtor days from 48 to 35',
    '• Trained two new clerks on the filing routine and the month-end checklist',
    '• Posted journal entries for accruals and prepayments at each month end',
    '• Answered supplier queries about payment dates and remittances',
    'Sales Assistant, Greenway Stores, 2016 - 2019',
    '• Balanced the till at the end of each shift',
    '• Ordered stock for the household aisle every week',
    '• Handled customer refunds and exchanges at the service desk',
    'Education',
    'Bachelor of Business Administration, Northfield University, 2016',
  ].join('\n');
  const jobDescription = [
    'Accounts Payable Clerk',
    'Process supplier invoices, reconcile bank statements and prepare monthly reports for the finance manager.',
    'Answer supplier queries and post journal entries.',
  ].join('\n');

  it('never writes "Beyond that" or "In addition, I", and says "also" at most once a paragraph', async () => {
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Ledger & Co' }));
    expect(coverLetter).not.toMatch(/Beyond that|In addition, I/);
    for (const paragraph of coverLetter.split(/\n\s*\n/)) expect(paragraph.match(/\balso\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    for (const paragraph of coverLetter.split(/\n\s*\n/)) expect(paragraph.match(/\bThere, I\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // ("There," points back to a place named in its own paragraph)
    for (const paragraph of coverLetter.split(/\n\s*\n/)) {
      const there = paragraph.indexOf('There, I');
      if (there >= 0) expect(paragraph.slice(0, there)).toMatch(/\b[Aa]t [A-Z][\w&.' ]+, I /);
    }
    // …and still tells the work: the statements it would have cited are there
    expect(coverLetter).toMatch(/I (?:also )?reconciled bank statements/);
    expect(coverLetter.split(/\s+/).length).toBeGreaterThanOrEqual(150);
  });

  it('cites as many statements when two of them share a sentence', async () => {
    const short = [
      'Experience',
      'Accounts Clerk, Harbor Foods, 2019 - 2024',
      '• Processed supplier invoices in the ledger every week',
      '• Reconciled bank statements for the finance manager',
      '• Prepared monthly reports for the finance manager',
      '• Posted journal entries for accruals at month end',
      '• Answered supplier queries about payment dates',
      '• Matched purchase orders to supplier invoices',
      '• Filed supplier invoices in the shared drive',
      '• Checked supplier statements against the ledger',
      '• Sorted the post for the accounts team',
      '• Ordered stationery for the office',
      'Education',
      'Bachelor of Business Administration, Northfield University, 2016',
    ].join('\n');
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience: short, companyName: 'Ledger & Co' }));
    const cited = ['processed supplier invoices', 'reconciled bank statements', 'prepared monthly reports', 'posted journal entries', 'answered supplier queries', 'matched purchase orders', 'filed supplier invoices', 'checked supplier statements', 'sorted the post', 'ordered stationery'];
    expect(coverLetter).toMatch(/ and (?:processed|reconciled|prepared|posted|answered|matched|filed|checked) /);
    // (as many as a letter cites: four strong lines at least, more while it would be thin)
    expect(cited.filter((c) => coverLetter.includes(c)).length).toBeGreaterThanOrEqual(4);
  });

  it('is the same letter for the same input', async () => {
    const request = CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Ledger & Co' });
    expect((await engine().coverLetter(request)).coverLetter).toBe((await engine().coverLetter(request)).coverLetter);
  });
});
