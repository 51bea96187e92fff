// Issue 44, item 3 and the wrong-fact defect, through the engine's entry point on short résumés written for this test:
// a letter names the posting's duties the résumé shows done, each with the statement that shows it, and claims none it
// does not show; work unrelated to the posting is not cited to fill words; a line describing the employer is never
// made the person's own "I …"; the most recent role is named right when its title is long or has a level after it.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

const letterFor = async (userExperience: string, jobDescription: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience }))).coverLetter;

const WAREHOUSE_POSTING = [
  'Warehouse Inventory Lead',
  'Harbor Freight Hall is hiring a Warehouse Inventory Lead.',
  'Responsibilities',
  '• Run weekly inventory cycle counts and reconcile stock discrepancies',
  '• Train new warehouse associates on forklift safety',
  '• Process payroll for the night shift',
  'We look for Microsoft Excel skills.',
].join('\n');

const WAREHOUSE_RESUME = [
  'Dana Whitlock',
  'Experience',
  'Inventory Clerk, Lakeside Logistics',
  'Mar 2019 - Present',
  '• Ran monthly inventory cycle counts across 3 aisles and reconciled every stock discrepancy with the buyer',
  '• Trained 5 new warehouse associates on forklift safety and the loading dock routine',
  '• Built the stock tracker in Microsoft Excel that the inventory team uses for every count',
  '• Checked incoming pallets against purchase orders and logged damaged stock for return',
  '• Kept the receiving area clear and labelled so that pallets reached their aisle the same day',
  '• Sang in the staff choir at 4 charity concerts for the local hospice',
  'Stock Assistant, Greenway Stores',
  'Jan 2015 - Feb 2019',
  '• Restocked shelves and rotated perishable stock on the early shift',
  '• Counted the stock room each quarter and reported shortages to the store manager',
].join('\n');

describe('a letter answers the posting', () => {
  it("names a posting's duty the résumé shows done, in one sentence with the statement that shows it", async () => {
    const letter = await letterFor(WAREHOUSE_RESUME, WAREHOUSE_POSTING);
    // (the duty, then the statement that shows it in the next sentence)
    expect(letter).toMatch(/Your posting asks for someone to run weekly inventory cycle counts and reconcile stock discrepancies\. [^.]*I ran monthly inventory cycle counts/);
    expect(letter).toMatch(/someone to train new warehouse associates on forklift safety\. [^.]*I trained 5 new warehouse associates/);
  });

  it('claims no duty the résumé does not show', async () => {
    const letter = await letterFor(WAREHOUSE_RESUME, WAREHOUSE_POSTING);
    expect(letter).not.toMatch(/someone to process payroll/i);
    // (a posting none of whose duties the résumé shows: the letter names none of them)
    const payroll = ['Payroll Clerk', 'Responsibilities', '• Process payroll for the night shift', '• File quarterly tax returns for the company', '• Answer employee questions about pay slips'].join('\n');
    expect(await letterFor(WAREHOUSE_RESUME, payroll)).not.toMatch(/someone to|chance to (?!discuss)|glad to/);
  });

  it('takes up nothing the posting offers or says of its employer as a duty', async () => {
    const posting = [
      'Warehouse Inventory Lead',
      'Responsibilities',
      '• Run weekly inventory cycle counts and reconcile stock discrepancies',
      'What we offer',
      '• Participate in team events and social activities with your colleagues',
      '• Grow your career with paid training on our warehouse systems',
    ].join('\n');
    const letter = await letterFor(WAREHOUSE_RESUME, posting);
    expect(letter).toMatch(/run weekly inventory cycle counts/);
    expect(letter).not.toMatch(/participate in team events|grow your career/i);
  });

  it('cites no statement unrelated to the posting while related work fills the letter', async () => {
    const letter = await letterFor(WAREHOUSE_RESUME, WAREHOUSE_POSTING);
    // (the related work it cites is the posting's: a letter of three or four strong lines needs no more)
    expect(letter).toMatch(/inventory cycle counts/);
    expect(letter).not.toMatch(/choir|concerts/);
  });
});

describe("a line describing the employer is not the person's work", () => {
  const resume = (lines: string[]) =>
    [
      'Experience',
      'Account Manager, Northwind Freight',
      'Jan 2018 - Present',
      ...lines,
      '• Managed 14 freight accounts and renewed 12 of them in 2022',
      '• Answered customer calls about delayed shipments and rebooked them the same day',
      '• Prepared the weekly freight report for the regional director',
      '• Trained 3 new account coordinators on the booking system',
    ].join('\n');
  const posting = 'Account Manager\nYou will manage freight accounts and answer customer calls about shipments.';

  it.each([
    ['• Northwind Freight works in more than 85 countries', /85 countries/],
    ['• Serves 2 million customers across Europe', /2 million customers/],
    ['• Operating in over 40 countries with 12,000 employees', /40 countries|12,000 employees/],
    ['• A leading provider of freight services to retailers', /leading provider/i],
  ])('"%s" is never said as "I …"', async (line, said) => {
    const letter = await letterFor(resume([line]), posting);
    expect(letter).toMatch(/freight accounts/);
    expect(letter).not.toMatch(said);
  });
});

describe('the most recent role is named right when its title is long or numbered', () => {
  const older = ['Sales Assistant, Greenway Stores', 'Jan 2012 - Dec 2015', '• Served walk-in customers at the till and kept the shop floor stocked'];
  const statements = [
    '• Installed and configured 40 payment terminals for retail clients',
    '• Answered support tickets about terminal faults and closed most of them the same day',
    '• Wrote the setup guide that the support team uses for every new terminal',
  ];
  const posting = 'Support Engineer\nYou will install payment terminals and answer support tickets.';

  it('takes the head of a long title, not an older role', async () => {
    const latest = ['Experience', 'Support Engineer for Retail Payment Terminals and Self-Service Kiosks - Harbor Pay', 'Jan 2016 - Present', ...statements];
    const letter = await letterFor([...latest, ...older].join('\n'), posting);
    expect(letter).toMatch(/most recently,? (?:I have worked )?as a Support Engineer at Harbor Pay/i);
    expect(letter).not.toMatch(/most recently,? (?:I have worked )?as a Sales Assistant/i);
  });

  it('names a title with a level after it ("Information Technology Technician I")', async () => {
    const latest = ['Experience', 'Information Technology Technician I', 'Jan 2016 - Present', 'Harbor Pay', ...statements];
    const letter = await letterFor([...latest, ...older].join('\n'), posting);
    expect(letter).toMatch(/most recently,? (?:I have worked )?as an Information Technology Technician I\b/i);
    expect(letter).not.toMatch(/most recently,? (?:I have worked )?as a Sales Assistant/i);
  });

  it('names no older role as the latest when the latest title cannot be named', async () => {
    const latest = ['Experience', 'Senior Regional Retail Payment Systems Hardware and Software Support Engineer, Harbor Pay', 'Jan 2016 - Present', ...statements];
    const letter = await letterFor([...latest, ...older].join('\n'), posting);
    expect(letter).not.toMatch(/most recently,? (?:I have worked )?as a Sales Assistant/i);
    expect(letter).toMatch(/most recently,? (?:I have worked )?at Harbor Pay/i);
  });
});
