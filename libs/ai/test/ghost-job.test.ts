import { GhostJobResult } from '../src/port';
import { analyseUrl } from '../src/local/ghost-job';
import { engine, fixture } from './fixtures';

const detect = (input: Parameters<ReturnType<typeof engine>['detectGhostJob']>[0]) => engine().detectGhostJob(input).then((r) => GhostJobResult.parse(r));
const daysBefore = (days: number) => new Date(Date.parse('2025-06-01T00:00:00Z') - days * 86_400_000).toISOString().slice(0, 10);

describe('ghost job detector (local engine)', () => {
  it('classifies a scam posting as a likely scam, most telling red flags first, each cited in the reasoning with its words', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('scam-posting.txt'), postingDate: null });
    expect(out.classification).toBe('Ghost Job — likely scam');
    expect(out.confidence).toBeGreaterThanOrEqual(80);
    expect(out.redFlags).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Asks the applicant for money or to move money: "purchase a starter kit", "registration fee"/),
        expect.stringMatching(/^Asks for sensitive personal data up front: "date of birth"/),
        expect.stringMatching(/^Contact address on a free email service: hr\.recruitment\.dept@gmail\.com/),
        expect.stringMatching(/^Interview or contact through a chat app: "Telegram"/),
        expect.stringMatching(/^Pressure wording: "URGENT HIRING"/),
        expect.stringMatching(/^Promises that anyone qualifies: "No experience needed"/),
        expect.stringMatching(/^Vague duties: "various tasks", "other duties as assigned"/),
      ]),
    );
    // the money request is the most telling sign: the preview shows the first two
    expect(out.redFlags[0]).toMatch(/^Asks the applicant for money/);
    for (const words of ['"purchase a starter kit"', '"date of birth"', 'hr.recruitment.dept@gmail.com', '"Telegram"', '"No experience needed"', '"$500 per day"'])
      expect(out.reasoning).toContain(words);
    // the reasoning names each sign with its words; it does not repeat the red-flag sentences
    for (const flag of out.redFlags) expect(out.reasoning).not.toContain(flag);
    expect(out.ghostPatternAlert).toMatch(/^Scam pattern: Asks the applicant for money or to move money, .*Do not send money or personal documents\.$/);
    expect(out.legitimacyIndicators.join('\n')).not.toMatch(/States pay/);
  });

  it('puts the signs that decided first: scam signs ahead of a heavier ghost sign on a likely scam', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('scam-posting.txt'), postingDate: daysBefore(90) });
    expect(out.classification).toBe('Ghost Job — likely scam');
    const age = out.redFlags.indexOf('Posted 90 days ago (60 days or more): real openings are usually filled or closed by now');
    expect(out.redFlags[0]).toMatch(/^Asks the applicant for money/);
    // the age weighs 30 points, more than most scam signs, yet comes after every one of them
    expect(age).toBeGreaterThan(out.redFlags.findIndex((f) => f.startsWith('Asks for sensitive personal data')));
    expect(age).toBeGreaterThan(out.redFlags.findIndex((f) => f.startsWith('Interview or contact through a chat app')));
  });

  it('never calls an ad a likely scam for the kind of role alone, but does with another sign beside it', async () => {
    const ad = ['Customer Service Representative', 'Harbor Supply Co.', 'Harbor Supply Co. is a family-owned maker of restaurant equipment.', 'Answer customer calls and emails about orders.'];
    const alone = await detect({ analysisMethod: 'description', jobDescription: ad.join('\n'), postingDate: null });
    expect(alone.redFlags.join(' ')).toMatch(/A role fake ads use most often/);
    expect(alone.classification).not.toBe('Ghost Job — likely scam');
    // …though its risk is over the line, and the reasoning says why that is no verdict here
    expect(alone.reasoning).toMatch(/Scam risk (\d+)% .*\((\d+)% or more reads as a likely scam/);
    const [, risk, line] = /Scam risk (\d+)% .*\((\d+)% or more reads as a likely scam/.exec(alone.reasoning)!;
    expect(Number(risk)).toBeGreaterThanOrEqual(Number(line));
    expect(alone.reasoning).toContain('the kind of role alone never makes a likely scam');
    // the same role with a company the ad never names: two signs, and the verdict is the model's
    const unnamed = await detect({ analysisMethod: 'description', jobDescription: ['Customer Service Representative', 'Answer customer calls and emails about orders from home.'].join('\n'), postingDate: null });
    expect(unnamed.classification).toBe('Ghost Job — likely scam');
  });

  it('reads "hiring on an ongoing basis" as evergreen, not "applications reviewed on a rolling basis"', async () => {
    const base = fixture('backend-posting.txt');
    const rolling = await detect({ analysisMethod: 'description', jobDescription: `${base}\nApplications are reviewed on a rolling basis.`, postingDate: null });
    const ongoing = await detect({ analysisMethod: 'description', jobDescription: `${base}\nWe are hiring on an ongoing basis.`, postingDate: null });
    expect(rolling.redFlags.join('\n')).not.toMatch(/Evergreen/);
    expect(ongoing.redFlags).toContain('Evergreen wording: "hiring on an ongoing basis" — the posting collects applications rather than filling a seat');
  });

  it('keeps ghost signs in their own part of the reasoning', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('evergreen-posting.txt'), postingDate: null });
    const [scamPart, ghostPart] = out.reasoning.split('Ghost-job signs, judged apart from scam risk');
    expect(ghostPart).toMatch(/posted 90 days ago \(\+30\), evergreen wording \("Talent Community"\)/);
    expect(scamPart).not.toMatch(/evergreen|90 days/);
  });

  it('classifies an old evergreen posting as a ghost job with a danger-level age check', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('evergreen-posting.txt'), postingDate: null });
    expect(out.classification).toBe('Likely Ghost Job');
    expect(out.company).toBe('Brightwave Systems');
    expect(out.stalenessCheck).toEqual({ alertLevel: 'danger', daysOpen: 90, message: expect.stringMatching(/^Open 90 days \(60 or more\)/) });
    expect(out.redFlags).toEqual(expect.arrayContaining([expect.stringMatching(/^Evergreen wording: "/), 'No pay range given']));
    expect(out.ghostPatternAlert).toMatch(/^Evergreen pattern/);
  });

  it('classifies a specific, paid, recent posting on a hiring system as legit', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('backend-posting.txt'), postingDate: daysBefore(12) });
    expect(out).toMatchObject({ classification: 'Likely Legit', company: 'Harbor Logistics', jobTitle: 'Senior Backend Engineer' });
    expect(out.redFlags).toEqual(['Says nothing about the company: what it does, where, since when']);
    // most telling first; a stated pay range is no sign of legitimacy (fake ads state one as often)
    expect(out.legitimacyIndicators[0]).toMatch(/^Hosted on Greenhouse/);
    expect(out.legitimacyIndicators).toEqual(expect.arrayContaining(['Posted 12 days ago: recent']));
    // named tools count for nothing in the fitted model (real ads and frauds name them as often): not cited in its favour
    expect(out.legitimacyIndicators.join('\n')).not.toMatch(/Specific requirements/);
    expect(out.reasoning).not.toMatch(/named tools/);
    expect(out.legitimacyIndicators.join('\n')).not.toMatch(/pay/i);
  });

  it.each([
    [29, 'ok', undefined],
    [30, 'warning', 'Posted 30 days ago (30 days or more)'],
    [59, 'warning', 'Posted 59 days ago (30 days or more)'],
    [60, 'danger', 'Posted 60 days ago (60 days or more)'],
  ])('flags a posting %i days old as %s and cites its age', async (days, level, flag) => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('backend-posting.txt'), postingDate: daysBefore(days) });
    expect(out.stalenessCheck).toMatchObject({ alertLevel: level, daysOpen: days });
    if (flag) expect(out.redFlags[0]).toMatch(new RegExp(`^${flag.replace(/[()]/g, '\\$&')}`));
    else expect(out.legitimacyIndicators).toContain('Posted 29 days ago: recent');
  });

  it('trusts a real hiring-system URL and distrusts a shortener', async () => {
    const real = await detect({ analysisMethod: 'url', jobUrl: 'https://jobs.lever.co/figma/senior-product-designer-1234abcd' });
    const short = await detect({ analysisMethod: 'url', jobUrl: 'http://bit.ly/3xJobOffer' });
    expect(real).toMatchObject({ classification: 'Likely Legit', company: 'Figma', jobTitle: 'Senior Product Designer' });
    expect(real.urlAnalysis).toEqual({ credibilityScore: 80, domain: 'lever.co', platform: 'Lever (applicant tracking system)', suspiciousPatterns: [] });
    expect(short.classification).not.toMatch(/Legit/);
    expect(short.urlAnalysis!.credibilityScore).toBeLessThan(20);
    expect(short.urlAnalysis!.suspiciousPatterns).toEqual(['Link shortener (bit.ly) hides where the link leads', 'No HTTPS']);
    expect(short.reasoning).toContain('The link goes through a shortener (bit.ly), which hides the real site');
    expect(short.reasoning).toContain("from the link's signals alone (no posting text to weigh)");
    // a shortener names no company and no job: the header says so rather than "Unknown"
    expect(short).toMatchObject({ company: 'Not named in the link', jobTitle: 'Not stated in the link' });
  });

  it('says the company is not named when the posting never names it', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('scam-posting.txt'), postingDate: null });
    expect(out.company).toBe('Not named in the posting');
    // a description copied without the site's header names no company either: the flag says how to check again
    expect(out.redFlags).toContain('Does not name the hiring company — if the job site shows it above the ad, paste it in with the text and check again');
    expect(out.ghostPatternAlert).toMatch(/^Scam pattern: [^.]*Does not name the hiring company[,.]/);
  });

  it('recognises the main hiring-system hosts and the employer in the link', () => {
    expect(analyseUrl('https://boards.greenhouse.io/harborlogistics/jobs/4821337')).toMatchObject({ platform: 'Greenhouse (applicant tracking system)', company: 'Harborlogistics' });
    expect(analyseUrl('https://acme.wd5.myworkdayjobs.com/en-US/External/job/Data-Analyst_R123')).toMatchObject({ platform: 'Workday (applicant tracking system)', company: 'Acme' });
    expect(analyseUrl('https://jobs.ashbyhq.com/linear/abc-123')).toMatchObject({ platform: 'Ashby (applicant tracking system)', company: 'Linear' });
  });

  it('flags raw IPs, odd TLDs, look-alike brands and a company that does not match the link', () => {
    expect(analyseUrl('http://45.77.12.9/apply').suspiciousPatterns).toContain('Raw IP address (45.77.12.9) instead of a domain name');
    const lookalike = analyseUrl('https://amazon-hiring-now.xyz/jobs/warehouse');
    expect(lookalike.suspiciousPatterns).toEqual(expect.arrayContaining(['Unusual top-level domain .xyz', 'Uses the name "amazon" on a domain that is not amazon\'s']));
    expect(lookalike.platform).not.toMatch(/careers/i);
    expect(analyseUrl('https://jobs.lever.co/globex/123', 'Initech').suspiciousPatterns).toEqual(['The posting names Initech but the link belongs to Globex']);
  });

  it('gives the same result for the same input', async () => {
    const input = { analysisMethod: 'description' as const, jobDescription: fixture('scam-posting.txt'), postingDate: '2025-04-01' };
    expect(await detect(input)).toEqual(await detect(input));
  });
});
