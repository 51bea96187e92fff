import { CoverLetterRequest, COVER_LETTER_MODES, LinkedInRequest, TONES, TEMPLATE_STYLES } from '@careerkit/contracts/tools';
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { CoverLetterResult, LinkedInResult, NegotiationResult } from '../src/port';
import { achievementSentences, degreeSentence } from '../src/local/write/compose';
import { firstPersonSentence, withArticle } from '../src/local/write/rephrase';
import { spellProducts } from '../src/local/read/skills';
import { carriedEngine, engine, fixture, numbers } from './fixtures';

const experience = [
  'Led the migration of 14 payment services to Kubernetes on AWS, cutting deploy time from 45 minutes to 6 minutes',
  'Designed an event pipeline on Apache Kafka and PostgreSQL that processes 3M transactions a day',
  'Mentored 5 engineers',
].join('\n');

const base = {
  jobDescription: fixture('backend-posting.txt'),
  userExperience: experience,
  keyAchievements: 'Reduced cloud spend by $410K a year',
  specificSkills: 'Python, Go, Terraform',
  careerGoals: 'Grow into a staff engineer role',
  previousIndustry: 'payments',
  targetIndustry: 'logistics',
  transferableSkills: 'event-driven systems, cost control, mentoring',
  changeReason: 'I want to work on problems where reliability moves real goods',
};

