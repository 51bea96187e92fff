import { GhostJobResult } from '../src/port';
import { analyseUrl, classify, findGhostSignals, ghostFromFindings } from '../src/local/judge/ghost-job';
import { GHOST_MODEL } from '../src/local/judge/scam-signals';
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

  it('never calls an ad a likely scam on one sign alone, however telling, but does with a second sign beside it', async () => {
    const ad = ['Warehouse Associate', 'Harbor Supply Co.', 'Harbor Supply Co. is a family-owned maker of restaurant equipment in Portland, OR.', 'Pick and pack orders. A $50 registration fee applies.'];
    const alone = await detect({ analysisMethod: 'description', jobDescription: ad.join('\n'), postingDate: null });
    expect(alone.redFlags[0]).toMatch(/^Asks the applicant for money/);
    expect(alone.classification).not.toBe('Ghost Job — likely scam');
    // …though its risk is over the line, and the reasoning says why that is no verdict here
    const [, risk, line] = /Scam risk (\d+)% .*\((\d+)% or more with two distinct scam signs reads as a likely scam/.exec(alone.reasoning)!;
    expect(Number(risk)).toBeGreaterThanOrEqual(Number(line));
    expect(alone.reasoning).toContain('one sign alone never makes a likely scam');
    const two = await detect({ analysisMethod: 'description', jobDescription: [...ad, 'Interviews are held on Telegram.'].join('\n'), postingDate: null });
    expect(two.classification).toBe('Ghost Job — likely scam');
  });

  it('never calls an ad a likely scam for an employer it does not name or describe alone, even over the line', () => {
    // a model whose scam line every ad crosses: only the rule stands between these ads and a scam verdict
    const eager = { ...GHOST_MODEL, wording: {}, thresholds: { scam: 0.01, legit: 0.005 } };
    const verdict = (text: string) => classify(findGhostSignals({ analysisMethod: 'description', jobDescription: text, postingDate: null }, new Date('2025-06-01T00:00:00Z'), eager));
    const ad = ['Warehouse Associate', 'Pick and pack orders for shipping. Load trucks. Keep the aisles clean and safe.'];
    const unnamed = findGhostSignals({ analysisMethod: 'description', jobDescription: ad.join('\n'), postingDate: null }, new Date('2025-06-01T00:00:00Z'), eager);
    // no name, no description: two signals, one sign
    expect(unnamed.signals.filter((s) => s.kind === 'scam').map((s) => s.id).sort()).toEqual(['no-company-description', 'no-company-named']);
    expect(verdict(ad.join('\n')).classification).not.toBe('Ghost Job — likely scam');
    expect(verdict([...ad, 'Interviews are held on Telegram.'].join('\n')).classification).toBe('Ghost Job — likely scam');
  });

  it.each([
    ['a lower-case brand opening its profile', 'ustwo offers you the opportunity to be yourself, whilst delivering the best work for the biggest brands. At ustwo we make digital products people love.', 'ustwo'],
    ['a lower-case brand named once, opening the "About us" text', 'About us\ntillpoint is a payments start-up in Berlin, building the checkout 4,000 shops use.', 'tillpoint'],
    ['"We are X"', 'We are Harbor Homes, and we build affordable houses across Oregon.', 'Harbor Homes'],
    ['"X was founded…" in lower case', 'dimoso was founded in 2011 with a focus on marketing products. dimoso works with brands worldwide.', 'dimoso'],
    ['"X, Inc. provides…"', 'NoteVault, Inc. provides mobile reporting solutions for the construction industry.', 'NoteVault'],
    ['a name of digits under "About us"', 'ABOUT US:1871 is an entrepreneurial hub for digital start-ups, the largest tech incubator in the U.S.', '1871'],
  ])('reads the company where real ads name it, in the profile: %s', async (_, profile, company) => {
    const ad = ['Agile Project Manager', 'GB, LND, London', 'Full-time', profile, 'You will run sprint planning and retrospectives with our product teams. 3+ years of experience as a Scrum Master.'].join('\n');
    const out = await detect({ analysisMethod: 'description', jobDescription: ad, postingDate: null });
    expect(out.redFlags.join('\n')).not.toMatch(/Does not name the hiring company|Says nothing about the company/);
    expect(out.company).toBe(company);
    expect(out.classification).not.toBe('Ghost Job — likely scam');
  });

  it('shows the calibrated scam risk as the confidence of a scam verdict', async () => {
    const out = await detect({ analysisMethod: 'description', jobDescription: fixture('scam-posting.txt'), postingDate: null });
    const [, risk] = /Scam risk (\d+)%/.exec(out.reasoning)!;
    expect(out.confidence).toBe(Math.min(99, Number(risk)));
  });

  it('never reads a posting as likely legit when its scam risk is one half or more: under the scam line that is Uncertain', async () => {
    // made-up short ads of the kinds fake ads favour, whose risks fall on both sides of one half
    const ads = [
      ['Payroll Clerk', 'Harbor Supply Co.', 'Remote', 'Full-time', 'Process payroll for our clients. Must have a computer and internet.'],
      ['Payroll Clerk', 'Harbor Supply Co.', 'Remote', 'Full-time', 'Process payroll for our clients from home. Must have a computer and internet. Apply now.'],
      ['Sales Representative', 'Harbor Supply Co.', 'Remote', 'Sell our products to small businesses by phone. Commission paid on every sale.'],
      ['Payroll Clerk', 'Remote', 'Full-time', 'Process payroll for our clients. Must have a computer and internet. Apply now.'],
      ['Sales Representative', 'Remote', 'Sell our products to small businesses by phone. Commission paid on every sale.'],
    ];
    const read = await Promise.all(
      ads.map(async (ad) => {
        const out = await detect({ analysisMethod: 'description', jobDescription: ad.join('\n'), postingDate: null });
        return { out, risk: Number(/Scam risk (\d+)%/.exec(out.reasoning)![1]) };
      }),
    );
    // the band this rule is about is not empty here: a risk of one half or more under the scam line
    const between = read.filter(({ risk }) => risk >= 50 && risk < GHOST_MODEL.thresholds.scam * 100);
    expect(between.length).toBeGreaterThanOrEqual(2);
    for (const { out } of between) expect(out.classification).toBe('Uncertain');
    for (const { out, risk } of read) {
      if (out.classification !== 'Likely Legit') continue;
      expect(risk).toBeLessThan(50);
      expect(out.confidence).toBeGreaterThan(50);
    }
    expect(read.some(({ out }) => out.classification === 'Likely Legit')).toBe(true);
    // the reasoning states the line the verdict was read by
    expect(read[0].out.reasoning).toContain('under 50% as likely legit');
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
    // (the wording of any ad leans a little one way or the other: that sign aside)
    expect(out.redFlags.filter((f) => !f.startsWith('Wording '))).toEqual(['Says nothing about the company: what it does, where, since when']);
    // most telling first; a stated pay range is no sign of legitimacy (fake ads state one as often)
    expect(out.legitimacyIndicators[0]).toMatch(/^Hosted on Greenhouse/);
    expect(out.legitimacyIndicators).toEqual(expect.arrayContaining(['Posted 12 days ago: recent']));
    expect(out.legitimacyIndicators.join('\n')).not.toMatch(/pay/i);
  });

  it("shows an ad's wording once, on the side it leans to on balance, not as a red flag and a point in its favour at once", () => {
    const input = { analysisMethod: 'description' as const, jobDescription: fixture('backend-posting.txt'), postingDate: daysBefore(12) };
    const findings = findGhostSignals(input, new Date('2025-06-01T00:00:00Z'));
    const weight = (id: string) => findings.signals.find((s) => s.id === id)?.weight;
    // the words of this ad lean both ways, as every ad's do
    expect(weight('fraud-wording')).toBeGreaterThan(0);
    expect(weight('real-wording')).toBeGreaterThan(0);
    const out = ghostFromFindings(findings, input);
    const wording = (lines: string[]) => lines.filter((l) => l.startsWith('Wording '));
    const leansReal = weight('real-wording')! > weight('fraud-wording')!;
    expect(wording(out.redFlags)).toHaveLength(leansReal ? 0 : 1);
    expect(wording(out.legitimacyIndicators)).toHaveLength(leansReal ? 1 : 0);
    expect(out.reasoning.match(/wording of (fraudulent|real) ads/g)).toHaveLength(1);
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
    expect(out.ghostPatternAlert).toMatch(/^Scam pattern: /);
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
