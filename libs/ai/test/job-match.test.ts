// Job match between neighbouring roles, through the engine's entry point: short résumés and postings written for
// these tests (no corpus text), a product manager, a data scientist and a software engineer against each one's posting.
import { runAtsChecks } from '../src/local/judge/ats';
import { JOB_MATCH_WEIGHTS, MATCH_RATE_PARTS, rateBlend, type MatchRatePart } from '../src/local/judge/job-match';
import { parsePosting } from '../src/local/read/job-posting';
import { roleFamiliesOfTitle } from '../src/local/read/role-families';
import { parseResume } from '../src/local/read/resume-parser';
import { engine, NOW } from './fixtures';

const resumes = {
  productManager: [
    'Jordan Lee',
    'jordan.lee@example.com | Austin, TX',
    'Summary',
    'Product manager owning roadmaps for B2B payments products, from discovery to launch.',
    'Experience',
    'Senior Product Manager, Ledgerly, Jan 2021 - Present',
    '• Own the product roadmap and strategy for the invoicing product',
    '• Ran customer discovery interviews and turned findings into prioritised requirements and user stories',
    '• Defined success metrics and launched self-serve onboarding with engineering and design',
    '• Wrote SQL queries to size opportunities and track feature adoption',
    'Product Manager, Brightcart, Jun 2018 - Dec 2020',
    '• Managed the backlog and sprint priorities for the checkout team',
    '• Gathered stakeholder requirements and wrote product requirement documents',
    'Skills',
    'Product strategy, roadmapping, user research, A/B testing, Jira, SQL',
  ].join('\n'),
  dataScientist: [
    'Priya Raman',
    'priya.raman@example.com | Seattle, WA',
    'Summary',
    'Data scientist building machine learning models for demand forecasting and churn.',
    'Experience',
    'Data Scientist, Northwind Retail, Mar 2020 - Present',
    '• Built gradient boosting and time-series models in Python with pandas and scikit-learn to forecast demand',
    '• Designed a churn prediction model and analysed A/B tests with sound statistics',
    '• Built feature pipelines in SQL and Spark and monitored model drift',
    'Data Analyst, Contoso Insurance, Jul 2017 - Feb 2020',
    '• Ran regression analysis on claims data and built Tableau dashboards',
    'Skills',
    'Python, R, SQL, scikit-learn, statistics, machine learning, Spark',
  ].join('\n'),
  /** a product manager now, a software engineer before: what they do now is the job they fit */
  formerEngineer: [
    'Alex Kim',
    'alex.kim@example.com | San Francisco, CA',
    'Summary',
    'Technical product manager with a software engineering background, working closely with backend engineers on APIs.',
    'Experience',
    'Technical Product Manager, Cloudhaven, Mar 2021 - Present',
    '• Own the roadmap for the developer platform: REST APIs, SDKs and webhooks used by 900 engineering teams',
    '• Write API specifications and user stories; prioritise the backlog with the engineering lead',
    '• Analyse usage with SQL and Python notebooks; define success metrics and run experiments',
    '• Coordinate releases across backend, mobile and data teams; present plans to stakeholders',
    'Software Engineer, Fernpay, Jul 2016 - Feb 2021',
    '• Built backend services in Java and Go; wrote unit tests and reviewed pull requests',
    '• Worked on Kafka pipelines and PostgreSQL performance on AWS',
    'Education',
    'B.S. Computer Science, UC Davis, 2016',
    'Skills',
    'Product management, roadmaps, Jira, SQL, Python, Java, REST APIs, AWS, Agile, stakeholder management',
  ].join('\n'),
  softwareEngineer: [
    'Sam Ortiz',
    'sam.ortiz@example.com | Denver, CO',
    'Experience',
    'Software Engineer, Fernpay, Feb 2019 - Present',
    '• Built backend services and REST APIs in Java and Go for card payments',
    '• Wrote unit and integration tests, reviewed pull requests and improved the CI/CD pipeline',
    '• Tuned PostgreSQL queries and Kafka consumers; ran services on Kubernetes in AWS',
    'Skills',
    'Java, Go, PostgreSQL, Kafka, Docker, Kubernetes, AWS, SQL',
  ].join('\n'),
};

