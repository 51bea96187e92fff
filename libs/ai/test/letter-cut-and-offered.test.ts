import { cutInText } from '../src/local/read/resume-facts';
import { askedText } from '../src/local/read/job-posting';
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';
import { firstPersonSentence } from '../src/local/write/rephrase';

// made-up lines: a statement the reading cut before its end is no statement; what a job offers is no duty
describe('a statement cut before its end', () => {
  it('is cut where the text goes on in lower case on the next line', () => {
    expect(cutInText('Ran reference checks on every job', 'Ran reference checks on every job\napplicants. Built a hiring plan.')).toBe(true);
    expect(cutInText('Cut support tickets 40%, cut hardware', 'Cut support tickets 40%, cut hardware\n  costs 20% across sites')).toBe(true);
  });
  it('is cut where two words after its stop finish it', () => {
    expect(cutInText('Helped supervisors with the coaching of Front.', 'Helped supervisors with the coaching of Front.\nDesk Agents.\nRan the desk.')).toBe(true);
  });
  it('is cut where it stops mid-name at a full line\'s end', () => {
    const line = 'Ran the weekly check-in for every conversion and integration effort within the Fixed Income & Listed';
    expect(cutInText(line, `${line}\nOptions business and its desks`)).toBe(true);
    expect(cutInText(line, `${line}\nReviews each desk weekly`)).toBe(false);
  });
  it('is whole when the next line is a field, a numbered item or a statement of its own', () => {
    expect(cutInText('Built mappings with many transformations', 'Built mappings with many transformations\ncompany - Example Ltd')).toBe(false);
    expect(cutInText('Managed a car showroom for five years', 'Managed a car showroom for five years\n3. Played league cricket')).toBe(false);
    expect(cutInText('Ran reference checks on every applicant.', 'Ran reference checks on every applicant.\nBuilt a hiring plan for two clinics.')).toBe(false);
    expect(cutInText('Kept the help desk log', 'Kept the help desk log\n\nManaged printers')).toBe(false);
  });
});

describe('a duty and a statement that share one word', () => {
  const POSTING = ['Mathematics Teacher', 'Responsibilities:', '• Maintain an effective, safe, and well-organized classroom', '• Teach algebra and geometry to grades 9 to 12'].join('\n');
  const letterFor = async (lines: string[]) =>
    (
      await engine().coverLetter(
        CoverLetterRequest.parse({ mode: 'standard', jobDescription: POSTING, userExperience: ['Experience', 'Teacher Aide', 'Jan 2020 - Present', ...lines].join('\n'), companyName: 'Hillview High' }),
      )
    ).coverLetter;
  it('are no match on that word alone', async () => {
    const letter = await letterFor(['• Prepare materials and classrooms for class activities.', '• Read stories to small groups every morning.', '• Tutored 12 pupils in reading after school.', '• Kept attendance records for three classes.', '• Planned a weekly art hour for 20 children.', 'Education', 'Bachelor of Arts in Education, Lakeside College, 2019']);
    expect(letter).toMatch(/I prepared materials and classrooms/);
    expect(letter).not.toMatch(/someone to maintain/);
  });
});

describe('a word stemmed two ways', () => {
  it('is one word the duty and the statement share', async () => {
    const posting = ['Staff Accountant', 'Responsibilities:', '• Prepare bank reconciliation reports monthly', '• Answer the front desk phone'].join('\n');
    const resume = ['Experience', 'Accountant', 'Jan 2020 - Present', '• Reconciled bank statements for 4 branch accounts.', '• Ordered office supplies for the team.', '• Filed vendor invoices by month.', '• Booked travel for the partners.', 'Education', 'Bachelor of Science in Accounting, Lakeside College, 2019'].join('\n');
    const letter = (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: posting, userExperience: resume, companyName: 'Ledger & Co' }))).coverLetter;
    expect(letter).toMatch(/someone to prepare bank reconciliation reports monthly\. I have done work of that kind: (?:in my recent work, )?I reconciled bank statements/);
  });
});

describe('an objective', () => {
  it('is no work a letter cites', async () => {
    const posting = ['Sales Manager', 'Responsibilities:', '• Lead a team of store sales staff', '• Grow revenue across the region'].join('\n');
    const resume = [
      'Summary',
      'I am seeking a setting in which I can grow my sales and management experience.',
      'Experience',
      'Store Manager',
      'Jan 2020 - Present',
      '• Led a team of 12 sales staff across two stores.',
      '• Grew store revenue by 18% in one year.',
      '• Ran the weekly stock count.',
      '• Trained new cashiers on the till.',
      '• Opened a second store in the city centre and hired its staff of 8.',
      '• Cut stock losses by 30% with a weekly shelf audit.',
      'Sales Assistant',
      'Jun 2018 - Dec 2019',
      '• Sold footwear and accessories to 60 customers a day.',
      '• Kept the shop floor stocked and priced.',
      'Education',
      'Bachelor of Commerce, Lakeside College, 2018',
    ].join('\n');
    const letter = (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: posting, userExperience: resume, companyName: 'Harbor Goods' }))).coverLetter;
    expect(letter).toMatch(/I led a team of 12 sales staff/);
    expect(letter).not.toMatch(/seeking a setting/);
  });
});

describe('what a job offers', () => {
  it('is no part of what it asks', () => {
    const text = 'Loan Officer\nIn this role, you will receive comprehensive training and mentorship to grow. You will assist clients with loan applications.';
    const asked = askedText(text);
    expect(asked).not.toContain('mentorship');
    expect(asked).toContain('assist clients with loan applications');
  });
});

describe('a result said after a comma', () => {
  it('keeps its -ing after an opener in the present, as after one in the past', () => {
    expect(firstPersonSentence('Introduce online check-in for the clinic, reducing waiting times by 15%')).toBe('I introduced online check-in for the clinic, reducing waiting times by 15%.');
    expect(firstPersonSentence('Lead the weekly planning call, enabling faster hand-offs between teams')).toBe('I led the weekly planning call, enabling faster hand-offs between teams.');
    // (an action of the list stays one: "Understand the flow, doing research")
    expect(firstPersonSentence('Sort the incoming mail, filing invoices by vendor')).toBe('I sorted the incoming mail and filed invoices by vendor.');
  });
});
