import { ResumeAnalysisResult, ResumeScanResult } from '../src/port';
import { ATS_WEIGHTS, runAtsChecks } from '../src/local/judge/ats';
import { parsePosting } from '../src/local/read/job-posting';
import { occupationOf, occupationSimilarity } from '../src/local/read/occupations';
import { stressedTerms } from '../src/local/read/posting-terms';
import { parseResume } from '../src/local/read/resume-parser';
import { engine, fixture, NOW } from './fixtures';

const posting = fixture('backend-posting.txt');

describe('résumé parsing', () => {
  it('splits a résumé into contact, sections, dated roles with bullets, education and skills', () => {
    const r = parseResume(fixture('strong-resume.txt'), NOW);
    expect(r.contact).toMatchObject({ name: 'Maya Chen', email: 'maya.chen@example.com', phone: '(206) 555-0142', location: 'Seattle, WA' });
    expect(r.sections.map((s) => s.kind)).toEqual(['header', 'summary', 'experience', 'education', 'skills']);
    expect(r.roles.map((x) => [x.title, x.company, x.range?.text, x.statements.length])).toEqual([
      ['Senior Software Engineer', 'Northwind Payments', 'Mar 2021 – Present', 6],
      ['Software Engineer', 'Bluefin Analytics', 'Jun 2018 – Feb 2021', 5],
      ['Junior Developer', 'Cascade Web Studio', 'Jul 2016 – May 2018', 3],
    ]);
    expect(r.roles[0].current).toBe(true);
    expect(r.education[0]).toMatchObject({ degree: 'B.S.', institution: 'Oregon State University', year: 2016 });
    expect(r.listedSkills).toEqual(expect.arrayContaining(['Python', 'Kubernetes', 'CI/CD', 'PostgreSQL']));
  });

  it('reads a résumé from another field (nursing) with its own headings and terms', () => {
    const r = parseResume(fixture('no-contact-resume.txt'), NOW);
    expect(r.roles.map((x) => x.title)).toEqual(['Registered Nurse', 'Staff Nurse']);
    expect(r.sections.find((s) => s.kind === 'certifications')?.heading?.text).toBe('LICENSES & CERTIFICATIONS');
  });
});