const postings = {
  softwareEngineer: [
    'Senior Software Engineer, Payments Platform',
    'Design, build and operate the backend services behind our payments platform.',
    '- Build scalable backend services and REST APIs in Java and Go',
    '- Write clean, tested code, review pull requests and improve our CI/CD pipelines',
    '- Own services in production: monitoring, performance tuning of PostgreSQL and Kafka',
    '- Work with product managers and data teams to ship features',
    'Requirements: 5+ years of software development; data structures, algorithms, distributed systems; SQL, Docker, Kubernetes, AWS.',
  ].join('\n'),
  productManager: [
    'Product Manager, Merchant Experience',
    'Own the roadmap for our merchant onboarding and invoicing experience.',
    '- Define product strategy and the roadmap with engineering and design',
    '- Run customer discovery and turn insights into clear requirements and user stories',
    '- Prioritise the backlog, plan releases and define success metrics',
    '- Analyse adoption data (SQL is a plus) and run experiments',
    'Requirements: 3+ years of product management in B2B software; excellent stakeholder communication.',
  ].join('\n'),
  dataScientist: [
    'Data Scientist, Forecasting',
    'Build machine learning models that forecast demand and personalise offers.',
    '- Build and validate predictive models (regression, gradient boosting, time series) in Python',
    '- Design experiments and A/B tests and analyse results with sound statistics',
    '- Build features from large datasets in SQL and Spark with data engineers',
    'Requirements: degree in Statistics or a quantitative field; 3+ years with machine learning, pandas, scikit-learn.',
  ].join('\n'),
};

type Role = keyof typeof postings;
type Person = keyof typeof resumes;
const jobMatch = async (resume: Person, posting: Role) => (await engine().analyzeResume({ resumeText: resumes[resume], jobDescription: postings[posting] })).jobMatchScore!;
const matchRate = (resume: Person, posting: Role) => runAtsChecks(parseResume(resumes[resume], NOW), parsePosting(postings[posting])).keywords!.coverage;
const evidence = async (resume: Person, posting: Role) => (await engine().analyzeResume({ resumeText: resumes[resume], jobDescription: postings[posting] })).scoreEvidence.jobMatchScore;

