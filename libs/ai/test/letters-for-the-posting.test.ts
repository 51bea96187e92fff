// Issue 44's letter and headline rules through the engine's entry point, each on a short résumé written for this test:
// a role is one record in every shape résumés write it, the most recent role is the one that ended last, a statement
// is rephrased only when it parses as a clause, figures keep their units, what a letter cites is chosen for the
// posting, a letter has a real letter's shape and length, a résumé too thin for one is answered with what to add, and a
// LinkedIn headline is current title | specialty | skills.
import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { firstPersonSentence } from '../src/local/write/rephrase';
import { engine } from './fixtures';

const letterFor = async (userExperience: string, jobDescription: string, extra: Record<string, string> = {}) =>
  engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, ...extra }));
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
/** The letter between its greeting and its sign-off. */
const body = (letter: string) => letter.split('\n\n').slice(1, -1).join('\n\n');

const EVENTS_POSTING = [
  'Customer Event Coordinator',
  'Harbor Halls is hiring a Customer Event Coordinator.',
  'You will plan and run customer events from the first call to the last guest.',
  'You will manage event budgets and vendor contracts.',
  'We look for Microsoft Excel and customer service skills.',
].join('\n');

const EVENTS_RESUME = [
  'Maya Fenwick',
  'maya.fenwick@example.com',
  'Experience',
  'Sales Assistant, Greenway Stores',
  'Jan 2014 - Dec 2016',
  '• Served walk-in customers at the till and kept the shop floor stocked through the busy season',
  '• Counted the cash drawer at closing and reported every difference to the store manager',
  'Event Planner, Lakeside Venues',
  'Mar 2017 - Present',
  '• Planned and ran 40 customer events a year for groups of up to 300 guests',
  '• Managed event budgets of up to $25,000 and negotiated vendor contracts with caterers and florists',
  '• Built the booking tracker in Microsoft Excel that the whole team uses to follow each event from enquiry to invoice',
  '• Trained 6 new coordinators on the venue routine, the safety briefing and the customer service standard',
  '• Answered customer enquiries by phone and email and turned most of them into confirmed bookings',
  '• Improved the guest satisfaction score by 12% in one year by adding a follow-up call after every event',
  'Awards',
  '• Won Cricketer of the Year at the district club in 2011',
  'Hobbies',
  '• Cricket, chess and travelling',
  'Education',
  'Bachelor of Arts in Hospitality Management, Riverside University, 2013',
].join('\n');

describe('a role is one record, and the most recent is the one that ended last', () => {
  it('reads "Employer as Title" and "Employer as Title at Employer" as one title and one employer', async () => {
    const asShape = ['Experience', 'Harbor Rooms as Software Developer', 'Jan 2021 - Present', '• Built the booking API in Java for 3 cities'].join('\n');
    const more = [
      '• Cut the page load time of the booking site by 40% with caching',
      '• Wrote the test suite for the payments module and ran it on every release',
      '• Moved the nightly reports from spreadsheets to a small Java service that the finance team now runs itself',
      '• Reviewed the pull requests of 2 junior developers and paired with them on their first releases',
    ].join('\n');
    const { coverLetter } = await letterFor(`${asShape}\n${more}`, 'Software Developer\nBuild our booking app.');
    expect(coverLetter).toMatch(/most recently, (?:I have worked )?as a Software Developer at Harbor Rooms/i);
    expect(coverLetter).not.toMatch(/as an? Harbor Rooms|Rooms as Software/);
    const twoEmployers = ['Experience', 'Xavier Grammar School as English Teacher at Lakeview English Academy', 'June 2018 - Present', '• Taught English grammar to classes of 40 students'].join('\n');
    const profile = await engine().linkedin(LinkedInRequest.parse({ currentProfile: twoEmployers, targetRole: 'English Teacher' }));
    expect(profile.summary).toContain("I'm looking for English Teacher roles");
    // (a profile with no skills says where its title was held, never the role line as written)
    expect(profile.headline).toBe('English Teacher | Experience at Lakeview English Academy');
  });

  it('names the role with the latest end as the most recent, wherever the résumé lists it', async () => {
    const { coverLetter } = await letterFor(EVENTS_RESUME, EVENTS_POSTING, { companyName: 'Harbor Halls' });
    expect(coverLetter).toMatch(/most recently, (?:I have worked )?as an Event Planner at Lakeside Venues/i);
    // the earlier role is told as earlier, title and employer together
    expect(coverLetter).toMatch(/Before that, (?:I worked )?as a Sales Assistant at Greenway Stores/);
  });
});

