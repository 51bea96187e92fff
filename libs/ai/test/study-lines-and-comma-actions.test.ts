// Defects blind readers named on the tune part, at the writer's cause, on lines written for this test: the courses
// under an entry of study cited as work ("I finished robot programming, data charts…"), and a résumé bullet's actions
// run together with commas pasted whole, with its typo or its present-tense verb ("I formed a team, mainted…"), and a
// tagline at the head of the page ("I build small tools that…") cited as a result.
import { resumeFacts } from '../src/local/read/resume-facts';
import { parseResume } from '../src/local/read/resume-parser';
import { isVetoed, sentenceProblem } from '../src/local/write/sentence-veto';
import { NOW } from './fixtures';

const RESUME = [
  'Experience',
  'Fullstack Engineer (Harwick University) 2016 - now',
  '· Built the booking service for the city library',
  '· Wrote the test plan for each release',
  'Master Project - Orbit (Harwick University) 2012 - 2013',
  '· Co-developed a kiosk app for the town hall (Java)',
  'Master Studies Digital Media (Harwick University) 2012 - 2015',
  '· Took seminars in research methods and design',
  'Semester Abroad (University of Tarnow) 2009 - 2010',
  '· Spent six months of study in a new country',
  '· Finished robot programming, data charts, technical report writing',
].join('\n');

describe('an entry of study among the jobs', () => {
  it('gives no statement of work: its bullets are the courses taken', () => {
    const texts = resumeFacts(RESUME, NOW).statements.map((s) => s.text);
    expect(texts).toEqual(expect.arrayContaining(['Built the booking service for the city library', 'Co-developed a kiosk app for the town hall (Java)']));
    expect(texts.join(' ')).not.toMatch(/robot programming|seminars|six months of study/);
  });

  it('is no role, though bullets stand under it', () => {
    const companies = parseResume(RESUME, NOW).roles.map((r) => r.company);
    expect(companies).not.toContain('University of Tarnow');
    expect(parseResume(RESUME, NOW).roles.some((r) => r.header.some((h) => /Studies/.test(h.text)))).toBe(false);
  });
});

describe('a tagline at the head of the page', () => {
  it('in the first person and the present is no statement of work', () => {
    const text = ['Dana Reyes', 'Engineer · Springfield · dana@example.org', 'I build small tools that make people smile.', 'Experience', 'Fullstack Engineer (Harwick University) 2016 - now', '· Built the booking service for the city library', '· Wrote the test plan for each release'].join('\n');
    const texts = resumeFacts(text, NOW).statements.map((s) => s.text);
    expect(texts).toContain('Built the booking service for the city library');
    expect(texts.join(' ')).not.toMatch(/make people smile/);
  });
});

describe('actions run together with commas', () => {
  it.each([
    'I formed a review team, mainted the club web server, polled local shoppers.',
    'I placed volunteers at stalls, booked rooms, making sure they rotate hourly.',
    'I also sketched the app design, implemented two prototypes, conducted user tests.',
    'I co-founded a reading club for kids, co-developed its web page (Java).',
  ])('vetoes "%s"', (sentence) => {
    expect(isVetoed(sentence)).toBe(true);
    expect(sentenceProblem(sentence)).toMatch(/comma-actions/);
  });

  it.each([
    'I led a team of 5, managed budgets, and reduced costs by 20%.',
    'I built a booking app, used by 300 clinics.',
    'I drafted letters, reports and minutes for the board.',
    'There, I answered calls, scheduled by the front desk.',
  ])('lets "%s" through', (sentence) => {
    expect(isVetoed(sentence)).toBe(false);
  });
});
