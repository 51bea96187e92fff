// The failures issue 23 found in letters, LinkedIn texts and negotiation scripts, each on a small résumé or posting
// written for this test, and the bench's send-ready check applied to what the writers produce.
import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { sendReady } from '../bench/quality/send-ready';
import { carriedEngine, engine, numbers } from './fixtures';

const PROFILE_EXPORT = [
  'Priya Raman',
  'ID: 48213',
  'Last Active: 2 days ago',
  'Total Experience: 4 Year(s)',
  'Current Location: Pune',
  'priya.raman@example.com | +91 98765 43210',
  '',
  'Skills',
  'Python, SQL, Tableau, Excel, Power BI, R, SAS, Spark, Hadoop, Airflow, Looker, dbt',
  '',
  'Experience',
  'Data Analyst - Brightline Retail Pvt Ltd',
  'Jan 2021 - Present',
  '• Built weekly sales dashboards in Tableau for 40 store managers',
  '• Automate the monthly stock report with Python and SQL, cutting it from 2 days to 3 hours',
  '• Built dashboards in React, and',
  '• I bring 1/2',
  '',
  'Education',
  'B.Tech in Computer Science, Vellore Institute of Technology, 2020',
].join('\n');

const ANALYST_POSTING = [
  'Senior Data Analyst',
  'Harbor Logistics',
  '',
  'What you will do',
  '- Designing dashboards for our operations teams',
  '- Work with Python, SQL, Tableau, Power BI, Spark, Airflow, Looker and dbt',
  '',
  'What you bring',
  '- 3+ years of analytics experience',
].join('\n');

const letterFor = async (fields: Record<string, unknown>) =>
  (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: ANALYST_POSTING, companyName: 'Harbor Logistics', ...fields }))).coverLetter;

const inputText = (fields: Record<string, unknown>) => Object.values(fields).filter((v) => typeof v === 'string').join('\n');

describe('the send-ready check itself', () => {
  const summary = (output: string) => sendReady({ kind: 'summary', output, input: 'Detail-oriented accountant at Acme Books\nCo-founded Acme Books in 2015', resume: 'Detail-oriented accountant at Acme Books\nCo-founded Acme Books in 2015' });
  it('refuses a description made an action ("I detail-oriented accountant…") and accepts a prefixed verb', () => {
    expect(summary('I detail-oriented accountant at Acme Books.').failures.join('\n')).toMatch(/not a whole sentence \(a description made an action\)/);
    expect(summary('I co-founded Acme Books in 2015.').failures.join('\n')).not.toMatch(/not a whole sentence/);
  });

  it('refuses a sentence cut off after "with the", but not one ending on an acronym\'s plural ("SME\'s")', () => {
    const profile = 'Analyst at Acme Books\nCo-founded Acme Books in 2015 with Subject Matter Experts (SME\'s)';
    const check = (output: string) => sendReady({ kind: 'summary', output, input: profile, resume: profile }).failures.join('\n');
    expect(check('I co-founded Acme Books in 2015 with the.')).toMatch(/not a whole sentence \(ends on "the"\)/);
    expect(check("I co-founded Acme Books in 2015 with Subject Matter Experts (SME's).")).not.toMatch(/not a whole sentence/);
  });
});