describe('ATS checks', () => {
  it('publishes weights that sum to 100, with a label and what each check measures', () => {
    const ids = Object.keys(ATS_WEIGHTS);
    expect(ids).toEqual(['contact', 'headings', 'dates', 'bullets', 'length', 'layout', 'actionVerbs', 'quantified', 'keywords']);
    expect(Object.values(ATS_WEIGHTS).reduce((n, w) => n + w.weight, 0)).toBe(100);
    for (const w of Object.values(ATS_WEIGHTS)) expect(w.measures.length).toBeGreaterThan(10);
  });

  it('scores every check with the evidence behind it', () => {
    const report = runAtsChecks(parseResume(fixture('strong-resume.txt'), NOW), parsePosting(posting));
    for (const c of report.checks) {
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(c.points).toBeCloseTo((c.weight * c.score) / 100, 1);
    }
    expect(report.score).toBe(Math.round(report.checks.reduce((n, c) => n + c.points, 0)));
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    expect(byId.contact.evidence).toContain('Email maya.chen@example.com (line 2)');
    expect(byId.dates.evidence[0]).toMatch(/One date format across 3 dated roles \(Mon YYYY/);
    expect(byId.actionVerbs.evidence[0]).toMatch(/^14 of 14 bullets open with an action verb \(Led, Designed, Reduced/);
    expect(byId.quantified.evidence).toContain('"$410K" (line 12)');
    expect(byId.keywords.evidence.join('\n')).toMatch(/Missing hard skills: GraphQL/);
  });

  it('says no role has readable dates rather than "one date format across 0 dated roles"', () => {
    const undated = ['Dana Reyes', 'Experience', 'Analyst, Acme Labs', '• Built churn models for 12 retail clients', 'Intern, Harbor Bank', '• Reconciled 300 accounts a week'].join('\n');
    const dates = runAtsChecks(parseResume(undated, NOW)).checks.find((c) => c.id === 'dates')!;
    expect(dates.evidence[0]).toBe('None of 2 roles has dates an ATS can read');
    expect(dates.evidence.join('\n')).not.toMatch(/across 0/);
  });

  it('weighs hard skills above soft skills in keyword coverage', () => {
    const posting = parsePosting('We work in an agile way and value teamwork.');
    const resume = (line: string) => parseResume(`Jane Roe\njane@example.com | 555-201-3344\n\nEXPERIENCE\nAnalyst, Acme\nJan 2020 – Present\n• ${line}\n`, NOW);
    const hasHard = runAtsChecks(resume('Ran agile ceremonies for two squads'), posting).keywords!;
    const hasSoft = runAtsChecks(resume('Known for teamwork across squads'), posting).keywords!;
    expect(hasHard.missing.map((m) => m.surface)).toEqual(['teamwork']);
    expect(hasSoft.missing.map((m) => m.surface)).toEqual(['agile']);
    expect(hasHard.skillCoverage).toBeGreaterThan(0.6);
    expect(hasSoft.skillCoverage).toBeLessThan(0.4);
  });

  it('weighs a skill the posting repeats above one it names once', () => {
    const posting = parsePosting('Python developer. You will write Python daily, review Python code and mentor others in Python. Some SQL.');
    const resume = (skill: string) => parseResume(`Jane Roe\njane@example.com | 555-201-3344\n\nEXPERIENCE\nDeveloper, Acme\nJan 2020 – Present\n• Built reports in ${skill}\n`, NOW);
    const hasRepeated = runAtsChecks(resume('Python'), posting).keywords!;
    const hasOnce = runAtsChecks(resume('SQL'), posting).keywords!;
    expect(hasRepeated.skillCoverage).toBeGreaterThanOrEqual(0.6);
    expect(hasOnce.skillCoverage).toBeLessThanOrEqual(0.4);
  });

  it('weighs a term the posting repeats above one it uses once, in the match rate', () => {
    const text = 'Telemetry Nurse\nRead telemetry strips, answer telemetry alarms and log telemetry events. Chart once a shift.';
    const weight = (key: string) => stressedTerms(text).find((t) => t.key === key)?.weight ?? 0;
    expect(weight('telemetri')).toBeGreaterThan(2 * weight('chart'));
    const resume = (line: string) => parseResume(`Ana Diaz\nana@example.com\n\nEXPERIENCE\nRN, City Hospital\nJan 2019 – Present\n• ${line}\n`, NOW);
    const rate = (line: string) => runAtsChecks(resume(line), parsePosting(text)).keywords!.terms!.postingTermsCovered!;
    expect(rate('Read telemetry for 20 beds')).toBeGreaterThan(rate('Kept the chart for 20 beds'));
  });

  it('blends the posting\'s stressed terms into the match rate, naming them as evidence', () => {
    const posting = parsePosting(
      'Registered Nurse, Telemetry\nProvide patient care on a telemetry unit. Monitor telemetry rhythms, titrate drips, educate patients and families. Telemetry experience preferred. BLS and ACLS required.',
    );
    const nurse = parseResume('Ana Diaz\nana@example.com | 555-201-3344\n\nEXPERIENCE\nRegistered Nurse, City Hospital\nJan 2019 – Present\n• Cared for 5 telemetry patients a shift and monitored rhythms\n\nCERTIFICATIONS\nBLS, ACLS', NOW);
    const km = runAtsChecks(nurse, posting).keywords!;
    expect(km.terms!.matched.map((t) => t.key)).toEqual(expect.arrayContaining(['telemetri', 'patient', 'nurs']));
    expect(km.coverage).toBeGreaterThan(0.5);
    expect(runAtsChecks(nurse, posting).checks.find((c) => c.id === 'keywords')!.evidence[0]).toMatch(/^Match rate \d+%: .* terms it stresses/);
  });
});

describe('resume scanner (local engine)', () => {
  it('scores a strong résumé above a weak one and says why', async () => {
    const strong = ResumeScanResult.parse(await engine().scanResume({ resumeText: fixture('strong-resume.txt') }));
    const weak = ResumeScanResult.parse(await engine().scanResume({ resumeText: fixture('weak-resume.txt') }));
    expect(strong.score).toBeGreaterThanOrEqual(85);
    expect(weak.score).toBeLessThan(55);
    expect(strong.score - weak.score).toBeGreaterThan(30);
    expect(strong.atsCompatibility).toBeGreaterThan(weak.atsCompatibility);
    expect(weak.weaknesses.join('\n')).toMatch(/Parseable contact info \(0\/100\): No email address found/);
    expect(weak.weaknesses.join('\n')).toMatch(/Weak opener "responsible for" \(line 8\)/);
    expect(weak.recommendations).toContain('Add an email address as plain text in the first lines.');
    expect(strong.keywords.slice(0, 6)).toEqual(expect.arrayContaining(['Python', 'AWS', 'SQL']));
    expect(strong.strengths.length).toBeLessThanOrEqual(10);
  });

  it('names the keywords it found by what they are, not by the verb a bullet used', async () => {
    const out = await engine().scanResume({ resumeText: ['Dana Reyes', 'dana@example.com', 'Experience', 'Analyst, Harbor Foods, 2018 - 2022', '• Analyzed and problem-solved 12 supply setbacks a month in Excel'].join('\n') });
    expect(out.keywords).toContain('problem solving');
    expect(out.keywords).not.toContain('solved');
    expect(out.checks.find((c) => c.id === 'keywords')!.evidence[0]).toMatch(/soft skills? \([^)]*problem solving/);
    // what the text shows, not the page: a two-column PDF read in order has no artefacts either, so it is not called "single-column"
    expect(out.checks.find((c) => c.id === 'layout')!.evidence).toEqual(['The text reads in one column: no tables, side-by-side columns, icons or rating bars found in it']);
  });

  it("does not count a profile link's label as a skill, but counts the same site named as a tool", async () => {
    const contact = ['Jared Richards', 'DevOps Engineer', 'CONTACT', 'jared@example.com', '(123) 456-7890', 'Atlanta, GA', 'LinkedIn', 'Github'];
    const experience = ['Experience', 'DevOps Engineer, Harbor Foods, 2018 - 2022', '• Moved 40 services to Kubernetes on AWS, cutting deploy time by 70%'];
    const labels = await engine().scanResume({ resumeText: [...contact, ...experience].join('\n') });
    expect(labels.keywords).toContain('Kubernetes');
    expect(labels.keywords).not.toContain('LinkedIn');
    expect(labels.keywords).not.toContain('GitHub');
    // the icon's name and the handle on a contact line, and a link written "Site:// handle" anywhere
    const handles = await engine().scanResume({
      resumeText: ['Dana Reyes', 'dana@example.com | GITHUB-SQUARE dreyes07 | LINKEDIN dreyes07', ...experience, 'Links', 'Twitter:// @dana_reyes'].join('\n'),
    });
    for (const site of ['GitHub', 'LinkedIn', 'Twitter']) expect(handles.keywords).not.toContain(site);
    const tools = await engine().scanResume({ resumeText: [...contact.slice(0, 6), ...experience, 'Skills', 'Tools: AWS, GitHub, Slack'].join('\n') });
    expect(tools.keywords).toContain('GitHub');
  });

  it('flags a two-column, table and rating-bar layout line by line', async () => {
    const out = await engine().scanResume({ resumeText: fixture('two-column-resume.txt') });
    const text = out.weaknesses.join('\n');
    expect(text).toMatch(/No table or column artefacts \(0\/100\)/);
    expect(text).toMatch(/Table rows at lines 15, 16, 17: "\| Tool \| Level \| Years \|"/);
    expect(text).toMatch(/Side-by-side columns \(text separated by wide gaps\) at lines 7, 9/);
    expect(out.recommendations).toEqual(
      expect.arrayContaining([
        'Use a single column: two-column layouts are read across, mixing the columns.',
        'Drop rating bars: parsers cannot read them; name the skill and where you used it.',
      ]),
    );
    expect(out.atsCompatibility).toBeLessThan(55);
  });

  it('finds no contact details in a résumé without them and says what to add', async () => {
    const out = await engine().scanResume({ resumeText: fixture('no-contact-resume.txt') });
    expect(out.weaknesses[0]).toBe('Parseable contact info (0/100): No email address found; No phone number found');
    expect(out.recommendations).toEqual(expect.arrayContaining(['Add an email address as plain text in the first lines.', 'Add a phone number as plain text next to your email.']));
  });

  it('answers every weighted check with its score and the lines behind it', async () => {
    const out = ResumeScanResult.parse(await engine().scanResume({ resumeText: fixture('two-column-resume.txt') }));
    expect(out.checks.map((c) => [c.id, c.weight])).toEqual(Object.entries(ATS_WEIGHTS).map(([id, w]) => [id, w.weight]));
    const layout = out.checks.find((c) => c.id === 'layout')!;
    expect(layout.score).toBe(0);
    expect(layout.evidence.join('\n')).toMatch(/Table rows at lines 15, 16, 17/);
    for (const c of out.checks) expect(c.evidence.length).toBeGreaterThan(0);
  });

  it('gives the same result for the same input', async () => {
    const a = await engine().scanResume({ resumeText: fixture('strong-resume.txt') });
    const b = await engine().scanResume({ resumeText: fixture('strong-resume.txt') });
    expect(b).toEqual(a);
  });
});

/** The analysis of a résumé against a posting, each given as its lines. */
/** A résumé that shares no word with the postings below: whatever they stress is missing from it. */
const TEACHER = ['Lee Park', 'Experience', 'Teacher, Bay School, 2019 - 2024', '- Taught reading to 24 pupils'];
const analysisOf = (resume: string[], posting: string[]) => engine().analyzeResume({ resumeText: resume.join('\n'), jobDescription: posting.join('\n') });

describe('resume analysis (local engine)', () => {
  it('rates the strong résumé above the weak one on every hiring-manager score for the same posting', async () => {
    const strong = ResumeAnalysisResult.parse(await engine().analyzeResume({ resumeText: fixture('strong-resume.txt'), jobDescription: posting }));
    const weak = ResumeAnalysisResult.parse(await engine().analyzeResume({ resumeText: fixture('weak-resume.txt'), jobDescription: posting }));
    for (const key of ['overallScore', 'jobMatchScore', 'atsScore', 'technicalSkillsScore', 'experienceQualityScore', 'formatDesignScore', 'achievementImpactScore', 'authenticityScore'] as const)
      expect([key, strong[key]! > weak[key]!]).toEqual([key, true]);
    expect(strong.missingKeywords).toEqual(expect.arrayContaining(['GraphQL']));
    expect(strong.missingKeywords).not.toContain('Python');
    expect(weak.missingKeywords).toEqual(expect.arrayContaining(['SQL', 'PostgreSQL', 'CI/CD']));
    expect(strong.strengths[0]).toMatch(/rising from Junior Developer to Senior Software Engineer/);
    expect(weak.achievementImpactScore).toBeLessThan(20);
    expect(weak.improvements).toContain('Few measured results: 0 of 4 bullets quantify a result');
  });

  it('flags stock AI phrasing and claims the résumé does not support', async () => {
    const weak = await engine().analyzeResume({ resumeText: fixture('weak-resume.txt'), jobDescription: posting });
    const concerns = weak.improvements.join('\n');
    expect(concerns).toMatch(/Stock or AI-typical phrasing: "results-driven" \(line 4\), "highly motivated" \(line 4\)/);
    expect(concerns).toContain('Summary claims "10+ years" but the dated roles add up to 7 yr 1 mo');
    expect(concerns).toMatch(/"Expert" claim for Kubernetes, Terraform \(line 4\) with no role bullet that uses it/);
    expect(weak.authenticityScore).toBeLessThan(50);
  });

  it('says what each of the scores rests on', async () => {
    const weak = ResumeAnalysisResult.parse(await engine().analyzeResume({ resumeText: fixture('weak-resume.txt'), jobDescription: posting }));
    expect(weak.scoreEvidence.achievementImpactScore[0]).toBe('0 of 4 bullets quantify a result');
    expect(weak.scoreEvidence.authenticityScore.join('\n')).toMatch(/"results-driven" \(line 4\)/);
    expect(weak.scoreEvidence.jobMatchScore[0]).toMatch(/^Match rate \d+%$/);
    expect(weak.scoreEvidence.jobMatchScore).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ of \d+ posting skills/), expect.stringMatching(/^Occupation by O\*NET job titles: /)]));
    for (const lines of Object.values(weak.scoreEvidence)) expect(lines.length).toBeGreaterThan(0);
  });

  it('says the résumé has no dated roles, not "0 mo", when the posting asks for years', async () => {
    const out = await engine().analyzeResume({ resumeText: 'Asha Menon\nSkills\nAutoCAD, SolidWorks\nEducation\nB.E. Mechanical Engineering, 2018', jobDescription: 'Design Engineer\n5 or more years of related work experience. SolidWorks.' });
    expect(out.improvements).toContain('Posting asks for "5 or more years of related work experience"; the résumé has no dated roles to count years from');
  });

  it("lists the words a posting without named tools stresses that the résumé lacks, not its headings, actions, places or common words", async () => {
    const resume = ['Dana Reyes', 'Experience', 'Yoga Instructor, Lotus Hall, 2019 - 2024', '- Taught Hatha classes to 40 students weekly'];
    const out = await analysisOf(resume, [
      'Yoga Teacher',
      'Teach Vinyasa and Restorative classes in our studio. Vinyasa flow runs daily; Restorative sessions run on weekends.',
      'PRANAYAMA PRANAYAMA at dawn. Kirtan chanting twice a week: chanting is optional. One Montessori session a month.',
      'We serve the local community, local families too.',
      'Studios in Akron, OH and in Kent, OH; the Akron studio is the larger. Retreats run in Japan; Japan retreats fill fast.',
      'Book on studioHub or yogaflow.org; studioHub and yogaflow.org list every class.',
    ]);
    expect(out.missingKeywords).toEqual(expect.arrayContaining(['Vinyasa', 'Restorative']));
    // once only, shouted, an action, a word most postings use, a place, words run together or a web address
    for (const word of ['Montessori', 'PRANAYAMA', 'chanting', 'local', 'Akron', 'Japan', 'studioHub', 'yogaflow.org']) expect(out.missingKeywords).not.toContain(word);
    // the heaviest few, not every word the posting repeats
    const many = 'zumba pilates barre kettlebell spinning aerobics tabata plyometrics calisthenics bootcamp'.split(' ');
    const crowded = await analysisOf(resume, ['Fitness Coach', `${many.join(' ')}.`, `${many.join(' ')}.`]);
    expect(crowded.missingKeywords.length).toBe(6);
  });

  it('lists a two-word term the posting always writes together as one, and no heading, boilerplate or word that is no noun', async () => {
    const out = await analysisOf(['Sam Ortiz', 'Experience', 'Sales Associate, Harbor Outlet, 2019 - 2024', '- Sold furniture to 30 customers a day'], [
      'Leasing Agent',
      'Show real estate listings to tenants and answer questions about leases. You will grow our real estate portfolio.',
      'Set forth lease terms clearly; tenants sign leases at showings, and set forth the rules of the building.',
      '· Prior experience in sales· Prior experience with tenants',
      'Physical Demands:The physical demands described here are typical of office work.',
    ]);
    expect(out.missingKeywords).toEqual(expect.arrayContaining(['real estate', 'tenants']));
    for (const word of ['estate', 'forth', 'Prior', 'Prior experience', 'Physical Demands', 'physical demands', 'Physical', 'Demands']) expect(out.missingKeywords).not.toContain(word);
    // nouns any posting may stress that name no requirement: "make an impact", "meet objectives", "this summer"
    const generic = await analysisOf(['Sam Ortiz', 'Experience', 'Sales Associate, Harbor Outlet, 2019 - 2024', '- Sold furniture to 30 customers a day'], [
      'Leasing Agent',
      'Make an impact on tenants this summer and meet our leasing objectives. Your impact shows in the leases you sign.',
      'Summer hours apply; objectives are set with tenants each quarter.',
    ]);
    expect(generic.missingKeywords).toContain('tenants');
    for (const word of ['impact', 'objectives', 'summer', 'Summer']) expect(generic.missingKeywords).not.toContain(word);
    // …nor the people the job works with: "attorneys" is no keyword to put on a résumé, "litigation" is
    const people = await analysisOf(['Sam Ortiz', 'Experience', 'Sales Associate, Harbor Outlet, 2019 - 2024', '- Sold furniture to 30 customers a day'], [
      'Paralegal',
      'Support our attorneys in litigation. Attorneys rely on you to file litigation documents and keep attorneys on schedule.',
      'Your availability for litigation deadlines matters; attorneys need your availability.',
    ]);
    expect(people.missingKeywords).toContain('litigation');
    for (const word of ['attorneys', 'Attorneys', 'availability']) expect(people.missingKeywords).not.toContain(word);
    // …nor where the work is done or the place it serves ("Hybrid", "County")
    const where = await analysisOf(['Sam Ortiz', 'Experience', 'Sales Associate, Harbor Outlet, 2019 - 2024', '- Sold furniture to 30 customers a day'], [
      'Paralegal',
      'Hybrid role. Litigation support for the County; Hybrid schedule, County courts, litigation files.',
    ]);
    expect(where.missingKeywords.map((k) => k.toLowerCase())).toContain('litigation');
    for (const word of ['Hybrid', 'hybrid', 'County']) expect(where.missingKeywords).not.toContain(word);
  });

  it('does not praise the wording of a résumé of a few lines or with a stock phrase, nor call a few lines a page', async () => {
    const thin = await analysisOf(['Asha Menon', 'Experience', 'Accountant, Lakeside Dental, 2019 - 2024', '- Kept the books'], ['Accountant', 'Keep the books.']);
    expect(thin.strengths).not.toContain('Specific, first-hand wording with no stock phrasing');
    expect(thin.scoreEvidence.atsScore).toContain('Length 20/100 (weight 6): 11 words (under a page)');
    const fuller = await engine().analyzeResume({ resumeText: fixture('strong-resume.txt'), jobDescription: posting });
    expect(fuller.strengths).toContain('Specific, first-hand wording with no stock phrasing');
    // one stock phrase found: the wording is not praised as free of them, whatever the score
    const lines = ['Asha Menon', 'Highly motivated technician.', 'Experience', 'IT Technician, Bay Schools, 2015 - 2024', '- Installed 300 laptops', '- Trained 40 teachers', '- Cut ticket time by 20%'];
    const stock = await analysisOf(lines, ['IT Technician', 'Install laptops.']);
    expect(stock.authenticityScore).toBeGreaterThanOrEqual(85);
    expect(stock.improvements).toContain('Stock or AI-typical phrasing: "highly motivated" (line 2)');
    expect(stock.strengths).not.toContain('Specific, first-hand wording with no stock phrasing');
  });

  it("takes no table row, export metadata or employer's description for a measured result", async () => {
    const lines = [
        'Asha Menon',
        'Experience',
        'Analyst, Harbor Tech, 2019 - 2024',
        'description - is an Indian multinational company with around 115,000 employees in 90 countries',
        'Total Experience: 2 Years 7 Months',
        '48 months',
        '4        Team-building workshop, 2 days          16 communication',
        '- Cut report time by 35% for 12 managers',
      ];
    const out = await analysisOf(lines, ['Analyst', 'Analyse data.']);
    const asked = out.recommendations.filter((r) => /how ".*" was measured/.test(r)).join('\n');
    expect(asked).toContain('"35%"');
    for (const figure of ['"115,000"', '"90"', '"2"', '"2 days"', '"16"', '"4"', '"48 months"']) expect(asked).not.toContain(figure);
    expect(out.strengths.filter((s) => s.startsWith('Measured result'))).toEqual(['Measured result: "Cut report time by 35% for 12 managers"']);
    // the scanner's check counts the same way
    const scan = await engine().scanResume({ resumeText: lines.join('\n') });
    expect(scan.checks.find((c) => c.id === 'quantified')!.evidence[0]).toMatch(/^1 of \d+ bullets carry a figure$/);
  });

  it('quotes a long measured result from the clause that holds its figure, not from a start that never reaches it', async () => {
    const lines = [
      'Asha Menon',
      'Experience',
      'Sales Coordinator, Harbor Tech, 2019 - 2024',
      // two bullets a page ran together, the figure in the second, far past a quote's length
      '- Heavy cold calling to new and existing oil and gas, energy, and aerospace clientele to increase revenue and market penetration Managed a portfolio of 250 accounts that generated 36% of increased proposals in 4 months.',
    ];
    const out = await analysisOf(lines, ['Sales Coordinator', 'Grow accounts.']);
    expect(out.strengths.filter((s) => s.startsWith('Measured result'))).toEqual(['Measured result: "…Managed a portfolio of 250 accounts that generated 36% of increased proposals in 4…"']);
  });

  it("counts no federal role header's pay as a bullet: neither a figure nor a bullet to add one to", async () => {
    const resumeText = ['Lee Park', 'lee@example.com', 'Experience', 'March 2013 to Current Health Services Manager', 'Salary $38,264.88.', 'Performs and directs patient management functions.', 'Maintained 4 patient locator files.', 'May 2010 to March 2013 IT Specialist', '32,000.', 'Manages hardware and software for 300 users.'].join('\n');
    const scan = await engine().scanResume({ resumeText });
    const quantified = scan.checks.find((c) => c.id === 'quantified')!;
    expect(quantified.evidence[0]).toBe('2 of 3 bullets carry a figure');
    expect(JSON.stringify(scan)).not.toMatch(/38,264|32,000/);
  });

  it('asks for a number in a whole statement, not in a fragment or a table row', async () => {
    const resumeText = ['Lee Park', 'lee@example.com', 'Company Details', 'company - Harbor College', 'description - Trainer', 'Soft Skills        Harbor Pharmacy     Pune', 'College', 'Organized and ran campus placement events for students', 'Taught soft skills classes'].join('\n');
    const scan = await engine().scanResume({ resumeText });
    expect(scan.recommendations).toContain('Add a result with a number to bullets such as "Organized and ran campus placement events for students" (line 8).');
    // …nor a place
    const placed = await engine().scanResume({ resumeText: resumeText.replace('\nCollege\n', '\nMumbai Maharashtra 400093 India\n') });
    expect(placed.recommendations.join('\n')).not.toMatch(/Mumbai/);
  });

  it('names a skill shown in bullets once, however its writings differ ("accounts receivables", "Accounts Receivable")', async () => {
    const resume = ['Lee Park', 'lee@example.com', 'Experience', 'Accountant, Bay Foods, 2019 - 2024', '- Posted accounts receivables daily in Excel', '- Ran the Accounts Receivable close in QuickBooks', 'Skills', 'Accounts Receivable, Excel, QuickBooks'];
    const out = await analysisOf(resume, ['Accountant', 'Run accounts receivable.']);
    expect(out.strengths).toContain('Hands-on skills shown in role bullets, not just listed: Excel, QuickBooks, accounts receivables');
    // (the posting asks for one skill: "the one skill", not "1 of 1 skills")
    expect(out.strengths).toContain('Covers the one skill the posting asks for: accounts receivable');
  });

  it('calls leading people leadership, not managing invoices or being hired', async () => {
    const lines = (bullet: string) => ['Lee Park', 'lee@example.com', 'Experience', 'Accountant, Bay Foods, 2019 - 2024', '- Managed accounts payable invoices for 30 vendors', '- Hired to work on a federal audit program', '- Maintained supervised bank accounts', bullet];
    const leadership = async (bullet: string) => (await analysisOf(lines(bullet), ['Accounting Lead', 'Lead the accounts team.'])).strengths.filter((s) => s.startsWith('Leadership shown'));
    expect(await leadership('- Reconciled 12 ledgers a month')).toEqual([]);
    expect(await leadership('- Supervised a crew of 12 clerks')).toEqual(['Leadership shown: "Supervised a crew of 12 clerks" (line 8)']);
  });

  it("lists the job's title whole where the résumé lacks its words, not each word of it", async () => {
    const resume = TEACHER;
    const out = await analysisOf(resume, [
      'Speech Language Pathologist',
      'Assess speech and language disorders in children. Plan speech therapy; track language goals and caseload notes.',
      'Caseload reviews run weekly.',
    ]);
    expect(out.missingKeywords).toContain('Speech Language Pathologist');
    for (const word of ['Speech', 'speech', 'Language', 'language']) expect(out.missingKeywords).not.toContain(word);
  });

  it('lists each job of a title that joins two, whole, where the résumé lacks its words', async () => {
    const resume = TEACHER;
    const out = await analysisOf(resume, [
      'Motion Graphic Designer and Film Editor',
      'Cut film trailers with motion titles for the studio. Edit film footage and keep the editor logs.',
      'Film reels ship weekly; motion tests run daily.',
    ]);
    expect(out.missingKeywords).toEqual(expect.arrayContaining(['Motion Graphic Designer', 'Film Editor']));
    for (const word of ['Film', 'film', 'Motion', 'motion', 'Editor', 'editor']) expect(out.missingKeywords).not.toContain(word);
  });

  it('lists a missing skill once, in its longest form: SQL Server, not SQL beside it', async () => {
    const resume = TEACHER;
    const out = await analysisOf(resume, ['Data Analyst', 'Write SQL queries daily. Administer SQL Server databases; tune SQL Server jobs in Python.']);
    expect(out.missingKeywords).toEqual(expect.arrayContaining(['SQL Server', 'Python']));
    expect(out.missingKeywords).not.toContain('SQL');
  });

  it('lists no word every kind of posting uses for a keyword: "basis", "features", "user"', async () => {
    const resume = TEACHER;
    const out = await analysisOf(resume, [
      'Support Analyst',
      'Triage tickets on a daily basis and explain product features to each user. Log triage notes on a weekly basis.',
      'Demo new features; train every user on escalations.',
    ]);
    expect(out.missingKeywords).toContain('Triage');
    for (const word of ['basis', 'features', 'user']) expect(out.missingKeywords).not.toContain(word);
  });

  it("lists no firm's name as a keyword, but what the posting asks for", async () => {
    const resume = ['Lee Park', 'Experience', 'Legal Secretary, Bay Law, 2019 - 2024', '- Filed 40 motions a month'];
    const out = await analysisOf(resume, [
      'Litigation Paralegal',
      'Marlow, Pryce, Halvorsen & Greenleaf, a law corporation, has represented asbestos victims for decades.',
      'Prepare asbestos case files for trial. Halvorsen & Greenleaf attorneys review each file.',
    ]);
    expect(out.missingKeywords).toContain('asbestos');
    for (const word of ['Halvorsen', 'Greenleaf']) expect(out.missingKeywords).not.toContain(word);
  });

  it("lists neither the employer's initials nor a town the posting names where it speaks of the employer", async () => {
    const resume = ['Lee Park', 'Experience', 'Behavior Technician, Bay Clinic, 2019 - 2024', '- Ran 12 sessions a week'];
    const out = await analysisOf(resume, [
      'Behavior Analyst',
      'The Quiet Harbor',
      'Write treatment plans for each client. Supervise technicians. TQH analysts write treatment plans weekly; TQH analysts love Lakemont.',
      'About us',
      'Our clinic sits on the north side of Lakemont, Ohio.',
    ]);
    expect(out.missingKeywords).toContain('treatment');
    expect(out.missingKeywords.join(' | ')).not.toMatch(/TQH|Lakemont/);
  });

  it("lists no word of the posting's sections about its employer or its benefits, but what such a section asks for", async () => {
    const resume = ['Lee Park', 'Experience', 'Physical Therapist Assistant, Bay Rehab, 2019 - 2024', '- Ran 12 gait sessions a day'];
    const out = await analysisOf(resume, [
      'Physical Therapist Assistant',
      'Company DescriptionHarbor Rehab runs clinics in mountain towns; mountain clinics serve skiers and hikers. Its office books in QuickBooks.',
      'Role DescriptionAssist therapists with caseload planning and telehealth visits. Caseload reviews and telehealth notes are weekly.',
      'Benefits & RewardsNo on-call expectationsPublic Service Loan Forgiveness; loan repayment after a year, on-call free weekends',
      'We offer:Paid holidays. We are seeking someone with dry needling experience: dry needling is done daily.',
      'What we doHarbor builds payments software for clinics; payments clear daily.',
    ]);
    expect(out.missingKeywords).toEqual(expect.arrayContaining(['caseload', 'telehealth', 'dry needling']));
    for (const word of ['mountain', 'on-call', 'Loan', 'loan', 'QuickBooks', 'payments']) expect(out.missingKeywords).not.toContain(word);
  });

  it('scores job match only when a job description is given', async () => {
    const out = await engine().analyzeResume({ resumeText: fixture('strong-resume.txt') });
    expect(out.jobMatchScore).toBeNull();
    expect(out.scoreEvidence.jobMatchScore).toEqual(['No job description given: job match not scored']);
    expect(out.missingKeywords).toEqual([]);
    expect(out.recommendations).toContain('Add the job description to score job match and list missing keywords.');
  });

  it('matches a nursing résumé to a nursing posting well above a software posting', async () => {
    const out = await engine().analyzeResume({ resumeText: fixture('no-contact-resume.txt'), jobDescription: fixture('nurse-posting.txt') });
    const elsewhere = await engine().analyzeResume({ resumeText: fixture('no-contact-resume.txt'), jobDescription: fixture('backend-posting.txt') });
    // the fitted blend's scale: the bench ranks own-occupation postings above others, not past a fixed mark
    expect(out.jobMatchScore).toBeGreaterThanOrEqual(70);
    expect(out.jobMatchScore! - elsewhere.jobMatchScore!).toBeGreaterThanOrEqual(30);
    expect(out.scoreEvidence.jobMatchScore.join('\n')).toMatch(/the posting's "Registered Nurse[^"]*" is Registered Nurses \(SOC 29-1141\); your titles \("Registered Nurse"/);
    expect(out.strengths.join('\n')).toMatch(/Covers \d+ of \d+ skills the posting asks for: patient care, BLS/);
    expect(out.improvements.join('\n')).toMatch(/No email address found/);
  });

  it('takes no line of a skills list for a job title ("Chef", the configuration tool)', async () => {
    const resumeText = ['Jordan Lee', 'jordan@example.com', 'SKILLS', 'Terraform', 'Chef', 'Ansible', 'EXPERIENCE', 'DevOps Engineer, Harbor Systems, 2019 - 2023', '• Automated 40 deployments a week with Terraform and Chef'].join('\n');
    const out = await engine().analyzeResume({ resumeText, jobDescription: 'DevOps Engineer\nAutomate deployments with Terraform.' });
    const occupation = out.scoreEvidence.jobMatchScore.find((e) => e.startsWith('Occupation by O*NET job titles'))!;
    expect(occupation).toMatch(/your titles \("DevOps Engineer"/);
    expect(occupation).not.toMatch(/"Chef"/);
  });

  it('names the skills a résumé covers by what they are, not by the verb it used ("Negotiated" → negotiation)', async () => {
    const resumeText = ['Experience', 'Buyer, Harbor Foods, 2018 - 2022', '• Negotiated supplier contracts worth $2M', '• Organized weekly stock counts'].join('\n');
    const out = await engine().analyzeResume({ resumeText, jobDescription: 'Purchasing Agent\nNegotiation and organization skills required.' });
    expect(out.strengths.join('\n')).toMatch(/Covers \d+ of \d+ skills the posting asks for: [^\n]*\bnegotiation\b/);
    expect(out.strengths.join('\n')).not.toMatch(/asks for: [^\n]*Negotiated/);
  });

  it('reads a one-word title O*NET gives several occupations by the posting around it ("Controller" of accounts, not of air traffic)', async () => {
    const resumeText = ['Experience', 'Senior Accountant, Harbor Foods, 2016 - 2024', '• Closed the books monthly and prepared GAAP financial statements', '• Led the annual audit with the CPA firm'].join('\n');
    const occupationIn = async (jobDescription: string) => (await engine().analyzeResume({ resumeText, jobDescription })).scoreEvidence.jobMatchScore.find((e) => e.startsWith('Occupation by O*NET job titles'))!;
    expect(await occupationIn('Controller\nOversee accounting, the monthly close, financial statements, audits and budgets. CPA preferred.')).toMatch(/the posting's "Controller" is Financial Managers \(SOC 11-3031\)/);
    expect(await occupationIn('Controller\nDirect aircraft in the tower and on approach; keep air traffic separated.')).toMatch(/the posting's "Controller" is Air Traffic Controllers/);
  });

  it('counts a related occupation as a partial fit: a sales manager for a sales representative job, not for nursing', async () => {
    const resumeText = [
      'Priya Raman',
      'Experience',
      'Sales Manager, Northwind Traders, Jan 2019 - Present',
      '- Led a team of 8 in territory sales, quotas, pipeline reviews and key account visits',
      'Sales Executive, Contoso Retail, Jun 2015 - Dec 2018',
      '- Opened 40 new dealer accounts through cold calling and product demonstrations',
    ].join('\n');
    const occupationPart = async (jobDescription: string) => {
      const out = await engine().analyzeResume({ resumeText, jobDescription });
      return out.scoreEvidence.jobMatchScore.find((e) => e.startsWith('Occupation by O*NET job titles'))!;
    };
    const salesRep = 'Sales Representative\nCall on retail accounts in the territory, present products, take orders and meet quarterly quotas.';
    const nurse = 'Registered Nurse\nProvide patient care on a medical unit, give medications and chart assessments.';
    expect(await occupationPart(salesRep)).toMatch(/the posting's "Sales Representative" is Sales Representatives.*\(SOC 41-\d{4}\); your titles \("Sales Manager"/);
    const toSales = await engine().analyzeResume({ resumeText, jobDescription: salesRep });
    const toNursing = await engine().analyzeResume({ resumeText, jobDescription: nurse });
    expect(toSales.jobMatchScore! - toNursing.jobMatchScore!).toBeGreaterThanOrEqual(20);
  });

  it('relates occupations as O*NET titles do: sales manager near sales representative and retail salesperson, HR manager near recruiter, controls engineer far from software engineer', () => {
    const fit = (a: string, b: string) => occupationSimilarity(occupationOf(a), occupationOf(b));
    expect(fit('Sales Manager', 'Sales Representative')).toBeGreaterThanOrEqual(0.5);
    // "Salesperson" is "sales" in one word
    expect(fit('Sales Manager', 'Retail Salesperson')).toBeGreaterThanOrEqual(0.5);
    expect(fit('HR Manager', 'Recruiter')).toBeGreaterThanOrEqual(0.5);
    expect(fit('Sales Manager', 'Registered Nurse')).toBeLessThan(0.1);
    expect(fit('Controls Engineer', 'Software Engineer')).toBeLessThan(0.1);
  });

  it("reads a résumé's occupation from the tools O*NET lists for it when the résumé names no title", async () => {
    const resumeText = ['Skills', 'Westlaw, LexisNexis CaseMap, LexisNexis Time Matters', 'Education', 'LLB, 2019'].join('\n');
    const jobMatch = async (jobDescription: string) => (await engine().analyzeResume({ resumeText, jobDescription })).jobMatchScore!;
    const attorney = await jobMatch('Attorney\nDraft pleadings and motions, research case law and represent clients in court.');
    const sales = await jobMatch('Sales Representative\nCall on retail accounts in the territory, present products, take orders and meet quarterly quotas.');
    expect(attorney - sales).toBeGreaterThanOrEqual(15);
  });

  it("reads a résumé's occupation from a degree that leads to a profession when it names no title or tool", async () => {
    const resume = (degree: string) => ['Asha Menon', 'Experience', 'Kestrel & Rao, 2018 - 2023', '- Drafted agreements and handled hearings for clients', 'Education', degree].join('\n');
    const attorney = 'Attorney\nDraft pleadings and motions, research case law and represent clients in court.';
    const out = await engine().analyzeResume({ resumeText: resume('LL.B., Delhi University, 2017'), jobDescription: attorney });
    const general = await engine().analyzeResume({ resumeText: resume('B.Com., Delhi University, 2017'), jobDescription: attorney });
    expect(out.scoreEvidence.jobMatchScore.join('\n')).toMatch(/the posting's "Attorney" is Lawyers \(SOC 23-1011\); your words, tools and degree \(LL\.B\.?\) point at Lawyers/);
    expect(out.jobMatchScore! - general.jobMatchScore!).toBeGreaterThanOrEqual(15);
  });

  it("leaves the occupation out of the match when the posting's title names none, instead of counting it as half a match", async () => {
    const resumeText = ['Asha Menon', 'Experience', 'Attorney, Kestrel & Rao, 2018 - 2023', '- Drafted agreements and handled hearings for clients'].join('\n');
    const out = await engine().analyzeResume({ resumeText, jobDescription: 'Zorblat Quibbler\nService the zorblat fleet, refit hull plating and log every repair.' });
    expect(out.scoreEvidence.jobMatchScore).toContain("Occupation not compared: the posting's title names no known occupation");
    // nothing of this résumé is in the posting (only "no degree asked" counts): a half-score occupation would add 28
    expect(out.jobMatchScore).toBeLessThan(20);
  });
});
