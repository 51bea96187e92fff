// The writer reads its chosen statements with compromise's tagger together, once per résumé, and only those it uses:
// each verdict is the one the sentence gets alone, and statements it cannot rephrase (no verb to open them) never use
// up what it may tag, so a résumé full of figures without verbs still gives its plain duties.
import { LinkedInRequest } from '@careerkit/contracts/tools';
import { parseAsClauses, parsesAsClause } from '../src/local/write/rephrase';
import { engine } from './fixtures';

describe('statements tagged together', () => {
  it('gives each sentence the verdict it gets alone, also when the text does not split back into the sentences', () => {
    const sentences = [
      'I planned and ran 40 customer events a year.',
      'I applied teaching techniques to accommodate.',
      'I cut waste by 30%. I hired 4 cooks.',
      'I stated Bay Partners is the asset management business of Bay Group.',
      'I trained 6 new coordinators on the venue routine.',
    ];
    const alone = sentences.map(parsesAsClause);
    expect(alone).toEqual([true, false, false, false, true]);
    expect(parseAsClauses(sentences)).toEqual(alone);
  });

  it('rephrases the plain duties of a résumé whose first lines are figures without a verb', async () => {
    const figures = Array.from({ length: 16 }, (_, i) => `• Quarterly sales of $${i + 2}M across ${i + 3} regions`);
    const profile = [
      'Experience',
      'Store Supervisor, Harbor Goods',
      'Jan 2019 - Present',
      ...figures,
      '• Trained new cashiers on the till and the returns desk',
      '• Handled customer complaints at the front desk with the duty manager',
      '• Opened and closed the store on weekends and holidays',
    ].join('\n');
    const out = await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Store Manager', purposes: ['Recruiter Visibility'] }));
    expect(out.achievements).toEqual(
      expect.arrayContaining(['I trained new cashiers on the till and the returns desk.', 'I handled customer complaints at the front desk with the duty manager.']),
    );
  });
});