describe('cover letters a person would send', () => {
  it('signs with the name the résumé gives, and leaves a visible slot only when it gives none', async () => {
    expect(await letterFor({ userExperience: PROFILE_EXPORT })).toMatch(/\n\nSincerely,\nPriya Raman$/);
    const nameless = PROFILE_EXPORT.split('\n').slice(1).join('\n');
    expect(await letterFor({ userExperience: nameless })).toMatch(/\n\nSincerely,\n\[Your Name\]$/);
  });

  it.each([
    ['a name over its contact line', 'Priya Raman\npriya@example.com', 'Priya Raman'],
    ['a name in capitals with credentials', 'KAVYA NAIR, RN\nStaff Nurse', 'Kavya Nair'],
    ['a name under a "Resume" heading', 'RESUME\nJane Doe\nNurse', 'Jane Doe'],
    ['a name under a "Last updated" line', 'Last updated on 3 May 2024\nTomás Ortega\ntomas@example.com', 'Tomás Ortega'],
    ['a name glued to the title by the PDF', 'Omar FaridSOFTWARE ENGINEER · BACKEND', 'Omar Farid'],
    ['a letter-spaced name', 'J O H N R I C H A R D S\nDEVOPS ENGINEER', 'John Richards'],
    ['a name after an honorific', 'Dr. Anil Kumar\nPhysician', 'Anil Kumar'],
    ['a first name that is also a month', 'Jan Novak\nWelder', 'Jan Novak'],
    ['a name under a sidebar the PDF gave first', 'CONTACT\nsara@example.com\n(555) 010-7788\nSKILLS\nWelding\nSara Lindqvist\nWelder', 'Sara Lindqvist'],
  ])('signs with %s', async (_layout, top, name) => {
    const letter = await letterFor({ userExperience: `${top}\n\nExperience\nBuilt weekly sales dashboards in Tableau for 40 store managers` });
    expect(letter.endsWith(`\n${name}`)).toBe(true);
  });

  it.each([
    ['a heading', 'Education Details\nJanuary 2019 B.Tech'],
    ['a course title', 'Data Science internship\nPython'],
    ['a field of study', 'Electrical engineering\nDiploma'],
  ])('does not take %s for a name', async (_what, top) => {
    expect(await letterFor({ userExperience: top })).toMatch(/\n\[Your Name\]$/);
  });

  it('never pastes profile metadata or contact lines, but may state the experience they give', async () => {
    const letter = await letterFor({ userExperience: PROFILE_EXPORT });
    for (const pasted of ['ID:', '48213', 'Last Active', 'Total Experience', 'Year(s)', 'Current Location', '@example.com', '98765']) expect(letter).not.toContain(pasted);
    expect(letter).toContain('I bring 4 years of experience, most recently as a Data Analyst at Brightline Retail Pvt Ltd.');
  });

  it('keeps a long skill list out of its sentences', async () => {
    const letter = await letterFor({ userExperience: PROFILE_EXPORT });
    const longest = Math.max(...letter.split(/(?<=[.!?])\s+/).map((s) => (s.match(/,\s/g) ?? []).length));
    expect(longest).toBeLessThan(5);
    const asked = /You are asking for ([^.]*), and I have used them in my own work\./.exec(letter)?.[1] ?? '';
    expect(asked.split(/, | and /).length).toBe(4);
  });

  it('names at most five of the skills the user lists, in one sentence (detailed mode)', async () => {
    const letter = await letterFor({ mode: 'detailed', userExperience: PROFILE_EXPORT, keyAchievements: 'Cut report time from 2 days to 3 hours', specificSkills: 'Python, SQL, Tableau, Excel, Power BI, R, SAS, Spark, Hadoop, Airflow' });
    // ("also" only where its paragraph has not said it already)
    expect(letter).toMatch(/I would (?:also )?bring Python, SQL, Tableau, Excel and Power BI\./);
  });

  it('rephrases achievements as first-person sentences and leaves cut-off fragments out', async () => {
    const letter = await letterFor({ userExperience: PROFILE_EXPORT });
    // (the result that names the posting's Python and SQL first)
    expect(letter).toMatch(/At Brightline Retail Pvt Ltd, I (?:also )?automated the monthly stock report with Python and SQL, cutting it from 2 days to 3 hours\./);
    expect(letter).toMatch(/I (?:also )?built weekly sales dashboards in Tableau for 40 store managers\./);
    expect(letter).not.toMatch(/React, and|1\/2|, and\.|\band\.$/m);
    // …nor a line that announces a list the paste left out
    const announced = await letterFor({ userExperience: ['Experience', 'Developer, YallaSpree, 2018 - 2020', '- Owned the responsibility to develop and maintain following modules', '- Built the order service for 3 stores'].join('\n') });
    expect(announced).not.toMatch(/following modules/);
    expect(announced).toMatch(/built the order service for 3 stores\./);
    // …nor the length of a career told as a thing done ("I possessed 15+ years of experience")
    const career = await letterFor({
      userExperience: ['Experience', 'HR Specialist, Wake County, 2012 - 2024', '- Possess 15+ years of experience as an HR Specialist, Recruitment', '- Cut job analysis from four months to 11 days', '- Analysed 50+ roles within 10 months'].join('\n'),
    });
    expect(career).toMatch(/cut job analysis from four months to 11 days/i);
    expect(career).not.toMatch(/possess/i);
  });

  it('takes up a duty of the posting in the infinitive ("someone to design", never "to designing")', async () => {
    const letter = await letterFor({ userExperience: PROFILE_EXPORT });
    // …in the letter's voice: the posting's "our operations teams" are the reader's
    expect(letter).toContain('Your posting asks for someone to design dashboards for your operations teams.');
    expect(letter).not.toMatch(/\bto \w+ing\b|\bour\b/);
  });

  it('names the degree as the résumé writes it and invents no employer, degree or figure', async () => {
    const fields = { userExperience: PROFILE_EXPORT, jobDescription: ANALYST_POSTING, companyName: 'Harbor Logistics' };
    const letter = await letterFor(fields);
    expect(letter).toContain('I hold a B.Tech in Computer Science from Vellore Institute of Technology.');
    const verdict = sendReady({ kind: 'letter', output: letter, input: inputText(fields), resume: PROFILE_EXPORT, name: 'Priya Raman' });
    expect(verdict).toEqual({ pass: true, failures: [] });
    const allowed = new Set(numbers(inputText(fields)));
    for (const n of numbers(letter)) expect([n, allowed.has(n)]).toEqual([n, true]);
  });

  it('puts the greeting first and makes the opening and first body paragraph whole on their own (the free preview)', async () => {
    const letter = await letterFor({ userExperience: PROFILE_EXPORT });
    const [greeting, opening, body] = letter.split('\n\n');
    expect(greeting).toBe('Dear Harbor Logistics Hiring Team,');
    const preview = [greeting, opening, body].join('\n\n') + '\n\nSincerely,\nPriya Raman';
    // (a preview is the letter's first part: its length is the full letter's to meet)
    const failures = sendReady({ kind: 'letter', output: preview, input: PROFILE_EXPORT + ANALYST_POSTING + 'Harbor Logistics', resume: PROFILE_EXPORT, name: 'Priya Raman' }).failures;
    expect(failures.filter((f) => !/thin|words/i.test(f))).toEqual([]);
  });

  it('writes a weak résumé as a short letter of whole sentences, not "Skills. Education. John smith."', async () => {
    const weak = 'john smith\nSkills\nEducation\nExcel, customer service';
    const letter = await letterFor({ userExperience: weak });
    expect(letter).not.toMatch(/^(?:Skills|Education)\.?$/m);
    expect(letter).not.toContain('Skills. Education.');
    expect(letter).toMatch(/\nJohn Smith$/);
    for (const paragraph of letter.split('\n\n').slice(1, -1)) expect(paragraph).toMatch(/[.!]$/);
  });

  it('keeps the user\'s own first-person sentences when there is no résumé to read (quick mode)', async () => {
    const letter = (await carriedEngine().coverLetter(
      CoverLetterRequest.parse({ mode: 'quick', jobTitle: 'Head Baker', companyName: 'Crumb & Co', userExperience: 'I have run a bakery for 6 years and trained 4 apprentices.' }),
    )).coverLetter;
    expect(letter).toContain('I have run a bakery for 6 years and trained 4 apprentices.');
    expect(letter).toMatch(/^Dear Crumb & Co Hiring Team,\n\nI am writing to apply for the Head Baker position at Crumb & Co\./);
  });
});

