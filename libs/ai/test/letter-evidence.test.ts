// What a cover letter cites, chosen for the posting (issue 44, items 3 and 4), on résumés written for this test: the
// statements closest to the posting's duties whatever role they were written under, no prize or game outside work
// as evidence, only skills the posting names, and no job title or heading named as an employer.
import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

const letterFor = (userExperience: string, jobDescription: string, companyName = 'Harbor Halls') =>
  engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName }));
/** The letter between its greeting and its sign-off. */
const body = (letter: string) => letter.split('\n\n').slice(1, -1).join('\n\n');

const WAREHOUSE_TO_EVENTS = [
  'Experience',
  'Warehouse Lead, Northgate Freight',
  'Jan 2020 - Present',
  '• Loaded 40 trucks a day and checked every pallet against the shipping manifest',
  '• Cut forklift damage claims by 30% by rewriting the loading checklist',
  '• Counted the inventory of 2 bays every Friday and reported stock gaps to the buyer',
  '• Drove the yard tractor between the 6 docks during the night shift for 3 customer accounts',
  '• Kept 12 pallet jacks charged and logged their repairs in the maintenance book',
  '• Scanned 500 parcels an hour on the sorting line during the holiday peak',
  '• Trained 4 new loaders on the safety rules of the loading dock',
  '• Rotated the cold-store stock so that the oldest cases shipped first',
  'Event Assistant, Lakeside Venues',
  'Mar 2016 - Dec 2019',
  '• Planned customer events and weddings with the venue manager from the first call to the last guest',
  '• Managed event budgets and negotiated vendor contracts with caterers and florists',
  '• Welcomed guests at customer events and looked after their seating and catering requests',
  'Education',
  'Bachelor of Arts in Hospitality Management, Riverside University, 2015',
].join('\n');

const EVENTS_POSTING = [
  'Customer Event Coordinator',
  'Harbor Halls is hiring a Customer Event Coordinator.',
  'You will plan and run customer events and weddings from the first call to the last guest.',
  'You will manage event budgets and negotiate vendor contracts with caterers and florists.',
  'You will welcome guests at customer events and look after their seating and catering requests.',
].join('\n');

