// Which role a letter names as the latest (issue 44, item 2), on résumés written for this test: a title with its level
// number kept; the role with the latest end, a role with one date ("Aug 2022", "2022") at that point in time and a role
// with no date after every dated one.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { parseResume } from '../src/local/read/resume-parser';
import { carriedEngine, engine, NOW } from './fixtures';

const POSTING = ['Plant Operations Technician', 'You will run the packing line, log every stoppage and train new operators on the line.'].join('\n');
const WORK = [
  '• Ran the packing line on the night shift and logged every stoppage in the shift book',
  '• Trained 6 new operators on the packing line and its safety checks',
  '• Cleaned and set up the filling machines before each product change',
];
const letterFor = async (userExperience: string) =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: POSTING, userExperience, companyName: 'Fenwick Foods' }))).coverLetter;

describe('the most recent role a letter names', () => {
  it('keeps a level number as part of the title ("Operations Technician 1")', async () => {
    const letter = await letterFor(['Experience', 'Operations Technician 1, Marlow Packaging', 'Mar 2021 - Present', ...WORK, 'Packing Assistant, Ashby Bakery', 'Jan 2017 - Feb 2021', '• Packed bread crates for the morning delivery'].join('\n'));
    expect(letter).toMatch(/most recently,? (?:I have worked )?as an Operations Technician 1 at Marlow Packaging/i);
  });

  it('places a role with one date at that date: a later single-dated role is the latest, not an older dated one', async () => {
    const letter = await letterFor(['Experience', 'Shift Supervisor, Marlow Packaging', 'Aug 2022', ...WORK, 'Packing Assistant, Ashby Bakery', 'Jan 2017 - Feb 2020', '• Packed bread crates for the morning delivery'].join('\n'));
    expect(letter).toMatch(/most recently,? (?:I have worked )?as a Shift Supervisor at Marlow Packaging/i);
    // (a year alone is a date too)
    const year = await letterFor(['Experience', 'Packing Assistant, Ashby Bakery', 'Jan 2017 - Feb 2020', '• Packed bread crates for the morning delivery', 'Shift Supervisor, Marlow Packaging', '2022', ...WORK].join('\n'));
    expect(year).toMatch(/most recently,? (?:I have worked )?as a Shift Supervisor at Marlow Packaging/i);
  });

  it('places an older single-dated role after a later dated one, and a role with no date after every dated role', async () => {
    const older = await letterFor(['Experience', 'Packing Assistant, Ashby Bakery', 'Aug 2015', '• Packed bread crates for the morning delivery', 'Shift Supervisor, Marlow Packaging', 'Jan 2019 - Dec 2023', ...WORK].join('\n'));
    expect(older).toMatch(/most recently,? (?:I have worked )?as a Shift Supervisor at Marlow Packaging/i);
    const undated = await letterFor(['Experience', 'Packing Assistant, Ashby Bakery', '• Packed bread crates for the morning delivery', 'Shift Supervisor, Marlow Packaging', 'Jan 2016 - Dec 2018', ...WORK].join('\n'));
    expect(undated).toMatch(/most recently,? (?:I have worked )?as a Shift Supervisor at Marlow Packaging/i);
  });

  it('reads a role with its one date on its title line ("Account Executive Aug 2022") as that title, with no employer from the lines before its heading', async () => {
    const resume = [
      'Summary',
      'Sales lead who grows accounts.',
      'Highlights',
      'Account management',
      'Proven sales track record',
      'Top Seller Award',
      'Sales management',
      'Experience',
      'Account Executive Aug 2022',
      'Company Name , City , State',
      ...WORK,
      'Sales Assistant Oct 2018 to May 2021',
      'Company Name , City , State',
      '• Booked meetings for the sales team and kept the client list up to date',
    ].join('\n');
    // (with the fixtures' plain statements, so the letter has enough to say)
    const { coverLetter: letter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: POSTING, userExperience: resume, companyName: 'Fenwick Foods' }));
    expect(letter).toMatch(/most recently,? (?:I have worked )?as an Account Executive\./i);
    expect(letter).not.toMatch(/Aug 2022|Top Seller Award/);
    // (the highlights under a heading read as one of work head no role of the next section)
    const latest = parseResume(resume, NOW).roles.find((r) => r.title === 'Account Executive');
    expect(latest?.header.map((h) => h.text)).toEqual(['Account Executive Aug 2022', 'Company Name , City , State']);
    expect(latest?.company).not.toBe('Top Seller Award');
  });
});

// A blind reader called a letter's unplaced line a wrong fact: an export had run an older role's bullets into one line
// without stops ("…on the early shift Trained 6 new operators…"), so the line was found under no role and read as the
// latest role's work.
describe('the role a statement was written under', () => {
  it('finds a bullet an export ran into the one before it without a stop, and names its older role', async () => {
    const userExperience = [
      'SHIFT SUPERVISOR',
      'Experience',
      'Shift Supervisor',
      'Jan 2020 to Current Company Name - City , State',
      '       Ran the packing line on the night shift and logged every stoppage in the shift book. Cleaned and set up the filling machines before each product change.',
      'Packing Assistant',
      'Jan 2015 to Dec 2019 Company Name - City , State',
      '       Packed bread crates for the morning delivery on the early shift Trained 6 new operators on the packing line and its safety checks',
    ].join('\n');
    const jobDescription = ['Plant Operations Technician', 'You will train new operators on the packing line and keep its safety checks.'].join('\n');
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Fenwick Foods' }));
    const sentence = coverLetter.split(/(?<=\.)\s+/).find((s) => s.includes('trained 6 new operators'));
    expect(sentence).toMatch(/as a Packing Assistant, I trained 6 new operators/);
  });
});
