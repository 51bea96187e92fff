import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

// a scrape that dropped the bullets: each line holds two, the second opening on a capitalised verb mid-line
const userExperience = [
  'Experience',
  'Operations Lead, Bayline Freight, 2019 - 2023',
  'Supervised the dispatch desk and guided 14 agents Coordinate daily operations with 3 regional depots',
  'Prepared monthly forecast reports Travel to regional tradeshows and represented the brand to 40 buyers',
  'Trained new staff in Microsoft Office and reported weekly to the Project Manager on 12 routes',
].join('\n');

const jobDescription = 'Operations Coordinator\nCoordinate daily operations, prepare forecast reports and represent the brand at tradeshows. Microsoft Office required.';

describe('two bullets run together in the résumé', () => {
  it('are written as two statements, never one with a capitalised verb in its middle; a name stays whole', async () => {
    const { coverLetter } = await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Harbor Logistics' }));
    const { summary } = await engine().linkedin(LinkedInRequest.parse({ currentProfile: userExperience, targetRole: 'Operations Coordinator' }));
    for (const text of [coverLetter, summary]) {
      expect(text).not.toMatch(/agents,? [Cc]oordinat/);
      expect(text).not.toMatch(/reports,? [Tt]ravel/);
      expect(text).not.toMatch(/Microsoft\.|Project\. Manager/);
    }
    expect(coverLetter).toMatch(/\bcoordinated daily operations with 3 regional depots\b/i);
  });
});