describe('a letter cites what is closest to the posting', () => {
  it("tells an earlier role's work that the posting asks for before the latest role's that it does not", async () => {
    const { coverLetter } = await letterFor(WAREHOUSE_TO_EVENTS, EVENTS_POSTING);
    const text = body(coverLetter);
    expect(text).toMatch(/planned customer events and weddings/i);
    expect(text).toMatch(/managed event budgets/i);
    expect(text).toMatch(/welcomed guests at customer events/i);
    // the event work is said under its own role, never as the latest one's
    expect(text).toMatch(/[Aa]s an Event Assistant at Lakeside Venues, I (?:planned|managed|welcomed)/);
  });

  it('leaves out prizes and games won outside work, and writes no letter when they are all the résumé has', async () => {
    const work = [
      'Experience',
      'Event Planner, Lakeside Venues',
      'Mar 2017 - Present',
      '• Planned and ran customer events for groups of up to 300 guests',
      '• Managed event budgets and negotiated vendor contracts with caterers and florists',
      '• Won 3 gold medals in the national karate championship',
      '• Participated in TechFest 2019 conducted by Riverside University',
      '• Successfully completed a 2 days’ workshop on sensor kits at Riverside College',
      '• Answered customer enquiries by phone and email and turned most of them into confirmed bookings',
      '• Kept the booking tracker up to date for the whole team',
    ].join('\n');
    const { coverLetter } = await letterFor(work, EVENTS_POSTING);
    expect(coverLetter).toMatch(/planned and ran customer events/i);
    expect(coverLetter).not.toMatch(/karate|gold medals|TechFest|workshop/i);

    const prizesOnly = [
      'Experience',
      'Athlete, Riverside Sports Club',
      '• Won 3 gold medals in the national karate championship',
      '• Won 7 gold medals in the state karate championship',
      '• Secured 1st rank in the college poster competition',
      '• Selected for the world karate championship',
    ].join('\n');
    const thin = await letterFor(prizesOnly, EVENTS_POSTING);
    expect(thin.coverLetter).toBe('');
    expect(thin.whatToAdd?.join('\n')).toMatch(/things you did in your recent jobs/);
  });

  it('names only skills the posting names, never the résumé’s others', async () => {
    const teacher = [
      'Skills',
      'CDL, Forklift operation, Classroom management, Lesson planning',
      'Experience',
      'Assistant Teacher, Brookside Primary School',
      'Sep 2019 - Present',
      '• Adapted lesson plans and classroom materials to the needs of each student',
      '• Kept student records as the district policies require',
      '• Met parents every term to discuss their children’s progress',
      '• Led small reading groups for students who needed extra help',
      'Delivery Driver, Quickway Parcels',
      'Jan 2016 - Aug 2019',
      '• Delivered parcels on a route of 120 stops a day',
    ].join('\n');
    const posting = [
      'Upper School Mathematics Teacher',
      'Randwick School is hiring a mathematics teacher.',
      'You will plan lessons and teach algebra and geometry to students in grades 9 to 12.',
      'You will use classroom management that keeps every student learning.',
    ].join('\n');
    const { coverLetter } = await letterFor(teacher, posting, 'Randwick School');
    expect(coverLetter).toMatch(/classroom management/i);
    expect(coverLetter).not.toMatch(/\bCDL\b|forklift/i);
    // (a posting that asks for none of the résumé's skills: the letter lists none)
    const asksNone = await letterFor(teacher, posting.replace(/\nYou will use classroom management.*$/, ''), 'Randwick School');
    expect(asksNone.coverLetter).toMatch(/Adapted lesson plans/i);
    expect(asksNone.coverLetter).not.toMatch(/\bCDL\b|forklift|skills include/i);
    // (nor a skill the posting names only in what it says of itself)
    const aboutUs = ['Upper School Mathematics Teacher', 'About Us', 'Randwick School runs its own buses, and every one of our drivers holds a CDL.', 'Responsibilities', 'You will plan lessons and teach algebra and geometry to students in grades 9 to 12.'].join('\n');
    expect((await letterFor(teacher, aboutUs, 'Randwick School')).coverLetter).not.toMatch(/\bCDL\b/);
  });

  it("names the latest title with its own role's employer, never another role's", async () => {
    const resume = [
      'Experience',
      'IT Consultant for Document Workflow and Records Platforms - Harbor Soft GmbH 2021 - 2023',
      '• Built document workflow apps for 6 insurance clients',
      '• Moved the records platform of a client to a new server without downtime',
      '• Trained the support team of each client on the new workflow screens and wrote their short user guides',
      '• Answered the clients’ support tickets and fixed the workflow errors they reported within the same week',
      '• Reviewed the pull requests of the junior developers and paired with them on their first releases',
      'Student Assistant / Programmer - lab.riverside-uni.example 2019 - 2020',
      '• Built an online quiz platform for first-year students',
      '• Wrote the test suite of the quiz platform and ran it on every release',
    ].join('\n');
    const posting = ['Software Developer', 'You will build document workflow apps for our clients.'].join('\n');
    const { coverLetter } = await letterFor(resume, posting, 'Bloom Soft');
    // the latest role's long title is named by its head ("IT Consultant"), never replaced by the older role's title
    expect(coverLetter).toMatch(/most recently,? (?:I have worked )?as an IT Consultant at Harbor Soft GmbH/i);
    expect(coverLetter).not.toMatch(/most recently,? (?:I have worked )?as a Student Assistant|Student Assistant \/ Programmer at Harbor Soft/i);
    // (a LinkedIn profile's intro takes the same record)
    const profile = await engine().linkedin(LinkedInRequest.parse({ currentProfile: resume, targetRole: 'Software Developer' }));
    expect(profile.summary).toMatch(/I'm an IT Consultant at Harbor Soft GmbH/);
    expect(profile.summary).not.toMatch(/I'm a Student Assistant|Programmer at Harbor Soft/);
  });

  it('names no job title as the employer of a role', async () => {
    const resume = [
      'Experience',
      'HR Representative',
      'Replenishment Leader',
      'Jan 2020 - Present',
      '• Tracked recruiting activities and sent the hiring managers a weekly candidate report',
      '• Coordinated recruiting events and career fairs with the regional team',
      '• Wrote follow-up letters to candidates on their application status by phone and email',
      '• Updated candidate records and job postings in the recruiting system',
    ].join('\n');
    const posting = ['Recruitment Manager', 'You will run recruiting events and track every candidate from application to offer.'].join('\n');
    const { coverLetter } = await letterFor(resume, posting, 'Barrow Group');
    expect(coverLetter).toMatch(/tracked recruiting activities/i);
    expect(coverLetter).not.toMatch(/at Replenishment Leader/);
  });
});