describe('cover letter (local engine)', () => {
  it.each(COVER_LETTER_MODES)('writes a %s letter from the user input and the posting, inventing no figures', async (mode) => {
    const input = CoverLetterRequest.parse({ ...base, mode, companyName: 'Harbor Logistics', jobTitle: 'Senior Backend Engineer', templateStyle: 'modern', tone: 'professional' });
    const { coverLetter } = CoverLetterResult.parse(await carriedEngine().coverLetter(input));
    expect(coverLetter).toMatch(/^Dear Harbor Logistics Hiring Team,/);
    expect(coverLetter).toContain('Senior Backend Engineer');
    expect(coverLetter).toMatch(/\[Your Name\]$/);
    const allowed = new Set(numbers(Object.values(input).filter((v) => typeof v === 'string').join('\n')));
    for (const n of numbers(coverLetter)) expect([n, allowed.has(n)]).toEqual([n, true]);
  });

  it('writes a short letter from a thin profile export: its title on a line of its own, its employer and its degree', async () => {
    const userExperience = ['Education Details', 'B.Sc. Sports Science, Northfield University, 2015', 'HSC, Riverside Junior College, 2012', 'SSC, Riverside High School, 2010', 'personal trainer', '', 'Skill Details', 'Company Details', 'company - Harbor Gym', 'description - '].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'quick', jobDescription: 'Fitness Coach\nCoach members one to one and run group classes.', userExperience }));
    expect(coverLetter).toContain('Most recently, I have worked as a Personal Trainer at Harbor Gym.');
    expect(coverLetter).toContain('I hold a B.Sc. in Sports Science from Northfield University.');
  });

  it('says "them" of skills named as one item ("communication skills")', async () => {
    const userExperience = ['Experience', 'Receptionist, Acme Dental, 2019 - 2021', '• Greeted patients with strong communication skills'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Receptionist\nStrong communication skills required.', userExperience }));
    // (a trait is no tool one "used")
    expect(coverLetter).toContain('You are asking for communication skills, which are part of how I work.');
  });

  it.each([
    ['McDonnell & Associates, P.C.', 'McDonnell & Associates'],
    ['Webologix Ltd/ INC', 'Webologix'],
    // "Co" is the name itself here; its full stop would double the sentence's
    ['Smith & Co.', 'Smith & Co'],
    // a page's name followed by its place or tagline
    ['Swagelok Pittsburgh | Tri-State Area', 'Swagelok Pittsburgh'],
  ])('names the company %p as people say it: %p', async (companyName, said) => {
    const userExperience = ['Experience', 'Bookkeeper, Lakeside Dental, 2019 - 2024', '• Reconciled 3 bank accounts monthly'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Bookkeeper\nReconcile accounts.', userExperience, companyName }));
    expect(coverLetter.split('\n')[0]).toBe(`Dear ${said} Hiring Team,`);
  });

  it('names the role the posting is seeking without the praise in front of it', async () => {
    const userExperience = ['Experience', 'Test Engineer, Larsen Labs, 2019 - 2024', '• Automated 300 regression tests'].join('\n');
    const jobDescription = 'We are seeking a dedicated and skilled Cybersecurity Test Engineer to join our team. You will test network products.';
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Decision Point' }));
    expect(coverLetter).toMatch(/\b(?:a|the) Cybersecurity Test Engineer\b/);
    expect(coverLetter).not.toMatch(/dedicated|skilled/);
  });

  it.each([
    // a list of roles names no one position; the letter applies for "this position"
    ['We are a creative agency that builds live, interactive and installation-based shows for brands.\nWe are looking for Directors, Producers, Editors, etc. Reach out if you can add something.', /apply for this position at Studio Nine/],
    // one role in the plural is that role
    ['Our clinic is growing.\nWe are hiring Registered Nurses to join our night team. Care for 5 patients a shift.', /the Registered Nurse position/],
    // "hiring for" names the role; "hiring managers" are the ones who hire
    ['We are hiring for a Workflow Coordinator. Plan print jobs.', /the Workflow Coordinator position/],
    ['Our hiring managers meet every candidate. Plan print jobs and keep the schedule.', /apply for this position at Studio Nine/],
  ])('names the role the posting is hiring for as one position: %p', async (jobDescription, said) => {
    const userExperience = ['Experience', 'Coordinator, Larsen Labs, 2019 - 2024', '• Scheduled 40 print runs a month'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Studio Nine' }));
    expect(coverLetter).toMatch(said);
  });

  it.each([
    // the work's hours or place are no part of the role's name
    ['Remote Software Developer\nBuild our booking app.', 'the Software Developer position'],
    ['We are hiring an additional full-time Accounting Specialist to close the books.', 'the Accounting Specialist position'],
    ['Staff Accountant - Hybrid\nClose the books.', 'the Staff Accountant position'],
    ['Contract Manager\nNegotiate supplier contracts.', 'the Contract Manager position'],
    // nor is a field the page ran into it, or a label in front of it
    ['Program ManagerPortland, OR, 97204Hybrid8 months\nRun programs.', 'the Program Manager position'],
    ['Upper School Math TeacherFull-time, 10-month, August 2024\nTeach algebra.', 'the Upper School Math Teacher position'],
    ['**Job Title: Senior iOS Developer**\nBuild apps.', 'the Senior iOS Developer position'],
    ['Wellness Sales Associate  Type of Position: Part-Time\nSell memberships.', 'the Wellness Sales Associate position'],
    ['Accounting Clerk/ $23\nPost invoices.', 'the Accounting Clerk position'],
    // a label whose value is no title names no position
    ['Job Type: Full-Time, Permanent\nBuild reports for the mortgage desk.', 'this position'],
  ])('names the role by its name alone: %p', async (jobDescription, said) => {
    const userExperience = ['Experience', 'Coordinator, Larsen Labs, 2019 - 2024', '• Scheduled 40 print runs a month'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName: 'Studio Nine' }));
    expect(coverLetter).toContain(`apply for ${said} at Studio Nine`);
  });

  it("says the posting asks for what it asks, not for what it says about its employer or its benefits", async () => {
    const userExperience = ['Experience', 'Analyst, Acme Staffing, 2019 - 2024', '• Ran recruitment reports in Excel for 12 managers'].join('\n');
    const jobDescription = 'Business Analyst\nCompany DescriptionBenda runs recruitment for banks.\nRole DescriptionBuild Excel reports for managers.';
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience }));
    expect(coverLetter).toContain('You are asking for Excel, and I have used it in my own work.');
  });

  it('does not take a title whose start was lost ("of Automation Engineer")', async () => {
    const userExperience = ['Experience', 'of Automation and Instrumentation Engineer, Kestrel Controls, 2016 - 2019'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Controls Engineer\nProgram PLCs.', userExperience }));
    expect(coverLetter).not.toMatch(/as an? of /);
  });

  it('joins a bullet the page wrapped after a word no sentence ends on, though the next line opens with a capital', async () => {
    const userExperience = ['Experience', 'Data Engineer, Kestrel Analytics, 2018 - 2021', '• Developed Spark jobs in Scala and worked with both', 'Data frames and RDDs in Spark.'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Data Engineer\nBuild Spark pipelines.', userExperience }));
    expect(coverLetter).toContain('I developed Spark jobs in Scala and worked with both Data frames and RDDs in Spark.');
    expect(coverLetter).not.toMatch(/with both\./);
  });

  it('reads a symbol-font bullet a PDF wrote as a letter ("ñ", "Ø"), and joins a line the page wrapped at its edge', async () => {
    const userExperience = [
      'Experience',
      'Programme Manager, Harbor Arts Council, 2015 - 2020',
      'ñ Oversaw the grants budget for three regional arts programmes and the applicants that',
      'Harbor Arts Council funded each year',
      'Ø Planned and organised events for performers and artists',
    ].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Programme Manager\nRun arts programmes.', userExperience }));
    expect(coverLetter).toContain('I oversaw the grants budget for three regional arts programmes and the applicants that Harbor Arts Council funded each year.');
    expect(coverLetter).toContain('I also planned and organised events for performers and artists.');
  });

  it('does not take a product line for the person\'s name ("Brocade SSL Load Balancer"), but keeps a surname in capitals', async () => {
    const sign = async (userExperience: string) => (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Systems Engineer\nRun our servers.', userExperience }))).coverLetter.split('\n').pop();
    const tools = ['NETWORK OPERATIONS TO THE VENDOR', 'Qualifications', '  Red Hat (limited)', '  Ubuntu (limited) VIRTUALIZATION TECHNOLOGY:', '  ESX/ESXi 3.5-5.5', '  MS Hyperv 2005-2008 SECURITY SYSTEMS/LOAD BALANCERS:', '  Brocade SSL Load Balancer', '  Watchguard', '', 'Experience', 'Systems Engineer, Harbor Net, 2014 - 2020', '• Ran 40 servers'];
    expect(await sign(tools.join('\n'))).toBe('[Your Name]');
    expect(await sign(['Jean DUPONT', 'jean@example.com', ...tools.slice(9)].join('\n'))).toBe('Jean DUPONT');
  });

  it('splits two bullets a scrape ran together at the capitalised verb of the second', async () => {
    const userExperience = ['Experience', 'Media Director, Harbor Media, 2015 - 2020', '• Managed the largest client accounts (+$6M a month) Led a team of 8 analysts on brand campaigns'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Media Director\nLead media strategy.', userExperience }));
    // (each a sentence of its own, in whichever order their nearness to the posting puts them)
    expect(coverLetter).toMatch(/\bI (?:also )?led a team of 8 analysts on brand campaigns\./);
    expect(coverLetter).toMatch(/\bI (?:also )?managed the largest client accounts \(\+\$6M a month\)\./);
    expect(coverLetter).not.toMatch(/month\) Led/);
    // …and before a series of actions; "Managed Services, Cloud" is a name, not an action
    const series = ['Experience', 'Project Engineer, Harbor Foods, 2015 - 2020', '• Completed special projects for the plant manager as needed Trained, oversaw and assisted 12 staff in the offshore team', '• Sold Managed Services, Cloud and Security plans to 40 clients'].join('\n');
    const seriesLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Project Engineer\nRun projects.', userExperience: series }))).coverLetter;
    expect(seriesLetter).not.toMatch(/needed Trained/);
    expect(seriesLetter).toMatch(/completed special projects for the plant manager as needed\./);
    expect(seriesLetter).not.toMatch(/Managed\. Services|I managed Services/);
    // …not after a word a phrase goes on from ("Monitoring and Controlling the panel")
    const monitorAndControl = ['Experience', 'Electrical Engineer, Harbor Foods, 2015 - 2020', '• Monitoring and Controlling the 110V Control Panel and Relays Panel'].join('\n');
    const monitorLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Electrical Engineer\nRun the plant.', userExperience: monitorAndControl }))).coverLetter;
    expect(monitorLetter).toContain('I monitored and controlled the 110V Control Panel and Relays Panel.');
    // …before a verb pair or a phrasal verb's particle
    const support = ['Experience', 'IT Support Technician, Harbor Foods, 2015 - 2020', '• Diagnosed computer errors for 300 staff and provided technical support Backed up and restored 40 data files and systems', '• Upgraded PC software and operating systems Created and updated 90 IT support tickets a week'].join('\n');
    const supportLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'IT Support Technician\nSupport users.', userExperience: support }))).coverLetter;
    expect(supportLetter).not.toMatch(/support Backed|systems Created/);
    expect(supportLetter).toMatch(/I (?:also )?(?:backed up and restored 40 data files and systems|created and updated 90 IT support tickets a week)\./);
    // …and where an export dropped every bullet, before a capitalised -ed or -ing action after a phrase's end; a name in
    // capitals and a count in brackets go on
    const dropped = ['Experience', 'Payroll Clerk, Harbor Foods, 2015 - 2020', 'Processed electronic deposits and employee pay adjustments Reconciled bank and credit card accounts for 12 stores', 'Managed two (2) Reporting analysts on 12 audits', 'Answered 40 calls a day for the Processing unit'].join('\n');
    const droppedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Payroll Clerk\nRun payroll.', userExperience: dropped }))).coverLetter;
    expect(droppedLetter).toMatch(/I (?:also )?reconciled bank and credit card accounts for 12 stores\./);
    expect(droppedLetter).not.toMatch(/adjustments Reconciled/);
    expect(droppedLetter).toMatch(/managed two \(2\) Reporting analysts on 12 audits\./);
    expect(droppedLetter).toMatch(/answered 40 calls a day for the Processing unit\./);
    // …but an -ing word before "of" names an activity and opens nothing
    const activity = ['Experience', 'Business Analyst, Harbor Foods, 2015 - 2020', '• Ran a review that involves an initial Understanding of the billing system for 12 teams'].join('\n');
    const activityLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Business Analyst\nReview systems.', userExperience: activity }))).coverLetter;
    expect(activityLetter).not.toMatch(/an initial\./);
    // …a front desk's or a trade's past action too, and a weak opener that still opens a bullet
    const desk = ['Experience', 'Front Desk Agent, Harbor Inn, 2015 - 2020', 'Handled 40 room reservations a day Adjusted 12 nightly audit reports', 'Recorded and tracked hazmat usage for 3 shops Helped maintain a 0% accident rate'].join('\n');
    const deskLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Front Desk Agent\nRun the desk.', userExperience: desk }))).coverLetter;
    expect(deskLetter).not.toMatch(/day Adjusted|shops Helped/);
    // (…said on its own or joined to a short action before it)
    expect(deskLetter).toMatch(/(?:I (?:also )?|\w and )handled 40 room reservations a day\./);
    expect(deskLetter).toMatch(/I (?:also )?recorded and tracked hazmat usage for 3 shops\./);
    // …any verb's regular or irregular past, after a word that names a thing ("classroom learning"), not a participle that
    // names a kind ("new Licensed practical nurse roles")
    const letterOfLine = async (line: string) =>
      (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Art Teacher\nTeach art.', userExperience: ['Experience', 'Art Teacher, Harbor School, 2015 - 2020', line].join('\n') }))).coverLetter;
    // (each a sentence of its own, in whichever order their nearness to the posting puts them)
    const splitInto = async (line: string, first: string, second: string) => {
      const letter = await letterOfLine(line);
      for (const clause of [first, second]) expect(letter).toMatch(new RegExp(`\\bI (?:also )?${clause}\\.`, 'i'));
    };
    await splitInto('Corrected 30 homework projects Fostered a safe learning environment for 25 students', 'corrected 30 homework projects', 'fostered a safe learning environment for 25 students');
    await splitInto('Led 3 field trips for classroom learning Assessed student portfolios for 3 grades', 'led 3 field trips for classroom learning', 'assessed student portfolios for 3 grades');
    await splitInto('Trained 4 aides in 2 wards Oversaw night shifts for 3 wards', 'trained 4 aides in 2 wards', 'oversaw night shifts for 3 wards');
    expect(await letterOfLine('Hired 12 staff for new Licensed practical nurse roles on 3 wards')).toMatch(/hired 12 staff for new Licensed practical nurse roles on 3 wards\./);
    // (a statement whose line broke after "that" is a fragment, not a sentence)
    const broken = ['Experience', 'Recruiter, Harbor Staffing, 2015 - 2020', 'Hired 40 nurses in 2019', 'Awarded for the best time to hire, reached by new procedures that', 'Ran 12 campus events a year'].join('\n');
    expect((await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Recruiter\nHire staff.', userExperience: broken }))).coverLetter).not.toMatch(/procedures that\./);
    // (an action before an acronym with a sign inside, "R&D"; "Leveraging" opens a bullet as "Managing" does)
    const science = ['Experience', 'Director, Harbor Oral Care, 2015 - 2020', 'Managed 4 strategic programs Leveraging 3 studies for new claims', 'Coordinated 5 communication programs Aligning R&D with 2 commercial goals'].join('\n');
    const scienceLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Research Director\nLead research.', userExperience: science }))).coverLetter;
    expect(scienceLetter).not.toMatch(/programs Leveraging|programs Aligning/);
    // …and duties written in the present, on the verb's base form; a word that names a thing as often goes on
    const present = ['Experience', 'Purchasing Manager, Harbor Foods, 2015 - 2020', 'Review aging reports for 12 stores Negotiate vendor contracts and research 3 cost saving programs', 'Trained the customer Support team of 9 agents'].join('\n');
    const presentLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Purchasing Manager\nBuy goods.', userExperience: present }))).coverLetter;
    expect(presentLetter).not.toMatch(/stores Negotiate/i);
    expect(presentLetter).toMatch(/I (?:also )?negotiated vendor contracts and researched 3 cost saving programs\./);
    expect(presentLetter).toMatch(/trained the customer Support team of 9 agents\./);
    // a verb paired with one put in the past takes it too; one inside an infinitive stays as it is
    const paired = ['Experience', 'Cashier, Harbor Foods, 2015 - 2020', '• Compute sales prices for 3 registers and receive and process cash payments', '• Used 4 media channels to build, maintain and manage the reputation of 12 clients'].join('\n');
    const pairedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Cashier\nTake payments.', userExperience: paired }))).coverLetter;
    expect(pairedLetter).toMatch(/computed sales prices for 3 registers and received and processed cash payments\./);
    expect(pairedLetter).toMatch(/used 4 media channels to build, maintain and manage the reputation of 12 clients\./);
    // (…before a range of counts too: "Set up and disclose 30-40 loans")
    const loans = ['Experience', 'Loan Officer, Harbor Bank, 2015 - 2020', '• Set up and disclose 30-40 loans per month'].join('\n');
    expect((await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Loan Officer\nClose loans.', userExperience: loans }))).coverLetter).toMatch(/set up and disclosed 30-40 loans per month\./);
    // (a comma before "and" ends the infinitive)
    const comma = ['Experience', 'ETL Developer, Harbor Data, 2015 - 2020', '• Debug 30 Informatica mappings to resolve bugs, and identify the causes of 12 failures'].join('\n');
    const commaLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'ETL Developer\nBuild pipelines.', userExperience: comma }))).coverLetter;
    expect(commaLetter).toMatch(/debugged 30 Informatica mappings to resolve bugs, and identified the causes of 12 failures\./);
    // …and an inline numbered list: its next number ends the item ("…framework 8. Managed…" is no "framework 8"), while
    // a figure that ends a sentence stays
    const listed = ['Experience', 'Project Manager, Harbor Controls, 2015 - 2020', '1. Planned 4 plant upgrades', '2. Ensured an appropriate project management framework 3. Managed all contractual issues for 12 projects', 'Grew the team to 12. Hired 3 engineers in 2019'].join('\n');
    const listedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Project Manager\nRun projects.', userExperience: listed }))).coverLetter;
    expect(listedLetter).not.toMatch(/framework 3|framework\.? 3/);
    expect(listedLetter).toMatch(/managed all contractual issues for 12 projects\./);
    expect(listedLetter).toMatch(/grew the team to 12\./);
    // an -ing word after "and" that belongs to a phrase stays as written: after "by providing…", or naming a thing
    // ("eating habits"); one that goes on the opener's list takes its past
    const phrased = ['Experience', 'Dietitian, Harbor Clinic, 2015 - 2020', '• Assessed and helped 5,000 patients with their nutrition and eating habits', '• Assisted 40 callers a day by providing information and resolving their complaints', '• Created 12 meal plans and reviewing their costs'].join('\n');
    const phrasedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Dietitian\nPlan meals.', userExperience: phrased }))).coverLetter;
    expect(phrasedLetter).toMatch(/with their nutrition and eating habits\./);
    expect(phrasedLetter).toMatch(/by providing information and resolving their complaints\./);
    expect(phrasedLetter).toMatch(/created 12 meal plans and reviewed their costs\./);
    const tasked = ['Experience', 'Night Auditor, Harbor Inn, 2015 - 2020', 'Audited 30 folios a night Tasked with training 4 new agents'].join('\n');
    const taskedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Night Auditor\nAudit folios.', userExperience: tasked }))).coverLetter;
    expect(taskedLetter).toMatch(/I (?:also )?audited 30 folios a night\./);
    // …but a year after a capitalised word is a date, not a count the word acted on
    const dated = ['Experience', 'Programmer, Harbor Labs, 2009 - 2014', 'Built the course platform in Meteor for 300 students', 'Scientific Employee / Software Development Consulted 2011 / 11'].join('\n');
    const datedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Programmer\nBuild software.', userExperience: dated }))).coverLetter;
    expect(datedLetter).not.toMatch(/consulted 2011/i);
    // a capitalised verb before a describing word is no new action ("14 Trained, licensed technicians")
    const described = ['Experience', 'Service Manager, Harbor Foods, 2015 - 2020', '• Managed a team of 14 Trained, licensed technicians across 3 sites'].join('\n');
    const describedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Service Manager\nRun service.', userExperience: described }))).coverLetter;
    expect(describedLetter).toMatch(/managed a team of 14 Trained, licensed technicians across 3 sites/);
    const duty = ['Experience', 'IT Coordinator, Harbor Foods, 2015 - 2020', '• Kept all software up to date and compliant Responsible for onsite installation of new hardware'].join('\n');
    const dutyLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'IT Coordinator\nRun IT.', userExperience: duty }))).coverLetter;
    expect(dutyLetter).not.toMatch(/compliant Responsible/);
    // the heading under the last bullet is no part of it, however long the bullet's line
    const beforeHeading = [...duty.split('\n'), 'Education', 'Associate of Arts, Lakeland Community College'].join('\n');
    const headingLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'IT Coordinator\nRun IT.', userExperience: beforeHeading }))).coverLetter;
    expect(headingLetter).not.toMatch(/hardware Education/);
    // a stop that lost its space still ends a sentence before the next bullet's verb; a product's dot is no stop
    const glued = ['Experience', 'Store Manager, Harbor Foods, 2015 - 2020', '• Started a staff program, lifting customer retention.Boosted customer ratings by 10% in 9 months', '• Built the ordering site in ASP.Net for 12 stores', '• Took 40 orders a shift.Up-sold desserts to 30 tables a night'].join('\n');
    const gluedLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Store Manager\nRun a store.', userExperience: glued }))).coverLetter;
    // (…said on its own or joined to a short action before it)
    expect(gluedLetter).toMatch(/(?:I (?:also )?|\w and )boosted customer ratings by 10% in 9 months\./);
    expect(gluedLetter).not.toMatch(/retention\.Boosted|shift\.Up-sold/);
    expect(gluedLetter).toContain('ASP.NET for 12 stores');
  });

  it('names a skill the posting writes as a verb or an adjective by what it is ("negotiated" → "negotiation")', async () => {
    const userExperience = ['Experience', 'Buyer, Harbor Foods, 2018 - 2022', '• Negotiated supplier contracts worth $2M', '• Organized weekly stock counts with a detail-oriented team'].join('\n');
    const jobDescription = 'Purchasing Agent\nYou are organized, detail-oriented and have negotiated contracts before.';
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience }));
    expect(coverLetter).toMatch(/You are asking for [^.]*\bnegotiation\b/);
    expect(coverLetter).toMatch(/You are asking for [^.]*\borganization\b/);
    expect(coverLetter).not.toMatch(/You are asking for [^.]*\b(?:negotiated|organized|detail-oriented)\b/);
    // an adjective of a practice, and the people a practice is about, are named by the practice
    const team = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Project Coordinator\nYou are collaborative and keep stakeholders informed.', userExperience: ['Experience', 'Coordinator, Harbor Foods, 2018 - 2022', '• Led a collaborative review with 6 stakeholders of a new ordering process'].join('\n') }),
    );
    expect(team.coverLetter).toMatch(/You are asking for [^.]*\bcollaboration\b/);
    expect(team.coverLetter).toMatch(/You are asking for [^.]*\bstakeholder management\b/);
    const one = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Project Coordinator\nKeep every stakeholder informed.', userExperience: ['Experience', 'Coordinator, Harbor Foods, 2018 - 2022', '• Briefed 6 stakeholders a week on a new ordering process'].join('\n') }),
    );
    expect(one.coverLetter).toMatch(/You are asking for [^.]*\bstakeholder management\b/);
    // what the posting asks for is named in the posting's words, not in the résumé's ("ServSafe", "Troubleshooting")
    const cook = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Line Cook\nKnowledge of food safety and problem solving required.', userExperience: ['Experience', 'Cook, Harbor Grill, 2018 - 2022', '• ServSafe certified; kept the kitchen at 100% on 6 inspections', '• Troubleshooting the line when orders backed up'].join('\n') }),
    );
    expect(cook.coverLetter).toContain('You are asking for experience in food safety, which my own work has given me. You also ask for problem solving, which is part of how I work.');
    // a noun in -ive is named as it is
    const lead = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Sales Lead\nShow initiative.', userExperience: ['Experience', 'Sales Lead, Harbor Foods, 2018 - 2022', '• Took the initiative to open 3 new accounts'].join('\n') }),
    );
    expect(lead.coverLetter).toMatch(/You are asking for [^.]*\binitiative\b/);
  });

  it('names a title the résumé put in quotes without them, with the right article', async () => {
    const userExperience = ['Experience', '"Application Support Engineer Tier II\'\' at Wipro Technologies, 2016 - 2020', '• Resolved 40 tickets a week'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Support Engineer\nResolve tickets.', userExperience }));
    expect(coverLetter).toContain('Most recently, I have worked as an Application Support Engineer Tier II at Wipro Technologies.');
  });

  it('names the field of a degree of arts or science, written after it or run into it', async () => {
    const letter = async (degreeLine: string) =>
      (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Staff Nurse\nCare for patients.', userExperience: ['Experience', 'Nurse, Ohio Health, 2018 - 2022', '• Rebuilt the ward\'s intake form for 3 clinics', 'Education', degreeLine].join('\n') }))).coverLetter;
    expect(await letter('Bachelor of Science in Nursing, Ohio State University')).toContain('I hold a Bachelor of Science in Nursing from Ohio State University.');
    const runTogether = await letter('Bachelor of Arts Business Management, Ohio State University');
    expect(runTogether).toContain('I hold a Bachelor of Arts in Business Management from Ohio State University.');
    expect(runTogether).toContain("I rebuilt the ward's intake form for 3 clinics.");
    expect(await letter('Associate of Arts Business Administration, Lakeland Community College')).toContain('I hold an Associate of Arts in Business Administration from Lakeland Community College.');
    // an export that ran the field into the school's name ("Degree : Field School"): the field and the school apart
    expect(await letter('Master of Science : Analytics University of New Hampshire USA Analytics')).toContain('I hold a Master of Science in Analytics from the University of New Hampshire.');
    expect(await letter('Bachelor of Science : Business Administration Human Resource Management Western International University , City , State')).toContain(
      'I hold a Bachelor of Science in Business Administration Human Resource Management from Western International University.',
    );
    // …but a school whose name opens on a subject's adjective stays whole
    expect(await letter('Master of Arts : International University of Japan')).toContain('I hold a Master of Arts from International University of Japan.');
    // …and, without the export's label, one whose name opens on a subject before "University"
    expect(await letter('Master of Arts, Management University of Africa')).toContain('I hold a Master of Arts from Management University of Africa.');
    expect(await letter('Master of Science : Leadership Walden University , City , State')).toContain('I hold a Master of Science in Leadership from Walden University.');
    // (a field of several subject words, "and" among them, is no part of the school's name)
    expect(await letter('Master of Science : Counseling and Clinical Psychology Troy University , City , State')).toContain(
      'I hold a Master of Science in Counseling and Clinical Psychology from Troy University.',
    );
    expect(await letter('Bachelor of Science : Applied Meteorology Embry-Riddle Aeronautical University , City , State')).toContain('I hold a Bachelor of Science in Applied Meteorology from Embry-Riddle Aeronautical University.');
    // a short form that names its subject is not followed by it again
    expect(await letter('B.Com in commerce from Bombay University, 2005')).toContain('I hold a B.Com from Bombay University.');
    expect(await letter('MBA in Business Administration, Florida A&M University')).toContain('I hold an MBA from Florida A&M University.');
    expect(await letter('MBA in Finance, Florida A&M University')).toContain('I hold an MBA in Finance from Florida A&M University.');
    expect(await letter('Associate of Arts : Paralegal Studies , 2009')).toContain('I hold an Associate of Arts in Paralegal Studies.');
    // …unless the line says that subject again after the school, as the export repeats its field after the place
    expect(await letter('Bachelor of Science , Nursing University of North Carolina City , State Nursing')).toContain('I hold a Bachelor of Science in Nursing from the University of North Carolina.');
    expect(await letter('Bachelor of Science : Business Administration Human Resource Management University of Phoenix , City , State')).toContain(
      'I hold a Bachelor of Science in Business Administration Human Resource Management from the University of Phoenix.',
    );
    expect(await letter('Bachelor of Arts : Business Administration And Public Relations , 2005 Ohio State University')).toContain('I hold a Bachelor of Arts in Business Administration and Public Relations from Ohio State University.');
    // a field that opens on "School and …" is no school
    expect(await letter('Master of Science : School and District Administration , City , State')).not.toMatch(/from School and District/);
    // the month of a date column run into the school's name is no part of it
    expect(await letter('Bachelor of Science : Marketing , Jul Texas A&M University')).toContain('from Texas A&M University.');
    // two capitals run into an abbreviation ("Com, LL.B.") are no "City, ST"
    expect(await letter('B.Com, LL.B., University of Calcutta')).toContain('I hold a B.Com from the University of Calcutta.');
    // a degree of engineering, technology or commerce names its field the same ways
    expect(await letter('Bachelor of Engineering Information Technology  Walchand College')).toContain('I hold a Bachelor of Engineering in Information Technology from Walchand College.');
    expect(await letter('Bachelor of Engineering in Civil Engineering, Pune University')).toContain('I hold a Bachelor of Engineering in Civil Engineering from Pune University.');
    expect(await letter('Bachelor of Engineering Navi Mumbai')).toContain('I hold a Bachelor of Engineering.');
  });

  it('names titles typed in capitals as titles, their acronyms kept ("SENIOR HR MANAGER" → "Senior HR Manager")', async () => {
    const userExperience = ['Experience', 'HR GENERALIST II, Bay Foods, 2016 - 2019', '• Ran onboarding for 40 hires'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'quick', jobTitle: 'SENIOR HR MANAGER', companyName: 'Harbor Logistics', userExperience }));
    expect(coverLetter).toContain('the Senior HR Manager position');
    expect(coverLetter).toContain('as an HR Generalist II at Bay Foods');
    expect(coverLetter).not.toMatch(/SENIOR|Hr |GENERALIST/);
  });

  it('names a past title without "Former"', async () => {
    const userExperience = ['Experience', 'Former Joint Secretary, District Bar Association, 2016 - 2019'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Paralegal\nDraft pleadings.', userExperience }));
    expect(coverLetter).toContain('Most recently, I have worked as a Joint Secretary at District Bar Association.');
  });

  it('offers no line addressed to the reader, no list bulleted with the letter x, and no "I also am"', async () => {
    const userExperience = ['Experience', 'Site Engineer, Harbor Construction, 2019 - 2023', '• Checked the quantities of 12 buildings', '• Hoping for your positive response', '• Purchasing x Inventory Control x Stores', '• Wrote "Thank You" letters to 40 clients a month', 'I am creative and tenacious in civil engineering work'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Site Engineer\nBuild sites.', userExperience }));
    expect(coverLetter).not.toMatch(/your positive response|also am|Beyond that, I am/);
    expect(coverLetter).toMatch(/checked the quantities of 12 buildings\./);
    expect(coverLetter).toMatch(/wrote "Thank You" letters to 40 clients a month\./);
    expect(coverLetter).toMatch(/I am creative and tenacious in civil engineering work\./);
    // (nor a kind of work named by its -ing word, "Shipping and receiving duties", nor a comparison, "Like coordinators…",
    // nor a subject in -ing a few words before its verb, "Working with Harbor Air included…")
    const kinds = ['Experience', 'Clerk, Harbor Aviation, 2019 - 2023', '• Shipping and receiving duties for 3 docks', '• Like coordinators, I interface with 4 project leads', '• Working with Harbor Air included 3 different duties', '• Handled 40 orders a day'].join('\n');
    const kindsLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Clerk\nShip parts.', userExperience: kinds }))).coverLetter;
    expect(kindsLetter).not.toMatch(/shipped and received duties|liked coordinators|worked with Harbor Air included/i);
    expect(kindsLetter).toMatch(/handled 40 orders a day\./);
    const xList = ['Experience', 'Buyer, Harbor Aviation, 2019 - 2023', '• Purchasing x Inventory Control x Stores for 3 plants'].join('\n');
    expect((await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Buyer\nBuy parts.', userExperience: xList }))).coverLetter).not.toMatch(/x Inventory/);
    // (a bullet run into a word with an accent is split there too: "…event décor Oversee room set up")
    const decor = ['Experience', 'Event Planner, Harbor Catering, 2019 - 2023', 'Arranged event décor Oversee room set-up for 40 weddings'].join('\n');
    expect((await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: 'Planner\nPlan events.', userExperience: decor }))).coverLetter).not.toMatch(/décor Oversee/);
  });

  it("takes no employer's name for the title where a table's row runs the two together", async () => {
    const userExperience = ['Company Details', 'company - Harbor Microsystems Pvt.Ltd.', 'description - Organization Role', 'Harbor Microsystems Pvt.Ltd. Jr. Java Developer', '• Built 12 inventory screens in Java'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Java Developer\nBuild services in Java.', userExperience }));
    expect(coverLetter).toContain('Most recently, I have worked as a Jr. Java Developer at Harbor Microsystems Pvt.Ltd.');
  });

  it("reads a headline's employer after the role held there, and a site's in-charge as no employer", async () => {
    const letterOf = async (lines: string[]) => (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Engineer\nBuild things.', userExperience: lines.join('\n') }))).coverLetter;
    expect(await letterOf(['Database Administrator', 'Database Administrator - DBA in Harbor Markets Ltd', '• Tuned 40 SQL Server databases'])).toContain('Most recently, I have worked as a Database Administrator at Harbor Markets Ltd.');
    const site = await letterOf(['Civil Engineer', 'Civil Engineer - Site Encharge', '• Checked the quantities of 12 buildings']);
    expect(site).not.toMatch(/at Site Encharge/);
    expect(site).toMatch(/checked the quantities of 12 buildings\./);
    // (a role's dates are no part of a sentence about the work, a month before the second year or not)
    const dated = await letterOf(['Experience', 'Civil Engineer, Harbor Construction, 2016 - 2019', '• Checked the quantities of 12 buildings', '• Supervised the Harbor site works Since JANUARY 2017 to APRIL 2018 as a site engineer']);
    expect(dated).toMatch(/checked the quantities of 12 buildings\./);
    expect(dated).not.toMatch(/JANUARY 2017/);
  });

  it('offers work, not hobbies or college events, as what the person has done', async () => {
    const userExperience = ['Participated in intra college cricket competition and various other sports events.', 'Experience', 'DOT NET Developer, Corecode Labs, 2019 - 2021', '- Organized a National level Technical event in the Mechanical Student Association', '- Attended a 3d printing workshop in college', 'Hobbies', 'Won the district chess championship in 2015'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: '.NET Developer\nBuild services in C#.', userExperience }));
    expect(coverLetter).not.toMatch(/cricket|chess|Technical event|workshop/);
    expect(coverLetter).toContain('Most recently, I have worked as a DOT NET Developer at Corecode Labs.');
  });

  it('ends a degree written with a full stop once, and states who the person is without "In my recent work"', async () => {
    const userExperience = ['Jane Okafor', 'jane@example.com', 'Summary', 'I am a digital media graduate with working experience in research projects.', 'Experience', 'Analyst, Acme Labs, 2019 - 2021', 'Education', 'B.S.'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Data Analyst\nAnalyse data.', userExperience }));
    expect(coverLetter).toMatch(/\n\nI am a digital media graduate with working experience in research projects\. /);
    expect(coverLetter).toMatch(/ I hold a B\.S\. degree\./);
    expect(coverLetter).not.toMatch(/In my recent work, I am/);
    // a short form alone takes the noun it stands for; a doctorate is named alone
    expect(degreeSentence({ degree: 'BE', level: 3, inProgress: false })).toBe('I hold a BE degree.');
    expect(degreeSentence({ degree: 'Ph.D.', level: 5, inProgress: false })).toBe('I hold a Ph.D.');
    // an export's "High School" names no school; a school "Of" its place takes the article
    expect(degreeSentence({ degree: 'Diploma', institution: 'High School', level: 1, inProgress: false })).toBe('I hold a high school diploma.');
    expect(degreeSentence({ degree: 'B.Com', institution: 'University Of Pune', level: 3, inProgress: false })).toBe('I hold a B.Com from the University Of Pune.');
  });

  /** The letter of a clerk whose education section holds one line. */
  const letterWithEducation = async (line: string) => {
    const userExperience = ['Experience', 'Clerk, Harbor Foods, 2019 - 2023', '• Filed 200 claims a week', 'Education', line].join('\n');
    return (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Clerk\nFile claims.', userExperience }))).coverLetter;
  };

  it('names a high school diploma as the résumé does, in lower case as a sentence writes it', async () => {
    expect(await letterWithEducation('High School Diploma : Kuna High School')).toContain('I hold a high school diploma from Kuna High School.');
    expect(await letterWithEducation('High School Diploma : 2008')).toContain('I hold a high school diploma.');
    // a diploma of a school that is no high school is a diploma
    expect(await letterWithEducation('Diploma in Hotel Management, 2012, Harbor Institute of Hotel Management')).toContain('I hold a diploma in Hotel Management from Harbor Institute of Hotel Management.');
  });

  it('reads an export\'s "BS : Field" label as a degree, but not a state\'s "MA :" before a programme', async () => {
    expect(await letterWithEducation('BS : Accounting , 2005 University of Maryland')).toContain('I hold a BS in Accounting from the University of Maryland.');
    expect(await letterWithEducation('BA : Justice Studies Montclair State University')).toContain('I hold a BA in Justice Studies from Montclair State University.');
    // (a subject with the school's short form run on is no part of the school's name)
    expect(await letterWithEducation('BS: Healthcare Administration-HM University of Phoenix')).toMatch(/I hold a BS in Healthcare[\w ]* from the University of Phoenix\./);
    expect(await letterWithEducation('Babson College Executive Education 2011 MA : Executive Leadership Programme')).not.toMatch(/\bMA\b|master/i);
    // (the field's last words are no part of the school's name, nor the anonymised "City , State" after it)
    expect(await letterWithEducation('Associate of Arts : Criminal Justice Tallahassee Community College City , State')).toContain('I hold an Associate of Arts in Criminal Justice from Tallahassee Community College.');
    expect(await letterWithEducation('Master of Public Administration : Health Care Management Grand Canyon University')).toContain('I hold a Master of Public Administration from Grand Canyon University.');
    expect(await letterWithEducation('Associate of Applied Science : Aviation Pilot Training Southwestern Illinois College')).toContain('from Southwestern Illinois College.');
    expect(await letterWithEducation('Bachelor of Science : Mathematics 2012 University of Glamorgan City , State')).toContain('I hold a Bachelor of Science in Mathematics from the University of Glamorgan.');
    // (a field written in capitals is named in title case)
    expect(await letterWithEducation('BE in COMPUTER SCIENCE, 2015')).toContain('I hold a BE in Computer Science.');
    // (a subject word the field has said already opens the school's name)
    expect(await letterWithEducation('Associate of Arts : Culinary Arts Culinary Institute of America City , State')).toContain('I hold an Associate of Arts in Culinary Arts from Culinary Institute of America.');
    expect(await letterWithEducation('Bachelor of Science : Professional Aeronautics , 2007 Embry-Riddle Aeronautical University')).toContain('I hold a Bachelor of Science in Professional Aeronautics from Embry-Riddle Aeronautical University.');
  });

  // a reader stopped at "You are asking for accounts payable, and I have used it": O*NET's "Accounts payable software"
  // written as "accounts payable" names the work, not a program
  it('asks experience of work that a kind of software is named after, and use of a product', async () => {
    const userExperience = ['Experience', 'AP Clerk, Harbor Pumps, 2019 - 2023', '• Processed 300 vendor invoices a month', 'Skills', 'accounts payable, Microsoft Office'].join('\n');
    const jobDescription = 'Accounts Payable Specialist\nYou will own accounts payable and keep vendor records in Microsoft Office.';
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience }));
    expect(coverLetter).toContain('You also ask for experience in accounts payable, which my own work has given me.');
    expect(coverLetter).toContain('You are asking for Microsoft Office, and I have used it in my own work.');
  });

  it("names the person's trade before the office tools every job uses", async () => {
    const userExperience = ['Experience', 'Design Engineer, Harbor Pumps, 2019 - 2023', '• Designed 14 pump housings', 'Skills', 'MS Office, Excel, AutoCAD, SolidWorks'].join('\n');
    const jobDescription = 'Engineer\nWork on projects in MS Office, Excel, AutoCAD and SolidWorks.';
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience }));
    expect(coverLetter).toMatch(/You are asking for AutoCAD, SolidWorks, (?:MS Office|Excel) and (?:MS Office|Excel)\b/);
  });

  it('offers no grade or honour as work, and names a school after the export\'s country as a sentence does', async () => {
    const profile = ['Clinical Data Analyst', 'Experience', 'Data Analyst, Harbor Clinic, 2015 - 2020', '• Created 12 monthly reports using Oracle Answers', 'Accomplishments', 'Associates Degree in Liberal Arts, 4.0 GPA. Member of the Golden Key Honor Society', 'Education', 'Bachelor of Arts , 1999 City , State , US The University of Texas', 'Skills', 'Excel, PowerPoint, customer service, data analysis'].join('\n');
    const out = await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Data Analyst' }));
    expect(JSON.stringify(out)).not.toMatch(/associated Degree|GPA/i);
    expect(out.summary).toContain('I hold a Bachelor of Arts from the University of Texas.');
    expect(out.summary).toMatch(/I work with (?:customer service|data analysis)[^.]*(?:Excel|PowerPoint)\b/);
  });

  it('reads a school whose "Of" is capitalised whole', async () => {
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Civil Engineer\nDesign roads.', userExperience: ['Experience', 'Site Engineer, Harbor Roads, 2019 - 2023', '• Built 12 km of road', 'Education', 'B.E. in Civil Engineering from Singhad Institute Of Technology And Science'].join('\n') }));
    expect(coverLetter).toContain('I hold a B.E. in Civil Engineering from Singhad Institute Of Technology And Science.');
  });

  it('names a field of study only when the degree line gives one, not the college written after the degree', async () => {
    const degreeIn = async (line: string) => {
      const userExperience = ['Education Details', line, 'Software Engineer', 'company - Harbor Labs', 'description - Built billing services in Java'].join('\n');
      const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Java Developer\nBuild services in Java.', userExperience }));
      return coverLetter;
    };
    expect(await degreeIn('January 2016 B.E. Ramrao Kulkarni Pune, Maharashtra Pune University')).toContain('I hold a B.E. from Pune University.');
    expect(await degreeIn('January 2016 B.E. Information Technology Khadki, Maharashtra Pune University')).toContain('I hold a B.E. in Information Technology from Pune University.');
    expect(await degreeIn('January 2014 Bachelor of Engineering Kharghar Vashi   Mumbai University')).toContain('I hold a Bachelor of Engineering from Mumbai University.');
  });

  it('cites the posting skills the user has and the user\'s own results', async () => {
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'standard' }));
    expect(coverLetter).toContain('You are asking for Python, AWS, PostgreSQL and Go, and I have used them in my own work.');
    expect(coverLetter).toContain('I led the migration of 14 payment services to Kubernetes on AWS');
    expect(coverLetter).toMatch(/I (?:also )?mentored 5 engineers\./);
    // the posting's duty the résumé shows done, said with the statement that shows it
    expect(coverLetter).toContain('Your posting asks for someone to design and run Python and Go services on AWS (EC2, S3, Lambda). I have done work of that kind: I led the migration of 14 payment services');
  });

  it('names a duty of the posting, not what the job takes ("Needs a high degree of foresight")', async () => {
    // (a duty is named with the résumé's statement that shows it: this one's control panels)
    const userExperience = ['Experience', 'Controls Technician, Harbor Packaging, 2019 - 2024', '• Built and tested control panels for 3 packaging lines', '• Wired 40 sensors on the bottling line', '• Cut line downtime by 12% with a new fault log'].join('\n');
    const panels = 'Your posting asks for someone to build and test control panels for packaging lines. I have done work of that kind: at Harbor Packaging, I built and tested control panels for 3 packaging lines.';
    const jobDescription = ['Controls Engineer', '• Needs a high degree of foresight to anticipate engineering problems', '• Build and test control panels for packaging lines'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, userExperience, jobDescription, mode: 'standard' }));
    expect(coverLetter).toContain(panels);
    expect(coverLetter).not.toMatch(/someone to (?:need|nee)\b/);
    // a duty where the employer acts is theirs ("the events we host"); the next one is taken up
    const hosted = ['Controls Engineer', '• Plan the trade events we host for our members', '• Build and test control panels for packaging lines'].join('\n');
    const letter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, userExperience, jobDescription: hosted, mode: 'standard' }))).coverLetter;
    expect(letter).toContain(panels);
    expect(letter).not.toMatch(/trade events/);
    // …and a kind of work named by its -ing words is no duty to look forward to ("someone to ship and receive duties")
    const kinds = ['Warehouse Clerk', '• Shipping and receiving duties for 3 docks', '• Build and test control panels for packaging lines'].join('\n');
    const kindsLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, userExperience, jobDescription: kinds, mode: 'standard' }))).coverLetter;
    expect(kindsLetter).toContain(panels);
    expect(kindsLetter).not.toMatch(/someone to ship/);
  });

  it('uses the career-change story in career-change mode', async () => {
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'career-change' }));
    expect(coverLetter).toContain('After working in payments, I am moving into logistics. I want to work on problems where reliability moves real goods.');
    expect(coverLetter).toContain('The skills I bring across include event-driven systems, cost control and mentoring.');
    // a job written where a field is asked reads as a job
    const roles = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'career-change', previousIndustry: 'Sales Manager', targetIndustry: 'Arts Teacher' }));
    expect(roles.coverLetter).toContain('After working as a Sales Manager, I am moving into work as an Arts Teacher.');
    // …also a title outside the role words, and a chair
    const agent = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'career-change', previousIndustry: 'Personal Banker', targetIndustry: 'Chairperson' }));
    expect(agent.coverLetter).toContain('After working as a Personal Banker, I am moving into work as a Chairperson.');
    const same = await carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'career-change', previousIndustry: 'Civil Engineer', targetIndustry: 'civil engineer' }));
    expect(same.coverLetter).not.toMatch(/After working as a Civil Engineer/);
  });

  it('changes the voice with the tone and the layout with the template style', async () => {
    const letters = await Promise.all(TONES.map((tone) => carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'template', templateStyle: 'professional', tone }))));
    expect(new Set(letters.map((l) => l.coverLetter.split('\n\n')[1])).size).toBe(TONES.length);
    const styles = await Promise.all(TEMPLATE_STYLES.map((templateStyle) => carriedEngine().coverLetter(CoverLetterRequest.parse({ ...base, mode: 'template', templateStyle }))));
    expect(new Set(styles.map((l) => l.coverLetter)).size).toBe(TEMPLATE_STYLES.length);
    // every style opens with the greeting (the preview is cut by paragraphs) and fills in no address placeholders
    for (const style of styles) expect(style.coverLetter).toMatch(/^Dear Harbor Logistics Hiring Team,\n\n/);
    expect(styles[3].coverLetter).toMatch(/Yours sincerely,\n\[Your Name\]$/);
    expect(styles[3].coverLetter).not.toContain('[Your Address]');
    expect(styles[4].coverLetter).toContain('A few results stand out.\n• I reduced cloud spend by $410K a year.');
  });

  it('writes a skill list line\'s common phrase in lower case mid-sentence, and a product or language with its capitals', async () => {
    const letter = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({
        jobDescription: 'We need internal audit experience, organizational skills, Python and Microsoft Excel.',
        userExperience: 'EXPERIENCE\nAccountant, Gilmore Financial, 2019 - Present\n- Computed taxes for clients\nSKILLS\n• Internal audit\n• Organizational skills\n• Excel\n• Python',
      }),
    );
    expect(letter.coverLetter).toMatch(/ask(?:ing)? for [^.]*\binternal audit\b/);
    expect(letter.coverLetter).toMatch(/ask(?:ing)? for [^.]*\borganizational skills\b/);
    expect(letter.coverLetter).toMatch(/asking for [^.]*\bPython\b[^.]*\bExcel\b|asking for [^.]*\bExcel\b[^.]*\bPython\b/);
    // O*NET's sentence case is no capital mid-sentence ("Accounts receivable software"), but a maker's name keeps it
    const ledger = await carriedEngine().coverLetter(
      CoverLetterRequest.parse({
        jobDescription: 'Staff Accountant\nWe need Accounts Receivable skills and Citrix cloud computing.',
        userExperience: 'EXPERIENCE\nAccountant, Gilmore Financial, 2019 - Present\n- Ran accounts receivable for 40 clients on Citrix cloud computing',
      }),
    );
    expect(ledger.coverLetter).toMatch(/ask(?:ing)? for [^.]*\baccounts receivable\b/);
    expect(ledger.coverLetter).toMatch(/ask(?:ing)? for [^.]*\bCitrix cloud computing\b/);
  });

  it('reads the bullets a line holds after a middle dot or a spaced dash before an action', async () => {
    const userExperience = [
      'Experience',
      'RF Engineer, Harbor Orbital, 2014 - 2024',
      'Summary · Experienced in hardware design · Team leader on projects - Define RF unit procedures for receivers - Negotiate supplier contracts for receivers',
    ].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'RF Engineer\nDesign receivers.', userExperience }));
    expect(coverLetter).toMatch(/I (?:also )?defined RF unit procedures for receivers\./);
    expect(coverLetter).toMatch(/I (?:also )?negotiated supplier contracts for receivers\./);
  });

  it('offers what was done, not a role\'s header line, a restated title or a wish, as an achievement at the employer', async () => {
    const userExperience = ['Experience', 'Master Teacher Sep 2010 to Apr 2013', 'Harbor School, Denver, CO', 'Taught 28 pupils a year in mixed-age classes.Worked well with 6 teaching assistants', 'Worked as a Teacher in Harbor School for 3 years'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Teacher\nTeach a class.', userExperience }));
    // (in the order of their nearness to the posting)
    expect(coverLetter).toContain('At Harbor School, I ');
    expect(coverLetter).toMatch(/I (?:also )?taught 28 pupils a year in mixed-age classes\./);
    expect(coverLetter).toMatch(/I (?:also )?worked well with 6 teaching assistants\./);
    expect(coverLetter).not.toMatch(/mastered|worked as a Teacher/i);
    const wish = ['Company Details', 'company - Harbor Labs', 'description - I want to work in an organisation as a developer to use my knowledge'].join('\n');
    const wishLetter = (await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Developer\nWrite code.', userExperience: wish }))).coverLetter;
    expect(wishLetter).toContain('I want to work in an organisation as a developer to use my knowledge.');
    expect(wishLetter).not.toMatch(/(?:At Harbor Labs|In my recent work), I want/);
    // …but not one that speaks as the employer it is sent to
    const ours = ['Company Details', 'company - Harbor Labs', 'description - I want to work as a developer to use my knowledge and to gain more with our organisation'].join('\n');
    expect((await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Developer\nWrite code.', userExperience: ours }))).coverLetter).not.toMatch(/our organisation/);
  });

  it('names no employer from an anonymised export, whose headline pairs the title with a unit ("STUDENT ATTORNEY - CRIMINAL DEFENSE")', async () => {
    const userExperience = ['STUDENT ATTORNEY - CRIMINAL DEFENSE', 'Experience', 'Student Attorney', 'Aug 2015 to May 2016 Company Name , City , State', 'Represented 12 clients in misdemeanor trials', 'RN / Asst. Head Nurse Practice Leader Company Name', '01/2001 to 01/2009', 'Led a ward of 30 beds'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Paralegal\nSupport trial attorneys.', userExperience }));
    expect(coverLetter).toContain('Most recently, I have worked as a Student Attorney.');
    expect(coverLetter).not.toMatch(/CRIMINAL DEFENSE|at Criminal Defense|At Criminal Defense/i);
    // a slash between two titles is not a word of the title's length
    const nurse = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Charge Nurse\nLead a ward.', userExperience: ['Experience', ...userExperience.split('\n').slice(5)].join('\n') }));
    expect(nurse.coverLetter).toContain('Most recently, I have worked as an RN / Asst. Head Nurse Practice Leader.');
  });

  it('says a list written out line by line once: the same statement with one word changed is one achievement', async () => {
    const userExperience = ['Experience', 'Python Developer, Harbor Soft, 2019 - 2024', '- Completed internal MongoDB training', '- Completed internal MySQL training', '- Completed internal PostgreSQL training', '- Built 12 data pipelines for the billing team'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Data Engineer\nBuild pipelines.', userExperience }));
    expect(coverLetter).toMatch(/I (?:also )?built 12 data pipelines for the billing team\./);
    expect(coverLetter.match(/completed internal \w+ training/gi)).toHaveLength(1);
  });

  it('names no region as the employer ("Project Manager at North America")', async () => {
    const userExperience = ['Dana Reyes', 'Global IT Project Manager at North America', 'Experience', 'Global IT Project Manager, 2013 - 2024', '- Managed the in-house Java development for 12 stations'].join('\n');
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'IT Manager\nRun IT.', userExperience }));
    expect(coverLetter).toMatch(/I (?:also )?managed the in-house Java development for 12 stations\./);
    expect(coverLetter).not.toMatch(/at North America|At North America/);
  });

  it('does not name a company or title the user did not give', async () => {
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'We build logistics software. You will write Python services.', userExperience: 'Built Python services' }));
    expect(coverLetter).toMatch(/^Dear Hiring Manager,\n\nI am writing to apply for this position\./);
    expect(coverLetter).not.toMatch(/Logistics|Harbor/);
  });
});

