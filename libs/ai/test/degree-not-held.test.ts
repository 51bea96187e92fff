import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { carriedEngine, engine } from './fixtures';

const jobDescription = 'Research Scientist\nDesign experiments and analyse data in Python. PhD preferred.';

const resume = (education: string[]) =>
  [
    'Experience',
    'Research Assistant, Northfield University, 2020 - 2024',
    '• Designed 12 lab experiments on soil chemistry and analysed the results in Python',
    '• Wrote 3 grant reports for the department',
    'Education',
    ...education,
  ].join('\n');

// engine() is created with a fixed date in 2025 (fixtures.ts)
const notHeld: [string, string[]][] = [
  ['a student', ['PhD student in Chemistry, Northfield University']],
  ['a candidate', ['PhD candidate, Chemistry, Northfield University']],
  ['coursework completed', ['PhD in Chemistry, Northfield University (coursework completed)']],
  ['all but dissertation', ['PhD in Chemistry (ABD), Northfield University']],
  ['the next line', ['PhD in Chemistry, Northfield University', 'Dissertation in progress']],
  ['a line running to the present', ['PhD in Chemistry, Northfield University, 2021 - present']],
  ['a year still to come', ['PhD in Chemistry, Northfield University, 2027']],
  ['a month still to come this year', ['PhD in Chemistry, Northfield University, December 2025']],
  ['expected, two lines down', ['PhD in Chemistry', 'Northfield University', 'Expected graduation: May 2026']],
  ['a range ending later, two lines down', ['PhD in Chemistry', 'Northfield University', 'Sept 2021 - Dec 2025']],
  ['dates on the line above', ['2021 - 2026', 'PhD in Chemistry', 'Northfield University']],
];

describe('a degree the résumé says is not yet held', () => {
  it.each(notHeld)('is never claimed as held (%s)', async (_, education) => {
    const userExperience = resume(education);
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Harbor Labs' }));
    const { summary } = await engine().linkedin(LinkedInRequest.parse({ currentProfile: userExperience, targetRole: 'Research Scientist' }));
    for (const text of [coverLetter, summary]) expect(text).not.toMatch(/\b(?:I hold|I have|I earned|holding|with) (?:a |an )?(?:PhD|Ph\.D)/i);
  });

  it('an "expected 2026" bachelor\'s is said as being studied for, in the letter and the profile', async () => {
    const userExperience = resume(['Bachelor of Science in Chemistry', 'Northfield University', 'Expected May 2026']);
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Harbor Labs' }));
    const { summary } = await engine().linkedin(LinkedInRequest.parse({ currentProfile: userExperience, targetRole: 'Research Scientist' }));
    for (const text of [coverLetter, summary]) {
      expect(text).not.toMatch(/\bI hold\b/);
      expect(text).toMatch(/I am studying for a Bachelor of Science in Chemistry/);
    }
  });

  it('a degree finished earlier in the year of writing, with a finished degree below it, is still said as held', async () => {
    const userExperience = resume(['PhD in Chemistry', 'Northfield University', 'May 2025', 'Member of the graduate student council']);
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Harbor Labs' }));
    expect(coverLetter).toMatch(/I hold a PhD in Chemistry/);
  });

  it('a degree finished is still said as held', async () => {
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience: resume(['PhD in Chemistry, Northfield University, 2019']), companyName: 'Harbor Labs' }));
    expect(coverLetter).toMatch(/I hold a PhD in Chemistry/);
  });
});