describe('a statement is rephrased only when it parses as a clause', () => {
  it.each([
    // a heading word taken for the verb's object
    'Work Experience with relational database such as SQL',
    // a name whose first word is a verb, with its own verb later
    'Harbor Street Global Advisors is the asset management arm of Harbor Street',
    // cut before the verb's object
    'Applying teaching techniques to accommodate',
    'Undergone a mandatory',
    // a second fragment run in after a comma
    'Taking care of running Backlog, Having knowledge about travel advance',
    // a figure cut from its unit
    'Improving user experience by 30',
  ])('leaves %p as written', (statement) => {
    expect(firstPersonSentence(statement)).toBeUndefined();
  });

  it('rephrases whole clauses, their figures with their units', () => {
    expect(firstPersonSentence('Improved user experience by 30%')).toBe('I improved user experience by 30%.');
    expect(firstPersonSentence('Cut the monthly close from 10 days to 4 days')).toBe('I cut the monthly close from 10 days to 4 days.');
    expect(firstPersonSentence('Recorded and tracked hazmat usage for 3 shops')).toBe('I recorded and tracked hazmat usage for 3 shops.');
  });
});

describe('what a letter says is chosen for the posting, in a real letter\'s shape', () => {
  it('cites the work closest to the posting first, and no award or hobby outside work', async () => {
    const { coverLetter } = await letterFor(EVENTS_RESUME, EVENTS_POSTING, { companyName: 'Harbor Halls' });
    const [, , firstBody] = coverLetter.split('\n\n');
    // (it opens on the posting's duties the résumé shows done, each with the statement that shows it)
    expect(firstBody).toMatch(/^Your posting asks for someone to (?:plan and run customer events|manage event budgets)[^.]*\. I have done work of that kind: at Lakeside Venues, I (?:planned and ran 40 customer events|managed event budgets)/);
    expect(coverLetter).not.toMatch(/Cricketer|cricket|chess/i);
  });

  it('writes 250–400 words: greeting, opening with role and company, two or three body paragraphs, closing, signed with the name', async () => {
    const { coverLetter, whatToAdd } = await letterFor(EVENTS_RESUME, EVENTS_POSTING, { companyName: 'Harbor Halls' });
    expect(whatToAdd).toBeUndefined();
    // (the posting's duties with the work that shows them, then the rest of the work: a body paragraph each)
    const paragraphs = coverLetter.split('\n\n');
    expect(paragraphs).toHaveLength(7);
    expect(paragraphs[0]).toBe('Dear Harbor Halls Hiring Team,');
    expect(paragraphs[1]).toMatch(/^I am writing to apply for the Customer Event Coordinator position at Harbor Halls\./);
    // the first body paragraph takes up the posting's duties the résumé shows done
    expect(paragraphs[2]).toContain('Your posting asks for someone to plan and run customer events from the first call to the last guest. I have done work of that kind: at Lakeside Venues, I planned and ran 40 customer events');
    expect(paragraphs[5]).toMatch(/Thank you for your time and consideration/);
    expect(paragraphs[6]).toBe('Sincerely,\nMaya Fenwick');
    // (blind readers asked for three or four strong lines before 250 words: a letter says enough not to be thin, ~150)
    expect(words(body(coverLetter))).toBeGreaterThanOrEqual(150);
    expect(words(body(coverLetter))).toBeLessThanOrEqual(400);
    // the free preview (greeting, opening, first body paragraph) ends on whole sentences
    for (const paragraph of paragraphs.slice(1, 3)) expect(paragraph).toMatch(/[.!]$/);
  });

  it('answers a résumé too thin for a letter with what to add, not with a thin letter', async () => {
    const thin = ['Education', 'Diploma, Riverside College, 2019', 'Skills', 'Typing'].join('\n');
    const { coverLetter, whatToAdd } = await letterFor(thin, EVENTS_POSTING, { companyName: 'Harbor Halls' });
    expect(coverLetter).toBe('');
    expect(whatToAdd?.join('\n')).toMatch(/things you did in your recent jobs/);
    expect(whatToAdd?.join('\n')).toMatch(/most recent job title and employer/);
    expect(whatToAdd?.join('\n')).toMatch(/Microsoft Excel/);
  });
});

describe('a LinkedIn headline is current title | specialty | two or three skills', () => {
  it('never pastes a role line, and names the current title before the specialty and skills', async () => {
    const profile = await engine().linkedin(LinkedInRequest.parse({ currentProfile: EVENTS_RESUME, targetRole: 'Events Manager', industryExperience: 'hospitality' }));
    expect(profile.headline).toMatch(/^Event Planner \| Hospitality \| [^|]+$/);
    // (the skills the résumé claims: "customer service" named once inside a sentence is none)
    const skills = profile.headline.split(' | ')[2].split(' · ');
    expect(skills.length).toBeGreaterThanOrEqual(1);
    expect(skills.length).toBeLessThanOrEqual(3);
    expect(skills).not.toContain('Customer Service');
  });
});