describe('LinkedIn texts a person would post', () => {
  const profile = [
    'Sam Okafor',
    'Software Engineer II - Ledgerly Inc',
    'Backend engineer with 5 years of experience in payments.',
    'Experience',
    'Software Engineer II - Ledgerly Inc',
    '2020 - Present',
    '• Cut card authorisation latency by 30% by caching issuer lookups in Redis',
    '• Built the reconciliation service in Go and PostgreSQL',
  ].join('\n');
  const input = LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Senior Backend Engineer', industryExperience: '5 years in fintech and B2B SaaS', purposes: ['Recruiter Visibility', 'Hiring Manager Appeal'] });

  it('says the years once, in a whole sentence, and never "in 5 years in fintech"', async () => {
    const out = await engine().linkedin(input);
    expect(out.summary).toMatch(/^I'm a Software Engineer II at Ledgerly Inc, with 5 years in fintech and B2B SaaS\. I'm now looking for Senior Backend Engineer roles\./);
    expect(out.summary.match(/5 years/g)).toHaveLength(1);
    expect(`${out.headline}\n${out.summary}`).not.toMatch(/in 5 years in|with 5 years of experience/);
    const check = (kind: 'headline' | 'summary', output: string) => sendReady({ kind, output, input: `${profile}\n${input.targetRole}\n${input.industryExperience}`, resume: profile });
    expect(check('headline', out.headline).failures).toEqual([]);
    // (two bullets make a summary shorter than readers send: the check calls it thin, and nothing else)
    expect(check('summary', out.summary).failures.filter((f) => !f.startsWith('[too-thin]'))).toEqual([]);
  });

  it('makes hashtags of words, never of figures ("#Fintech", "#B2BSaaS", not "#5YearsInFintechAndB2BSaaS")', async () => {
    const { hashtags } = await engine().linkedin(input);
    expect(hashtags).toEqual(expect.arrayContaining(['#BackendEngineer', '#Fintech', '#B2BSaaS']));
    for (const tag of hashtags) expect(tag).toMatch(/^#[A-Za-z][A-Za-z0-9]{1,24}$/);
    for (const tag of hashtags) expect(tag).not.toMatch(/^#\d|\d+Years?|\d{4}|In[A-Z].*And[A-Z]/);
    // an industry written with its dates: the words may make a hashtag, the figures never do
    const dated = await engine().linkedin({ ...input, industryExperience: 'Payments 2019-2024' });
    expect(dated.hashtags.filter((t) => /\d/.test(t))).toEqual([]);
  });

  it('rephrases achievements in the first person and keeps the headline to whole segments', async () => {
    const out = await engine().linkedin(input);
    expect(out.achievements[0]).toBe('I cut card authorisation latency by 30% by caching issuer lookups in Redis.');
    expect(out.headline.length).toBeLessThanOrEqual(220);
    expect(out.headline.split(/ \| | · /).length).toBeLessThanOrEqual(5);
    expect(out.headline).not.toMatch(/(?:\band|\bof|\bwith|,)$/);
  });
});

describe('negotiation never argues against the user', () => {
  const above = {
    jobTitle: 'Senior Data Engineer',
    companyName: 'Acme',
    currentOffer: { baseSalary: 145000, bonus: 0, equity: '' },
    targetSalary: 165000,
    marketData: { p25: 118000, p50: 141350, p75: 168000 },
    yearsExperience: 7,
    skills: ['led the data platform rebuild'],
    negotiationStyle: 'assertive',
    additionalBenefits: 'a signing bonus',
  };

  it('an offer above the median gets a script that never calls the offer low / below market', async () => {
    const out = await engine().negotiate(NegotiateRequest.parse(above));
    const script = `${out.emailScript}\n${out.callTalkTrack}`;
    expect(script).not.toMatch(/\blow\b|lowball|below|under(?:paid| market| the market)|less than the market/i);
    // the median sits under the offer: it is never cited to the employer
    expect(script).not.toContain('$141,350');
    expect(script).not.toMatch(/median/i);
    // the case rests on the top of the market, the person's strengths and the levers beyond base
    expect(out.emailScript).toContain('the 75th percentile of the market is $168,000');
    expect(out.emailScript).toContain('7 years of experience; led the data platform rebuild');
    expect(out.callTalkTrack).toMatch(/5\. If they say the budget for base salary is fixed: ask about an earlier salary review, extra paid time off and a signing bonus instead\./);
    expect(out.keyPoints.join('\n')).not.toMatch(/\blow\b|below market/i);
  });

  it('does not repeat a lever the user already named ("sign-on bonus… or signing bonus")', async () => {
    const out = await engine().negotiate(NegotiateRequest.parse(above));
    expect(out.callTalkTrack).not.toMatch(/sign-on bonus/);
    expect(out.callTalkTrack.match(/bonus/g)).toHaveLength(1);
  });

  it('cites no market figure once the offer is in the top quarter of the market', async () => {
    const out = await engine().negotiate(NegotiateRequest.parse({ ...above, currentOffer: { baseSalary: 172000, bonus: 0, equity: '' }, targetSalary: 180000 }));
    const script = `${out.emailScript}\n${out.callTalkTrack}`;
    for (const figure of ['$118,000', '$141,350', '$168,000']) expect(script).not.toContain(figure);
    expect(script).not.toMatch(/\blow\b|below/i);
    expect(out.callTalkTrack).toContain('2. Anchor on your value');
  });
});