describe('job match between neighbouring roles', () => {
  it('scores a product manager higher on a product-manager posting than on a software-engineer one, though both ask for SQL', async () => {
    expect(await jobMatch('productManager', 'productManager')).toBeGreaterThan(await jobMatch('productManager', 'softwareEngineer'));
    expect(await jobMatch('productManager', 'productManager')).toBeGreaterThan(await jobMatch('productManager', 'dataScientist'));
  });

  it('reads a product manager who was a software engineer by the job they hold now: the product posting above the software one', async () => {
    expect(await jobMatch('formerEngineer', 'productManager')).toBeGreaterThan(await jobMatch('formerEngineer', 'softwareEngineer'));
  });

  it('scores a data scientist higher on a data-science posting than on a software-engineer one', async () => {
    expect(await jobMatch('dataScientist', 'dataScientist')).toBeGreaterThan(await jobMatch('dataScientist', 'softwareEngineer'));
    expect(await jobMatch('dataScientist', 'dataScientist')).toBeGreaterThan(await jobMatch('dataScientist', 'productManager'));
  });

  it('scores a software engineer higher on the software posting than on the data-science and product ones', async () => {
    expect(await jobMatch('softwareEngineer', 'softwareEngineer')).toBeGreaterThan(await jobMatch('softwareEngineer', 'dataScientist'));
    expect(await jobMatch('softwareEngineer', 'softwareEngineer')).toBeGreaterThan(await jobMatch('softwareEngineer', 'productManager'));
  });

  it("ranks the same way by the scanner's match rate", () => {
    for (const role of ['productManager', 'dataScientist', 'softwareEngineer'] as Role[])
      for (const other of (['productManager', 'dataScientist', 'softwareEngineer'] as Role[]).filter((r) => r !== role)) expect(matchRate(role, role)).toBeGreaterThan(matchRate(role, other));
  });

  it('shows the text similarity as its own evidence line, with the words both texts weigh most', async () => {
    const own = (await evidence('dataScientist', 'dataScientist')).find((e) => e.startsWith('Text similarity'))!;
    const other = (await evidence('dataScientist', 'productManager')).find((e) => e.startsWith('Text similarity'))!;
    expect(own).toMatch(/^Text similarity \d+% \(.*\): mostly .*\bScientist\b/);
    expect(own).toMatch(/\bForecasting\b/);
    const percent = (line: string) => Number(/(\d+)%/.exec(line)![1]);
    expect(percent(own)).toBeGreaterThan(percent(other));
  });

  it('says when the two texts share no word', async () => {
    const out = await engine().analyzeResume({ resumeText: 'Experience\nBaker, Crumb, 2019 - 2023\n• Baked sourdough loaves overnight', jobDescription: 'Welder\nMIG welding of steel frames.' });
    expect(out.scoreEvidence.jobMatchScore).toEqual(expect.arrayContaining([expect.stringMatching(/^Text similarity 0% .*: no word in common$/)]));
  });

  it('reads a posting in other words by their meaning, with its own evidence line naming the near words', async () => {
    const nurse = 'Experience\nStaff Nurse, City Hospital, 2019 - present\n• Cared for patients in the ICU, gave medication and charted vitals';
    const meaning = async (jobDescription: string) =>
      (await engine().analyzeResume({ resumeText: nurse, jobDescription })).scoreEvidence.jobMatchScore.find((e) => e.startsWith('Meaning'))!;
    const clinical = await meaning('Clinician\nProvide bedside care in our intensive care unit; administer drugs and monitor vital signs.');
    const welding = await meaning('Welder\nMIG welding of steel frames; read blueprints and grind joints.');
    expect(clinical).toMatch(/^Meaning \d+% \(.*word vectors.*\): your "\w+" for "\w+"/);
    const percent = (line: string) => Number(/(\d+)%/.exec(line)![1]);
    expect(percent(clinical)).toBeGreaterThan(percent(welding) + 20);
  });

  it("reads the job the posting's title names by meaning, with its own evidence line naming your words nearest it", async () => {
    const line = async (resume: Person, posting: Role) => (await evidence(resume, posting)).find((e) => e.startsWith('Title by meaning'))!;
    const own = await line('dataScientist', 'dataScientist');
    expect(own).toMatch(/^Title by meaning: "Data Scientist[^"]*" against what your résumé is about, \d+% \(your words nearest the title: .*"scientist"/i);
    const percent = (text: string) => Number(/(\d+)%/.exec(text)![1]);
    for (const other of ['softwareEngineer', 'productManager'] as Role[]) expect(percent(own)).toBeGreaterThan(percent(await line('dataScientist', other)));
    expect(percent(await line('softwareEngineer', 'softwareEngineer'))).toBeGreaterThan(percent(await line('softwareEngineer', 'dataScientist')));
  });

  it("leaves a title's level out of what it means: a principal staff software posting, remote on contract, reads as a plain one", () => {
    const titleMeaning = (title: string) =>
      runAtsChecks(parseResume(resumes.softwareEngineer, NOW), parsePosting([title, ...postings.softwareEngineer.split('\n').slice(1)].join('\n'))).keywords!.rate!.parts.titleMeaning.score;
    expect(titleMeaning('Principal Staff Software Engineer, Remote Contract')).toBeCloseTo(titleMeaning('Software Engineer'), 9);
    expect(titleMeaning('Software Engineer')).not.toBeCloseTo(titleMeaning('Software Engineer, Payments'), 3);
  });

  it('scores a résumé whose words include names of JavaScript object keys ("constructor") like any other', async () => {
    const out = await engine().analyzeResume({
      resumeText: 'Experience\nSite Constructor, Buildwell, 2019 - present\n• Built timber frames; a constructor of valueOf homes',
      jobDescription: 'Carpenter\nBuild timber frames and roofs; constructor experience welcome.',
    });
    expect(out.jobMatchScore).toEqual(expect.any(Number));
    expect(Number.isFinite(out.jobMatchScore)).toBe(true);
    expect(out.scoreEvidence.jobMatchScore.find((e) => e.startsWith('Text similarity'))).toMatch(/^Text similarity \d+% /);
  });

  it("reads a Product Manager posting as O*NET's Marketing Managers, not as Industrial Production Managers", async () => {
    const occupation = (await evidence('productManager', 'productManager')).find((e) => e.startsWith('Occupation by O*NET job titles'))!;
    expect(occupation).toMatch(/the posting's "Product Manager[^"]*" is Marketing Managers \(SOC 11-2021\)/);
    expect(occupation).not.toMatch(/Industrial Production/);
  });

  it("reads a posting's occupation from what it asks for beside its title: a 'Software Engineer' building models is nearer a data scientist", () => {
    const titled = (duties: string) => ['Software Engineer', ...duties.split('; ')].join('\n');
    const models = titled('Train and validate predictive models (regression, gradient boosting, time series) in Python with pandas and scikit-learn; Run statistical analysis and A/B tests; Requirements: statistics, machine learning, R');
    const backend = titled('Build backend services and REST APIs in Java and Go; Tune PostgreSQL and Kafka; Requirements: Docker, Kubernetes, AWS');
    const occupation = (posting: string) => runAtsChecks(parseResume(resumes.dataScientist, NOW), parsePosting(posting)).keywords!.rate!.parts.occupation.score;
    expect(occupation(models)).toBeGreaterThan(occupation(backend));
  });

  it('ranks a tester who writes Java test code on a test posting above a Java developer posting, and says why', async () => {
    const tester = [
      'Experience',
      'QA Automation Engineer, Fernpay, Feb 2019 - Present',
      '• Wrote Selenium and REST Assured test suites in Java; ran regression test cycles before each release',
      '• Logged and triaged defects in Jira and kept the test plans',
      'Manual Tester, Brightcart, 2016 - 2019',
      '• Ran manual test cases for the checkout flow',
      'Skills',
      'Java, Selenium, SQL, Jira, Jenkins',
    ].join('\n');
    const posting = (title: string) => [title, '- Work in Java with SQL and Jenkins on our payments services', '- Review code, write tests and ship each release'].join('\n');
    const run = async (title: string) => engine().analyzeResume({ resumeText: tester, jobDescription: posting(title) });
    const test = await run('Senior QA Test Engineer');
    const java = await run('Senior Java Developer');
    expect(test.jobMatchScore!).toBeGreaterThan(java.jobMatchScore!);
    expect(test.scoreEvidence.jobMatchScore).toContain('Role family: the posting\'s "Senior QA Test Engineer" is software testing; your titles are the same');
    expect(java.scoreEvidence.jobMatchScore).toContain('Role family: the posting\'s "Senior Java Developer" is software development; your titles are software testing, a neighbouring role');
  });

  it("ranks a .NET developer's résumé on a full-stack C# posting above a data-engineering one that shares more of its SQL Server tools", async () => {
    const dotnet = [
      'Experience',
      'Dot Net Developer, Fabrikam, Feb 2019 - Present',
      '• Built ASP.NET MVC pages and Web API services in C#',
      '• Wrote stored procedures in SQL Server and SSIS packages to load reports',
      'Junior Dot Net Developer, Contoso, 2016 - 2019',
      '• Maintained C# WinForms screens and SQL Server queries',
      'Skills',
      'C#, ASP.NET, SQL Server, SSIS, T-SQL, JavaScript',
    ].join('\n');
    const fullStack = ['Full Stack Engineer', '- Build features for our customer portal end to end in C# and React', '- Design APIs and work with product and design on each release'].join('\n');
    const dataEngineer = ['Data Engineer', '- Build SSIS packages and SQL Server ETL pipelines into the warehouse', '- Write T-SQL stored procedures and C# jobs; tune SQL Server queries'].join('\n');
    const score = async (jobDescription: string) => (await engine().analyzeResume({ resumeText: dotnet, jobDescription })).jobMatchScore!;
    expect(await score(fullStack)).toBeGreaterThan(await score(dataEngineer));
  });

  it('reads a role family from how titles are written and from the role a title ends on', () => {
    const family = (title: string) => [...roleFamiliesOfTitle(title)].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(family('Dot Net Developer')).toBe('software development');
    expect(family('ASP.NET MVC Developer')).toBe('software development');
    expect(family('.NET Engineer')).toBe('software development');
    expect(family('Dot Net Engineer')).toBe('software development');
    expect(family('Full-Stack Engineer')).toBe('software development');
    expect(family('Front End Engineer')).toBe('web development');
    expect(family('Web Developer')).toBe('web development');
    expect(roleFamiliesOfTitle('Web Developer').has('software development')).toBe(false);
    expect(family('Software Implementation Program Manager')).toBe('project and programme management');
    expect(family('Data Science Software Engineer')).toBe('software development');
    expect(roleFamiliesOfTitle('Data Science Software Engineer').get('data science and analytics')).toBe(0.5);
    expect(roleFamiliesOfTitle('Security Guard').size).toBe(0);
    expect(roleFamiliesOfTitle('Registered Nurse').size).toBe(0);
  });

  it("counts a neighbouring role's posting in part: a business analyst's on a programme manager posting above a software one", () => {
    const analyst = ['Experience', 'Business Analyst, Contoso Bank, 2019 - present', '• Gathered requirements from stakeholders and wrote user stories for the loans platform', '• Mapped processes and ran user acceptance testing'].join('\n');
    const role = (posting: string) => runAtsChecks(parseResume(analyst, NOW), parsePosting(posting)).keywords!.rate!.parts.role;
    const programme = role('Program Manager\nRun the delivery of our loans platform across teams; plan releases and report to stakeholders.');
    const software = role('Software Engineer\nBuild the loans platform in Java; write tests and review code.');
    expect(programme.score).toBeGreaterThan(0);
    expect(programme.score).toBeLessThan(1);
    expect(software.score).toBe(0);
    expect(programme.evidence[0]).toBe('Role family: the posting\'s "Program Manager" is project and programme management; your titles are business analysis, a neighbouring role');
  });

  it("shows the role family beside the scanner's match rate, as it weighs in it", () => {
    const keywords = runAtsChecks(parseResume(resumes.productManager, NOW), parsePosting(postings.softwareEngineer)).checks.find((c) => c.id === 'keywords')!;
    expect(keywords.evidence).toContain('Role family: the posting\'s "Senior Software Engineer, Payments Platform" is software development; your titles are product management');
  });

  it('leaves the role family out where no title of the résumé names a tech or business role, and scores a posting outside them 0', () => {
    const role = (resume: string, posting: string) => runAtsChecks(parseResume(resume, NOW), parsePosting(posting)).keywords!.rate!.parts.role;
    const nurse = role('Experience\nStaff Nurse, City Hospital, 2019 - present\n• Cared for patients and charted vitals in Epic', postings.softwareEngineer);
    expect(nurse.compared).toBe(false);
    expect(nurse.evidence[0]).toMatch(/^Role family not compared/);
    const engineer = role(resumes.softwareEngineer, 'Staff Nurse\nCare for patients on a medical ward; chart vitals in Epic.');
    expect(engineer.compared).not.toBe(false);
    expect(engineer.score).toBe(0);
    expect(engineer.evidence[0]).toMatch(/names none of the tech and business roles; your titles are software development$/);
  });

  it('gives the same score and evidence for the same texts every time', async () => {
    const a = await engine().analyzeResume({ resumeText: resumes.dataScientist, jobDescription: postings.softwareEngineer });
    const b = await engine().analyzeResume({ resumeText: resumes.dataScientist, jobDescription: postings.softwareEngineer });
    expect(b.jobMatchScore).toBe(a.jobMatchScore);
    expect(b.scoreEvidence.jobMatchScore).toEqual(a.scoreEvidence.jobMatchScore);
  });
});

describe('the match rate blend', () => {
  const all = (x: number) => Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, x])) as Record<MatchRatePart, number>;
  const compared = (except: MatchRatePart[] = []) => Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, !except.includes(k)])) as Record<MatchRatePart, boolean>;

  it('leaves a part that could not be compared out of the blend instead of counting it as no match', () => {
    const scores = { ...all(0.8), occupation: 0 };
    expect(rateBlend(scores, compared(['occupation']), JOB_MATCH_WEIGHTS)).toBeCloseTo(0.8, 6);
    expect(rateBlend(scores, compared(), JOB_MATCH_WEIGHTS)).toBeLessThan(0.8);
  });
});