describe('LinkedIn optimizer (local engine)', () => {
  it('calls only technologies tools, and never takes a duty for the title', async () => {
    const profile = (skills: string) => ['EXPERIENCE', 'Provide administrative support for the editor, British Arts Council, 2015 - 2020', '• Ran the scholarship programme for 40 fellows', 'SKILLS', skills].join('\n');
    const run = async (skills: string) => (await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile(skills), targetRole: 'Program Coordinator', tone: 'Casual', purposes: ['Recruiter Visibility'] }))).summary;
    const methods = await run('Business development, Logistics, Sourcing, Recruitment');
    expect(methods).toContain('My core skills include business development, logistics, sourcing and recruitment.');
    expect(methods).not.toMatch(/Provide administrative support/i);
    expect(await run('Excel, Salesforce, Tableau')).toMatch(/The tools I reach for most are (?:Excel|Salesforce|Tableau)/);
    expect(await run('Tableau')).toContain('The tool I reach for most is Tableau');
    // a product as its maker writes it, from the words of its O*NET name
    const products = await run('Autocad, javascript, Sql Server');
    for (const name of ['AutoCAD', 'JavaScript', 'SQL Server']) expect(products).toContain(name);
    expect(products).not.toMatch(/Autocad|javascript|Sql Server/);
    // a name with capitals of its own as it writes them, whatever a generated list's title case or a heading's capitals
    // say; a method in capitals is a common noun
    const cased = await run('Hipaa, LOGISTICS, SCADA');
    for (const name of ['HIPAA', 'logistics', 'SCADA']) expect(cased).toContain(name);
    expect(cased).not.toMatch(/Hipaa|Logistics|Scada/);
  });

  const input = LinkedInRequest.parse({ currentProfile: fixture('strong-resume.txt'), targetRole: 'Staff Backend Engineer', industryExperience: 'Fintech', purposes: ['Recruiter Visibility', 'Hiring Manager Appeal'] });

  it('builds headline, summary, achievements and hashtags from the profile', async () => {
    const out = LinkedInResult.parse(await engine().linkedin(input));
    expect(out.headline.length).toBeLessThanOrEqual(220);
    // current title | specialty | two or three skills: labels, never a role line pasted whole
    expect(out.headline).toMatch(/^Senior Software Engineer \| Fintech \| [\w#+.]+(?: [\w#+.]+)* · [^|]+$/);
    expect(out.headline.split(' | ')[2].split(' · ').length).toBeLessThanOrEqual(3);
    expect(out.summary).toMatch(/^I'm a Senior Software Engineer at Northwind Payments, with 8 years of experience in Fintech\. I'm now looking for Staff Backend Engineer roles\./);
    expect(out.summary).toContain('At Northwind Payments, I led the migration of 14 payment services');
    expect(out.achievements[0]).toBe('I led the migration of 14 payment services from a monolith to microservices on Kubernetes and AWS, cutting deploy time from 45 minutes to 6 minutes.');
    expect(out.hashtags).toEqual(expect.arrayContaining(['#BackendEngineer', '#Fintech', '#Python', '#AWS']));
    expect(out.hashtags.length).toBeLessThanOrEqual(8);
    const allowed = new Set(numbers(input.currentProfile));
    for (const n of numbers(JSON.stringify(out))) expect([n, allowed.has(n)]).toEqual([n, true]);
    // a title pasted with its emoji is named without them
    const emoji = LinkedInResult.parse(await engine().linkedin({ ...input, targetRole: '🌊🚀 Staff Backend Engineer 🌟' }));
    expect(emoji.summary).toContain("I'm now looking for Staff Backend Engineer roles.");
    // …and one typed in capitals as a title, with its acronym
    const shouted = LinkedInResult.parse(await engine().linkedin({ ...input, targetRole: 'STAFF QA ENGINEER' }));
    expect(shouted.summary).toContain("I'm now looking for Staff QA Engineer roles.");
    expect(shouted.headline).toMatch(/^Senior Software Engineer \|/);
    // …and a posting's title pasted whole without its hours or place; a role that opens on such a word keeps it
    const pasted = LinkedInResult.parse(await engine().linkedin({ ...input, targetRole: 'Staff Backend Engineer - Full Time' }));
    expect(pasted.summary).toContain("I'm now looking for Staff Backend Engineer roles.");
    const sensing = LinkedInResult.parse(await engine().linkedin({ ...input, targetRole: 'Remote Sensing Analyst' }));
    expect(sensing.summary).toContain("I'm now looking for Remote Sensing Analyst roles.");
  });

  it('writes the headline as labels: lower-case words capitalised, everyday office tools only to make up two skills and never a subject to share', async () => {
    const profile = ['Priya Raman', 'Experience', 'Payroll specialist, Lakeside Dental, 2019 - 2024', '• Ran payroll for 120 staff using ADP and Microsoft Excel', 'Skills', 'Microsoft Excel, ADP, payroll software, Microsoft Outlook'].join('\n');
    const out = await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Payroll Manager', industryExperience: 'human resources', purposes: ['Thought Leadership', 'Recruiter Visibility'] }));
    expect(out.headline).toBe('Payroll Specialist | Human Resources | Payroll Software · ADP');
    const officeOnly = ['Experience', 'Clerk, Lakeside Dental, 2019 - 2024', '• Filed 120 records a day', 'Skills', 'Microsoft Excel, Microsoft Word'].join('\n');
    expect((await engine().linkedin(LinkedInRequest.parse({ currentProfile: officeOnly, targetRole: 'Office Manager' }))).headline).toContain('Microsoft Excel · Microsoft Word');
    // the summary's sentences keep their lower case, and a field typed with a capital first reads in lower case there
    // (one word may be a product's name: it stays as typed)
    expect(out.summary).toContain('in human resources');
    const typed = await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Payroll Manager', industryExperience: 'Human resources' }));
    expect(typed.summary).toContain('in human resources');
    expect(typed.headline).toContain('Human Resources');
    expect((await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Payroll Manager', industryExperience: 'Salesforce' }))).summary).toContain('in Salesforce');
    // a web browser is an everyday tool too: the trade's skills and duties come first
    const browsing = ['Dana Lee', 'Experience', 'HR Generalist, Lakeside Dental, 2019 - 2024', '• Ran onboarding for 120 staff in PeopleSoft', 'Skills', 'Internet Explorer, PeopleSoft, ERP'].join('\n');
    const browsed = await engine().linkedin(LinkedInRequest.parse({ currentProfile: browsing, targetRole: 'HR Specialist' }));
    expect(browsed.headline).toContain('PeopleSoft · ERP');
    expect(browsed.headline).not.toContain('Internet Explorer');
  });

  it("grounds the summary in three of the résumé's statements, never a fused or cut one, and names no degree's field as the specialty", async () => {
    const profile = [
      'Experience',
      'Support Lead 2019 - 2024',
      '• Coached 14 Licensed Agents Coordinate daily operations and schedules',
      '• Resolved escalated billing cases for enterprise clients within two days',
      '• Built the team knowledge base used by new hires in their first month',
      '• Answered member calls for services to 90,000',
      '• Trained new agents on claims systems and carrier guidelines',
      'Education',
      'Associate Degree in Sport Psychology, National University',
      'Skills',
      'Zendesk, Salesforce, call routing',
    ].join('\n');
    const out = await engine().linkedin(LinkedInRequest.parse({ currentProfile: profile, targetRole: 'Support Manager', purposes: ['Recruiter Visibility'] }));
    expect(out.headline).not.toMatch(/Psychology/);
    for (const statement of ['resolved escalated billing cases', 'built the team knowledge base', 'trained new agents']) expect(out.summary).toContain(statement);
    expect(out.summary).not.toMatch(/Coordinate daily|to 90,000\.|In my recent work/);
    // the roles it wants are said once
    expect(out.summary.match(/Support Manager/g)).toHaveLength(1);
  });

  it('names where a bare degree was earned when the profile has little else to show', async () => {
    const out = await engine().linkedin(LinkedInRequest.parse({ currentProfile: 'Education Details\nLLB.   Riverside University\nAdvocate', targetRole: 'Legal Associate' }));
    // (…and never the target role as a title the person holds: it is what they are open to)
    expect(out.headline).toBe('LLB, Riverside University | Open to Legal Associate Roles');
  });

  it('leaves hashtags out when asked to', async () => {
    expect((await engine().linkedin({ ...input, includeHashtags: false })).hashtags).toEqual([]);
  });
});

describe('salary negotiation (local engine)', () => {
  const request = {
    jobTitle: 'Senior Backend Engineer',
    companyName: 'Harbor Logistics',
    currentOffer: { baseSalary: 150000, bonus: 10000, equity: '0.05% over 4 years' },
    targetSalary: 175000,
    marketData: { p25: 140000, p50: 160000, p75: 182000 },
    yearsExperience: 8,
    skills: ['Kafka at 3M events a day', 'cut cloud spend by $410K'],
    negotiationStyle: 'assertive',
    timeline: 'I need to answer by June 20',
  };

  it('asks for a target inside the market band and grounds the scripts in the request', async () => {
    const out = NegotiationResult.parse(await engine().negotiate(NegotiateRequest.parse(request)));
    expect(out.targetSalary).toBe(175000);
    expect(out.emailScript).toContain('Market data for Senior Backend Engineer roles puts the 25th percentile at $140,000, the median at $160,000 and the 75th percentile at $182,000.');
    expect(out.emailScript).toContain('Based on this, I am asking for a base salary of $175,000.');
    expect(out.callTalkTrack).toContain('The offer of $150,000 is between the 25th percentile ($140,000) and the median ($160,000).');
    expect(out.keyPoints[0]).toBe('Target base salary: $175,000 ($25,000 or 17% above the offer)');
    expect(out.keyPoints).toContain('Leverage to mention: 8 years of experience, Kafka at 3M events a day and cut cloud spend by $410K');
  });

  it('brings a target far above the 75th percentile back to what the data supports', async () => {
    const out = await engine().negotiate(NegotiateRequest.parse({ ...request, skills: [], yearsExperience: 3, targetSalary: 260000 }));
    expect(out.targetSalary).toBe(182000);
    expect(out.keyPoints.join('\n')).toContain('Your target ($260,000) is more than 10% above the 75th percentile ($182,000)');
  });

  it('does not let the ask fall below the market median when the offer is under it', async () => {
    const out = await engine().negotiate(NegotiateRequest.parse({ ...request, targetSalary: 152000 }));
    expect(out.targetSalary).toBe(160000);
  });

  it('states only the market figures the benchmark had, and invents no facts', async () => {
    const input = NegotiateRequest.parse({ ...request, companyName: undefined, marketData: { p25: null, p50: 160000, p75: null }, skills: [], yearsExperience: undefined, timeline: undefined });
    const out = await engine().negotiate(input);
    const text = [out.emailScript, out.callTalkTrack, ...out.keyPoints].join('\n');
    expect(text).toContain('puts the median at $160,000.');
    expect(text).not.toMatch(/percentile at/);
    expect(text).not.toContain('Harbor');
    // the request's figures, the ask's difference from the offer (25,000 = 17%), the talk track's step numbers
    const allowed = new Set(['150000', '10000', '160000', '175000', '25000', '17', '0.05', '4', '1', '2', '3', '5', '6']);
    for (const n of numbers(text)) expect([n, allowed.has(n)]).toEqual([n, true]);
  });
});

describe('articles before a title', () => {
  it('reads short forms of titles as their words, and letters as they are spelt', () => {
    expect(['Sr. Site Reliability Engineer', 'Jr. Analyst', 'Asst. Manager', 'MBA', 'B.Tech', 'engineer', 'university graduate'].map(withArticle)).toEqual([
      'a Sr. Site Reliability Engineer',
      'a Jr. Analyst',
      'an Asst. Manager',
      'an MBA',
      'a B.Tech',
      'an engineer',
      'a university graduate',
    ]);
  });
});

/** Each statement's first-person sentence, or undefined where it cannot be made one. */
const rephrases = (cases: [string, string | undefined][]) => {
  // the statement beside its sentence, so a failure names the statement
  for (const [statement, sentence] of cases) expect([statement, firstPersonSentence(statement)]).toEqual([statement, sentence]);
};

describe('achievements in sentences', () => {
  it("names each employer once, its achievements together, in the order the employers first come", () => {
    const at = (employer: string, clause: string) => ({ source: clause, sentence: `I ${clause}.`, clause, employer, figure: false, skillIds: [] });
    expect(achievementSentences([at('Heron Labs', 'cleaned 3 data sets'), at('Datamites', 'built 12 dashboards'), at('Heron Labs', 'trained 4 analysts')])).toEqual([
      'At Heron Labs, I cleaned 3 data sets.',
      'I also trained 4 analysts.',
      'At Datamites, I built 12 dashboards.',
    ]);
  });
});

describe('statements in the first person', () => {
  it('says what was done to the person in the passive, and makes the verb agree with "I"', () => {
    expect(
      [
        'Promoted to team lead in 2019',
        'Admitted to practice at the District Court',
        'Awarded employee of the month twice',
        'Selected vendors for the new plant',
        'I experiences sea wave generation by hydraulic system',
        'I has worked in retail banking',
      ].map(firstPersonSentence),
    ).toEqual([
      'I was promoted to team lead in 2019.',
      'I was admitted to practice at the District Court.',
      'I was awarded employee of the month twice.',
      'I selected vendors for the new plant.',
      'I experienced sea wave generation by hydraulic system.',
      'I have worked in retail banking.',
    ]);
  });

  it('puts every coordinated -ing verb of a statement in the past, not a trade or a thing', () => {
    expect(firstPersonSentence('Documenting user requirements and developing specifications for customization')).toBe('I documented user requirements and developed specifications for customization.');
    expect(firstPersonSentence('Researching legal precedents, gathering evidence for trials')).toBe('I researched legal precedents and gathered evidence for trials.');
    expect(firstPersonSentence('Managing payroll and accounting for 3 stores')).toBe('I managed payroll and accounting for 3 stores.');
    expect(firstPersonSentence('Managing a team handling 40 calls a day')).toBe('I managed a team handling 40 calls a day.');
    expect(firstPersonSentence('Created tablespaces and planning the location of data')).toBe('I created tablespaces and planned the location of data.');
    expect(firstPersonSentence('Installed and upgraded PC software and operating systems')).toBe('I installed and upgraded PC software and operating systems.');
    // a base-form action later in the duty takes the past too, unless it also names a thing, sits in an infinitive or
    // is a noun after "and"
    expect(firstPersonSentence('Provide customer service on the sales floor, manage day/night-time associates and store operations')).toBe(
      'I provided customer service on the sales floor, managed day/night-time associates and store operations.',
    );
    expect(firstPersonSentence('Provided customer service, manage associates')).toBe('I provided customer service and managed associates.');
    expect(firstPersonSentence('Built dashboards, report templates and alerts')).toBe('I built dashboards, report templates and alerts.');
    expect(firstPersonSentence('Wrote a Shell script to extract free EIP and release those')).toBe('I wrote a Shell script to extract free EIP and release those.');
    expect(firstPersonSentence('Managed internal teams to develop, design and operate custom projects')).toBe('I managed internal teams to develop, design and operate custom projects.');
    expect(firstPersonSentence('Helped organize and manage interviews of 300+ candidates')).toBe('I helped organize and manage interviews of 300+ candidates.');
    expect(firstPersonSentence('Ensured compliance with federal and state laws')).toBe('I ensured compliance with federal and state laws.');
    expect(firstPersonSentence('Performed diagnostics, repair and maintenance of 40 vehicles')).toBe('I performed diagnostics, repair and maintenance of 40 vehicles.');
    // a stop inside a quote is a stop: "…up to 70 lbs.' and navigate…" is two sentences, not one
    expect(firstPersonSentence("Lift heavy loads up to 70 lbs.' and navigate construction job sites")).toBeUndefined();
  });

  it('does not make an action of words that describe the person ("Detail-oriented…", "Experienced in…")', () => {
    rephrases([
      ['Results-oriented supervisor with a background in customer service', undefined],
      ['Self-motivated administrative professional', undefined],
      ['Experienced in payroll for 200 staff', undefined],
      ['Dedicated to providing excellent customer service', undefined],
      ['Committed and motivated with strong service skills', undefined],
      ['Co-founded a startup that grew to 20 staff', 'I co-founded a startup that grew to 20 staff.'],
      ['Trained 20 new hires on the POS system', 'I trained 20 new hires on the POS system.'],
      ['Trained, oversaw and assisted 12 staff in the offshore team', 'I trained, oversaw and assisted 12 staff in the offshore team.'],
      ['Dedicated, motivated and caring nurse with 5 years on a cardiac ward', undefined],
      ['Focused on customer retention and raised NPS by 10 points', 'I focused on customer retention and raised NPS by 10 points.'],
    ]);
  });

  it('keeps an -ing result after a past opener and a comma and an -ing activity before "of", and puts a listed one in the past', () => {
    rephrases([
      ['Automated the monthly reports, saving 10 hours a week', 'I automated the monthly reports, saving 10 hours a week.'],
      ['Understand the flow of the solution, doing research for classification models', 'I understood the flow of the solution, did research for classification models.'],
      ['Built classification models, predictive analysis and mining of the text data', 'I built classification models, predictive analysis and mining of the text data.'],
    ]);
  });

  it('writes a verb the writer capitalised after a comma or "and also" in lower case and in the past, not a list of names', () => {
    rephrases([
      ['Supervised software development lifecycle, Recruited team members', 'I supervised software development lifecycle and recruited team members.'],
      ['Managed the budget, Hire 5 analysts', 'I managed the budget and hired 5 analysts.'],
      ['Built dashboards for Sales, Marketing and Finance', 'I built dashboards for Sales, Marketing and Finance.'],
      ['Installed the switchgear, Pump and Motor', 'I installed the switchgear, Pump and Motor.'],
      // "Trouble shooting of …" names a duty, no action to put in the past
      ['Trouble shooting of Switchgear and Control Panel, Pump and Motor', undefined],
      ['Participate in training to build competency & also Participate in field service trips', 'I participated in training to build competency and also participated in field service trips.'],
      ['Lead the team and also Coordinate the weekly schedule', 'I led the team and also coordinated the weekly schedule.'],
      // a base form in "-eed" is no past form
      ['Exceed 4000 orders a month in the warehouse', 'I exceeded 4000 orders a month in the warehouse.'],
    ]);
  });

  it('joins two actions run together with a comma by "and", and leaves a list with its "and", a result and a description alone', () => {
    rephrases([
      ['Led a team of 5, delivered the project 2 weeks early', 'I led a team of 5 and delivered the project 2 weeks early.'],
      ['Managed the store, hired 4 staff, and cut costs by 10%', 'I managed the store, hired 4 staff, and cut costs by 10%.'],
      ['Developed the reports, reducing time by 20%', 'I developed the reports, reducing time by 20%.'],
      ['Wrote the code, tested it and shipped it', 'I wrote the code, tested it and shipped it.'],
      ['Managed 3 stores, based in Denver', 'I managed 3 stores, based in Denver.'],
      ['Trained 20 staff, designed in-house', 'I trained 20 staff, designed in-house.'],
    ]);
  });

  it('puts a present verb coordinated before its object in the past, not a noun', () => {
    rephrases([
      ['Monitoring the installation at site and guide the work force', 'I monitored the installation at site and guided the work force.'],
      // a kind named by two -ing words, and a verb paired with an infinitive, stay as written
      ['Facilitated small reading and writing groups for grades 6 through 12', 'I facilitated small reading and writing groups for grades 6 through 12.'],
      ['Offered customer service to differentiate and promote the company brand', 'I offered customer service to differentiate and promote the company brand.'],
      ['Helped clients with tasks such as paying bills and bookkeeping, reducing the load on families', 'I helped clients with tasks such as paying bills and bookkeeping, reducing the load on families.'],
      ['Monitors the site and guides the crew', 'I monitored the site and guided the crew.'],
      ['Develop software and support the team', 'I developed software and supported the team.'],
      ['Managed sales and support staff', 'I managed sales and support staff.'],
    ]);
  });

  it('does not make "I" the doer of a statement whose -ing opener is its subject', () => {
    expect(firstPersonSentence('Reporting also included forecasting expenses')).toBeUndefined();
    expect(firstPersonSentence('Keeping the books is a vital part of the job')).toBeUndefined();
    expect(firstPersonSentence('Managing a team of 5 analysts across two sites')).toBe('I managed a team of 5 analysts across two sites.');
  });

  it('writes a product in a sentence as its maker does, changing only capitals', () => {
    expect(spellProducts('Built reports in tableau and AUTOCAD drawings; I excel at Sql Server')).toBe('Built reports in Tableau and AutoCAD drawings; I excel at SQL Server');
    expect(spellProducts('Typed letters in Ms Office and ms-excel')).toBe('Typed letters in MS Office and MS-Excel');
    // …and never takes away the capital a sentence opens with
    expect(spellProducts('Accounts receivable reconciled for 40 clients')).toBe('Accounts receivable reconciled for 40 clients');
    // a method is no product: its words stay as written
    expect(spellProducts('Logistics planning and Business Development for 3 sites')).toBe('Logistics planning and Business Development for 3 sites');
  });

  it('does not make a sentence of a line the next heading ran into', () => {
    expect(firstPersonSentence('Directed sales management STRENGTHS 1')).toBeUndefined();
  });
});
