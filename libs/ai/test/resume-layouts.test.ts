// Layouts real résumé files come in, written here by hand (never cut from the corpus): each must give the same roles,
// dates, degrees and skills as the plain one-column layout.
import { careerFacts, resultFigure } from '../src/local/judge/resume-review';
import { measuredLine } from '../src/local/read/resume-facts';
import { findDegree, joinBrokenWords, parseResume, ROLE_WORDS_RE, undoubled } from '../src/local/read/resume-parser';
import { parsePosting } from '../src/local/read/job-posting';
import { EXPERT_CLAIM_RE, figuresIn, opensWithActionVerb } from '../src/local/read/phrases';
import { findSkills } from '../src/local/read/skills';
import { findDateRanges } from '../src/local/read/dates';
import { boundWhitespace, rememberedByText, sentences, undoMojibake } from '../src/local/read/text';
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { carriedEngine, engine, NOW } from './fixtures';

const ROLES = [
  ['Senior Site Engineer', 'Harbor Build Co', 'Aug 2019', 'Till Date'],
  ['Site Engineer', 'Northgate Infra', 'Mar 2016', 'Jul 2019'],
  ['Junior Engineer', 'Riverside Works', 'Jun 2014', 'Feb 2016'],
];
const BULLETS = [
  ['Supervised concrete works for a 14-storey residential tower', 'Prepared bar bending schedules in AutoCAD'],
  ['Checked levels with a total station and auto level', 'Kept daily progress reports for the client'],
  ['Assisted in quantity surveying for road works', 'Tested soil compaction on site'],
];

function oneColumn(dateLine: (from: string, to: string) => string): string {
  return [
    'Ravi Kumar',
    'ravi.kumar@example.com | +91 98765 43210 | Pune, MH',
    '',
    'EXPERIENCE',
    ...ROLES.flatMap(([title, company, from, to], i) => [`${title}, ${company}`, dateLine(from, to), ...BULLETS[i].map((b) => `• ${b}`), '']),
    'EDUCATION',
    'B.Tech/B.E. Civil Engineering, Pune Institute of Technology, 2014',
    '',
    'SKILLS',
    'AutoCAD, Quantity surveying, Site supervision',
  ].join('\n');
}

function rightAligned(): string {
  return [
    'Ravi Kumar',
    'ravi.kumar@example.com | +91 98765 43210 | Pune, MH',
    '',
    'EXPERIENCE',
    // dates pushed to the right margin: the same column on every role line, as a PDF extracted with its layout
    ...ROLES.flatMap(([title, company, from, to], i) => [`${title.padEnd(70)}${from} to ${to}`, company, ...BULLETS[i].map((b) => `• ${b}`)]),
    '',
    'EDUCATION',
    `${'B.Tech/B.E. Civil Engineering, Pune Institute of Technology'.padEnd(70)}2010 - 2014`,
  ].join('\n');
}

const rolesOf = (text: string) => parseResume(text, NOW).roles.map((r) => [r.title, r.company, `${r.range?.start.month}/${r.range?.start.year}`, r.current]);
const expected = [
  ['Senior Site Engineer', 'Harbor Build Co', '8/2019', true],
  ['Site Engineer', 'Northgate Infra', '3/2016', false],
  ['Junior Engineer', 'Riverside Works', '6/2014', false],
];

describe('résumé layouts', () => {
  it('reads "Aug 2019 to Till Date" as a range that is still running', () => {
    const r = parseResume(oneColumn((from, to) => `${from} to ${to}`), NOW);
    expect(rolesOf(oneColumn((from, to) => `${from} to ${to}`))).toEqual(expected);
    expect(r.roles[0].range?.end.present).toBe(true);
  });

  it.each([
    ['an en dash and Present', (from: string, to: string) => `${from} – ${to === 'Till Date' ? 'Present' : to}`],
    ['"to" and Current', (from: string, to: string) => `${from} to ${to === 'Till Date' ? 'Current' : to}`],
    ['"till date" in lower case', (from: string, to: string) => `${from} - ${to.toLowerCase()}`],
    ['month-hyphen-year', (from: string, to: string) => `${from.replace(' ', '-')} to ${to === 'Till Date' ? 'Present' : to.replace(' ', '-')}`],
    // the anonymised export's comma for a dash ("10/2013 , Current")
    ['a comma for the dash', (from: string, to: string) => `${from} , ${to === 'Till Date' ? 'Current' : to}`],
  ])('reads three dated roles written with %s', (_, dateLine) => {
    expect(rolesOf(oneColumn(dateLine))).toEqual(expected);
  });

  it('reads a comma between two dates as a range only when both carry a month and run in order', () => {
    expect(findDateRanges('Teller , 02/2012 , 05/2012 Company Name').map((r) => r.text)).toEqual(['02/2012 , 05/2012']);
    expect(findDateRanges('Awards: 2019, 2020')).toEqual([]);
    expect(findDateRanges('Promoted 07/2016, 02/2014 hired')).toEqual([]);
  });

  it('keeps three roles apart when their dates sit right-aligned on the title line', () => {
    const r = parseResume(rightAligned(), NOW);
    expect(rolesOf(rightAligned())).toEqual(expected);
    // Jun 2014 to NOW (2025-06-01): 11 years and 1 month, no gaps
    expect(careerFacts(r).totalMonths).toBe(11 * 12 + 1);
  });

  it('reads years-only ranges', () => {
    const text = oneColumn((from, to) => `${from.slice(-4)} - ${to === 'Till Date' ? 'Present' : to.slice(-4)}`);
    expect(parseResume(text, NOW).roles.map((r) => [r.range?.start.year, r.range?.end.year || 'now'])).toEqual([[2019, 'now'], [2016, 2019], [2014, 2016]]);
  });

  it('reads the same résumé when its line breaks were lost, as some PDFs extract it', () => {
    const text = oneColumn((from, to) => `${from} to ${to}`);
    const flat = parseResume(text.replace(/\s*\n\s*/g, ' '), NOW);
    expect(flat.roles.map((r) => r.range?.start.text)).toEqual(['Aug 2019', 'Mar 2016', 'Jun 2014']);
    expect(flat.roles[0].title).toBe('Senior Site Engineer');
    // the next role's title runs into the last bullet before it: the bullet keeps its words, the role its dates
    expect(flat.roles[0].statements[0].content).toBe(BULLETS[0][0]);
    expect(flat.education[0]).toMatchObject({ level: 2 });
    expect(flat.listedSkills).toEqual(expect.arrayContaining(['AutoCAD', 'Quantity surveying']));
  });

  it('reads two columns side by side: the left one first, then the right', () => {
    const left = ['SKILLS', 'AutoCAD', 'Quantity surveying', 'Site supervision', '', 'EDUCATION', 'B.E. Civil Engineering', 'Pune University, 2014'];
    const right = ['EXPERIENCE', 'Site Engineer, Northgate Infra', 'Mar 2016 - Jul 2019', '• Checked levels with a total station', '• Kept daily progress reports', 'Junior Engineer, Riverside Works', 'Jun 2014 - Feb 2016', '• Tested soil compaction on site'];
    const text = ['Ravi Kumar', 'ravi.kumar@example.com', '', ...left.map((l, i) => `${l.padEnd(40)}${right[i] ?? ''}`)].join('\n');
    const r = parseResume(text, NOW);
    expect(r.roles.map((x) => [x.title, x.company, x.range?.text])).toEqual([
      ['Site Engineer', 'Northgate Infra', 'Mar 2016 - Jul 2019'],
      ['Junior Engineer', 'Riverside Works', 'Jun 2014 - Feb 2016'],
    ]);
    expect(r.listedSkills).toEqual(['AutoCAD', 'Quantity surveying', 'Site supervision']);
    expect(r.artefacts.map((a) => a.kind)).toContain('columns');
  });

  it('reads labelled fields ("company - …", "Designation: …") as a role', () => {
    const text = ['Asha Patel', 'asha@example.com', '', 'Company Details', 'company - Lotus Finance', 'Designation: Accounts Executive', 'Duration: Jan 2018 - Present', 'description - Reconciled vendor accounts every month'].join('\n');
    const [role] = parseResume(text, NOW).roles;
    expect([role.title, role.company, role.range?.text, role.statements.map((l) => l.content)]).toEqual(['Accounts Executive', 'Lotus Finance', 'Jan 2018 - Present', ['Reconciled vendor accounts every month']]);
  });

  it('does not take a title for a creative heading ("E-LEARNING DESIGNER" is no education section)', () => {
    const text = ['E-LEARNING DESIGNER', 'Summary', 'Designer of online courses.', 'Work Experience', 'E-Learning Designer', 'Jan 2019 to Current Harbor Learning', 'Built 30 online courses.'].join('\n');
    expect(parseResume(text, NOW).sections.map((s) => s.kind)).toEqual(['header', 'summary', 'experience']);
  });

  it('reads a kind of experience named in title case as the experience section ("Visual Merchandise Experience")', () => {
    const text = ['Dana Reyes', 'Summary', 'Retail manager who trains long-term staff.', 'Visual Merchandise Experience', 'Softlines Manager', 'March 2011 to Current Harbor Outfitters', 'Managed the sales floor of 12 associates.'].join('\n');
    const parsed = parseResume(text, NOW);
    expect(parsed.sections.map((s) => s.kind)).toEqual(['header', 'summary', 'experience']);
    expect(parsed.roles.map((r) => r.title)).toEqual(['Softlines Manager']);
  });

  it('reads a product\'s experience in a list of skills as a skill, not a section ("Microsoft Word Experience")', () => {
    const text = ['Dana Reyes', 'Skills', 'Team player', 'Microsoft Word Experience', 'Talent in charting vital signs', 'Microsoft Excel Experience', 'Experience', 'Line Attendant Nov 2009 to Sep 2014', 'Greeted customers.'].join('\n');
    const parsed = parseResume(text, NOW);
    expect(parsed.sections.filter((s) => s.kind === 'experience').map((s) => s.heading?.text)).toEqual(['Experience']);
    expect(parsed.roles.map((r) => r.title)).toEqual(['Line Attendant']);
  });

  it('titles a role read from a "company - …" field by a line that lists the title with that company', () => {
    const text = ['Asha Patel', 'Job Profile: Blockchain Developer - Lotus Chain Pvt. Ltd', 'Skill Details', 'Solidity- Experience - 6 months', 'Company Details', 'company - Lotus Chain Pvt Ltd.', 'description - Wrote 12 smart contracts for wallets'].join('\n');
    expect(parseResume(text, NOW).roles.map((r) => [r.title, r.company])).toEqual([['Blockchain Developer', 'Lotus Chain Pvt Ltd.']]);
  });

  it('finds the section heading an export ran into the end of a short line ("…12 monthsCompany Details")', () => {
    const text = ['Asha Patel', 'Skill Details', 'Informatica- Experience - 12 monthsCompany Details', 'company - Lotus Finance', 'description - Built 40 ETL jobs for the finance team'].join('\n');
    const parsed = parseResume(text, NOW);
    expect(parsed.sections.map((s) => s.kind)).toEqual(['header', 'skills', 'experience']);
    expect(parsed.roles.map((r) => [r.company, r.statements.map((l) => l.content)])).toEqual([['Lotus Finance', ['Built 40 ETL jobs for the finance team']]]);
  });

  it('reads a heading in capitals with its first bullet on the same line as the heading and its bullet', async () => {
    const text = ['Asha Patel', 'TECHNICAL SKILLS • SQL • Oracle • Python', 'Experience', 'Database Administrator, Lotus Finance, 2016 - 2024', '• Built 40 ETL jobs for the finance team', 'ACADEMIA / PERSONAL DETAILS • Bachelor of Engineering in Computer Science From SGBAU Amravati University in 2014 with CGPA of 7.21'].join('\n');
    const parsed = parseResume(text, NOW);
    expect(parsed.sections.map((s) => s.kind)).toEqual(['header', 'skills', 'experience', 'education']);
    expect(parsed.listedSkills).toEqual(expect.arrayContaining(['SQL', 'Oracle', 'Python']));
    // the grade is no measured result of the work, and the degree names its school without the sentence's "From"
    const analysis = await engine().analyzeResume({ resumeText: text, jobDescription: 'Database Administrator\nRun Oracle and SQL databases.' } as never);
    expect(analysis.strengths.join(' ')).not.toMatch(/CGPA/);
    const { coverLetter } = await carriedEngine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription: 'Database Administrator\nRun Oracle databases.', userExperience: text }));
    expect(coverLetter).toContain('I hold a Bachelor of Engineering in Computer Science from SGBAU Amravati University.');
  });
});

describe('degrees', () => {
  it.each([
    ['B.Tech/B.E. in Mechanical Engineering', 2],
    ['B.E. Electronics', 2],
    ['Bachelor of Science in Nursing (BSN)', 2],
    ['BSN, Registered Nurse', 2],
    ['MBA Finance, 2015', 3],
    ['Master of Business Administration', 3],
    ['M.Sc. Chemistry', 3],
    ['Ph.D. in Physics', 4],
    ['LL.B, Delhi University', 2],
    ['Associate of Applied Science', 1.5],
    ['High School Diploma', 1],
  ])('reads "%s" as a degree of level %d', (line, level) => {
    expect(findDegree(line)?.level).toBe(level);
  });

  it('does not take ordinary words for degrees', () => {
    for (const line of ['Able to be on call as needed', 'Worked as a cashier', 'Ma and pa stores', 'Proficient in MS Office and MS-Excel', 'MS-CIT certificate', 'MS SQL Server 2016'])
      expect(findDegree(line)).toBeUndefined();
  });
});

describe('skills match whole words', () => {
  it('does not read "Excels" as Excel, but reads Excel', () => {
    expect(findSkills('Excels in client relations and escalations').map((f) => f.skill.name)).not.toContain('Microsoft Excel');
    expect(findSkills('Built reports in Excel and Tableau').map((f) => f.skill.name)).toContain('Microsoft Excel');
  });

  it('reads a bullet\'s first word as a listed tool only when the item is the tool alone', () => {
    const names = (text: string) => findSkills(text).map((f) => f.skill.name);
    expect(names('• Spark curiosity in young learners through hands-on projects')).not.toContain('Apache Spark');
    expect(names('• Spark\n• Hive')).toContain('Apache Spark');
    expect(names('Tools: Python, Spark, Airflow')).toContain('Apache Spark');
  });

  it('reads a language named in title case in a list as the acronym the text writes in capitals elsewhere', () => {
    const names = (text: string) => findSkills(text).map((f) => f.skill.name);
    expect(names('Liaised with the FDA and the ADA on product claims\nSkills\nClaims, Ada, Patents')).not.toContain('Ada');
    expect(names('Skills\nC, Ada, Fortran\nWrote avionics code in Ada')).toContain('Ada');
    expect(names('Skills: Go, Python\nLed the GO-LIVE support for 3 sites')).toContain('Go');
    // (nor is a standard's part before its number: "ISO/TS 16949")
    expect(names('Audited the plant to ISO/TS 16949 and ISO 14001')).not.toContain('TypeScript');
    expect(names('Skills: HTML/CSS, TS, Node')).toContain('TypeScript');
  });

  it('does not read job titles, places and verbs as tools: Director, New Jersey, "Act as…"', () => {
    const names = (text: string) => findSkills(text).map((f) => f.skill.name);
    expect(names('Director, Investment Sales\nOffices in Newark, New Jersey. Act as the main point of contact.')).toEqual([]);
    expect(names('Authored courses in Adobe Director and Adobe Captivate')).toEqual(expect.arrayContaining(['Adobe Director', 'Adobe Captivate']));
    expect(names('Adapted instructional materials for J&J trainees; co-authored with N. J. Szabo')).toEqual([]);
  });

  it('does not read "Logistic Regression" as logistics: a field ending in -ics is no plural', () => {
    const names = (text: string) => findSkills(text).map((f) => f.skill.name);
    expect(names('Models: Logistic Regression, Random Forest')).not.toContain('Logistics');
    expect(names('Managed logistics for 3 warehouses')).toContain('Logistics');
  });

  it('reads the end of a list of tools in capitals as a list, not a heading', () => {
    const r = parseResume(['Asha Rao', 'SKILLS', 'Python, TensorFlow, Keras,', 'NLP, GCP.', 'EXPERIENCE', 'Data Scientist, Kestrel Labs, 2019 - 2022'].join('\n'), NOW);
    expect(r.sections.map((x) => x.heading?.text).filter(Boolean)).toEqual(['SKILLS', 'EXPERIENCE']);
  });
});

describe('postings', () => {
  it('reads an associate degree, and not the firm\'s "Associates", as the degree asked', () => {
    expect(parsePosting('Litigation Associate\nAll Associates are on partnership track. 2+ years of litigation experience required.').degree).toBeUndefined();
    expect(parsePosting("Medical Assistant\nAn associate's degree in a health field is required.").degree).toEqual({ level: 1, text: "associate's" });
  });
});

describe('figures', () => {
  it('does not count a numeric date as a measured result, but counts the result beside it', () => {
    expect(figuresIn('10/2007 Bachelor Studies')).toEqual([]);
    expect(figuresIn('Joined on 12.03.2018 and cut costs by 35%')).toEqual(['35%']);
    // "24/7" has no year: it is no date (and, a schedule, no result either)
    expect(figuresIn('Supported users 24/7 across 3 sites')).toEqual(['3']);
    // …nor a day written with its month and year, nor the number of a list's item
    expect(figuresIn('Period: 7 Dec 2006 to 20th March 2007')).toEqual([]);
    expect(figuresIn('Joined Dec 7, 2006 and trained 12 staff')).toEqual(['12']);
    expect(figuresIn('1. Project Name Nabinagar thermal power')).toEqual([]);
    expect(figuresIn('2) Cut waste by 15%')).toEqual(['15%']);
    expect(figuresIn('Diagnosed issues for a top 25 retail company; ranked top 5 of 40 reps')).toEqual(['5', '40']);
    expect(figuresIn('Project Name: STC S/L project no 2065864; they are building 1 to building 11 in phase 2, of type 1 and type 2, for 300 families')).toEqual(['300']);
  });

  it('does not count a model or standard\'s number or a 24/7 schedule as a result, but counts what a verb did', () => {
    expect(figuresIn('Fueling of F-18, T-38, Boeing 737, E-2.')).toEqual([]);
    // a version is a model's number too, and "24*7" a schedule
    expect(figuresIn('Java 1.6, Ice faces 1.8.2, Ibatis 2.0, EJB 2.0, HTML; supported users 24*7 for 1,200 customers')).toEqual(['1,200']);
    expect(figuresIn('Upgraded the portal to the 8.1 version for 30 users')).toEqual(['30']);
    expect(figuresIn('Ranked #1 of 40 reps on order no 55123')).toEqual(['1', '40']);
    expect(figuresIn('Worked on Boeing 737 - 777 and Airbus 320. Kept the ISO 9002 Certified Quality System running 24/7.')).toEqual([]);
    expect(figuresIn('Trained 25 Nurses and raised NPS 10 points across 19 F/A-18 squadrons')).toEqual(['25', '10', '19']);
  });

  it("does not count a student's score as a result at work, but counts a teacher's raised marks", () => {
    for (const line of ['Graduated in 2014 with CGPA of 7.21', 'Scored 85% marks in HSC', 'Secured 92 percentile in CAT', 'Passed with GPA 3.8/4.0', 'Scored 78% in the board exams']) expect([line, resultFigure(line)]).toEqual([line, undefined]);
    expect(resultFigure('Raised pass marks by 12% for 40 students')).toBe('12%');
  });

  it('does not count how long someone worked or how big a place is as a result, but counts the years a result took', () => {
    for (const line of ['Having around 1.1+ Years of experience in development', '1 year experience as a Research assistant', 'Worked as a Senior AS400 developer of Movex/M3 ERP for 4 years.', 'Trail maintenance of the 160-acre campus'])
      expect([line, resultFigure(line)]).toEqual([line, undefined]);
    expect(resultFigure('Used relationship-building to more than double the sales in 2 years, while hiring a team')).toBe('2 years');
    expect(resultFigure('Rated top performer 10 years in a row.')).toBe('10 years');
    // a whole version is a name's ("IBOR 2.0"), not a figure, nor is its last digit
    expect(figuresIn('IBOR 2.0 is in production in AWS for 40 users')).toEqual(['40']);
    // …and a name before a decimal figure takes the whole figure or none of it ("Revenue 2.0 million" is no "0")
    expect(figuresIn('Revenue 2.0 million in the first year')).toEqual(['2.0']);
  });

  it('does not count a list number, a code run on after a hyphen or a contact line as a result, and quotes a rank without the word after it', () => {
    expect(figuresIn('• 1.Exterior and interior painting of villas')).toEqual([]);
    expect(figuresIn('8.day-to-day management of the site for 40 staff')).toEqual(['40']);
    expect(figuresIn('1 Analyze drawings and maps for 3 projects')).toEqual(['3']);
    expect(figuresIn('1 Undertaking feasibility studies for 4 sites')).toEqual(['4']);
    expect(resultFigure('Northwind Plant, Phase II, Pune -411001, Maharashtra')).toBeUndefined();
    expect(resultFigure('Paper accepted by the journal (IJXR-20656)')).toBeUndefined();
    expect(resultFigure('Served over 20000 military and civilian personnel')).toBe('20000 military');
    expect(resultFigure('Ranked in top 10 among 82 reps for 7 straight years')).toBe('10');
    expect(measuredLine('12 harbor way #100 springfield, Ohio, 45501 lee.park@example.com Cleaned 40 shelves')).toBe(false);
  });

  it("does not count a role header's phone, street address, salary or hours as a result, but counts money saved", () => {
    expect(figuresIn('4901 Harbor Creek Road P: 817.555.0150 May contact Fort Worth, Texas 76119 40 hrs/w, $55,000/yr Duties: Responsible for the')).toEqual([]);
    expect(figuresIn('Salary: $45,000, 40 hours per week')).toEqual([]);
    expect(figuresIn('Galley Steward (305) 555-010 reference')).toEqual([]);
    expect(figuresIn('Cut costs by $26,000 a year and raised pay for 40 staff by 5%')).toEqual(['$26,000', '40', '5%']);
  });

  it('does not count an apostrophe year, a 24-hour schedule, a list of model numbers or the number in a name ("Office 365", "401k"), and reads a money range whole', () => {
    expect(figuresIn("Aug'07- Dec'08 Auto World Co. Sep' 2K- Sep'01 Digital Computers; joined in '03")).toEqual([]);
    expect(figuresIn('Executive Assistant- 03/08 to 02/13; Office Lead 3/13 - Present, served 3/4 of the staff')).toEqual(['3', '4']);
    expect(figuresIn('Directed care across a 24 hour schedule for 30 beds; cut turnaround to 24 hours')).toEqual(['30', '24 hours']);
    expect(figuresIn('Flew citation 2,3,7 for 1,200 hours')).toEqual(['1,200 hours']);
    expect(figuresIn('Responsible for an annual range of $1-3M in new business')).toEqual(['$1-3M']);
    expect(figuresIn('Provided tier 2 - 3 level support for 400 users; led the Office 365 migration and ISO 14001 audits for 12 sites')).toEqual(['400', '12']);
    expect(figuresIn('Ran 401k enrolment and a 360 degrees feedback exercise for 35 managers')).toEqual(['35']);
  });
});

describe('career progression', () => {
  it('compares the first and last titles it could rank, never a role with no title', () => {
    const resume = ['Dana Reyes', 'Experience', 'Jan 2020 - Present', 'Harbor Freight Lines', '• Loaded 30 trucks a day', 'Shift Supervisor, Acme Foods, 2015 - 2019', '• Ran a crew of 12', 'Warehouse Associate, Acme Foods, 2012 - 2015', '• Picked 200 orders a shift'].join('\n');
    const facts = careerFacts(parseResume(resume, NOW));
    expect(facts).toMatchObject({ progression: 'up', firstTitle: 'Warehouse Associate', lastTitle: 'Shift Supervisor' });
  });
});

describe('role headers', () => {
  it('reads the titles of HR, care and trade roles, and no employer from an anonymised export\'s placeholders', () => {
    const roles = parseResume(['Dana Reyes', 'Experience', 'HR Generalist Sep 2014 to Current', 'Company Name - City , State', '• Hired 40 staff a year', 'Home Health Aide Jan 2010 to Aug 2014', 'Company Name City , State', '• Cared for 6 clients a week', 'Flight Attendant Mar 2005 to Dec 2009', 'Company Name City , State', '• Served 200 passengers a flight', '01/2001 to 01/2005', 'Aviation Electronics Technician Company Name', '• Repaired 30 radar units', 'Key Holder Jan 1999 to Dec 2000', 'Company Name City , State', '• Opened the store 5 days a week'].join('\n'), NOW).roles;
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['HR Generalist', undefined],
      ['Home Health Aide', undefined],
      ['Flight Attendant', undefined],
      ['Aviation Electronics Technician', undefined],
      ['Key Holder', undefined],
    ]);
  });

  it('reads no role from a dated degree line the page ran into the experience, and no employer from it', () => {
    const text = ['Asha Rao', 'Work Experience', 'Network Engineer - Capita', 'Jan 2015 to Present', '• Ran 3 data centres for 12 clients', 'Knowledge of ITIL process.Education Details', 'July 2004 to February 2006 Higher Secondary Certificate Science Pune, Maharashtra Sinhgad College', 'September 2006 to August 2011 Bachelor of Engineering (BE) Electronics Pune, Maharashtra Harbor College of Engineering'].join('\n');
    expect(parseResume(text, NOW).roles.map((r) => r.company)).toEqual(['Capita']);
  });

  it('reads a date range a left column stacked over lines as the role\'s range', () => {
    const roles = parseResume(
      ['Dana Reyes', 'Experience', 'October 2010', 'to', 'Current', 'Training Specialist, Harbor Equipment', '• Trained 40 operators a year', 'May 2004 –', 'September 2010', 'Delivery Driver, Acme Foods', '• Drove 120 miles a day', 'June 2001', '- April 2004', 'Carpenter, Northgate Homes', '• Framed 30 houses'].join('\n'),
      NOW,
    ).roles;
    expect(roles.map((r) => [r.range?.text, r.company])).toEqual([
      ['October 2010 to Current', 'Harbor Equipment'],
      ['May 2004 – September 2010', 'Acme Foods'],
      ['June 2001 - April 2004', 'Northgate Homes'],
    ]);
  });

  it('reads a bracket that qualifies the post ("Contract") or grades the title ("Cook III") as no employer', () => {
    const role = (header: string) => parseResume(['Experience', header, '• Served 200 guests a night'].join('\n'), NOW).roles[0];
    expect(role('Lead Cook (Cook III) 06/2012 to Current Harbor Grill, Denver, CO')).toMatchObject({ title: 'Lead Cook', company: 'Harbor Grill' });
    expect(role('Software Engineer (Contract) - Acme Labs, 2019 - 2021')).toMatchObject({ title: 'Software Engineer', company: 'Acme Labs' });
    expect(role('Data Analyst (Acme Corporation) 2019 - 2021')).toMatchObject({ title: 'Data Analyst', company: 'Acme Corporation' });
  });
});

describe('role headers a page without bullet marks leaves', () => {
  // the bullets' glyphs were drawn, not written: every line of the role is plain text
  const unmarked = [
    'Jordan Lee',
    'WORK EXPERIENCE',
    'Platform Engineer',
    'Harbor Systems',
    'January 2019 - current / Denver, CO',
    'Automated nightly builds to speed up',
    'releases by 40%',
    'Presented quarterly findings to 6 stakeholders and',
    '3 senior managers',
    'Helped 12 other Junior developers on the team with',
    'build issues',
    'Cloud Engineer Level 1',
    'Northgate Payments Inc.',
    'June 2016 - January 2019 / Denver, CO',
    'Ran the on-call rota for 4 services',
  ].join('\n');

  it('never heads a role with the rest of a wrapped sentence or a past action, and reads "Inc." as a name\'s end', () => {
    const roles = parseResume(unmarked, NOW).roles;
    expect(roles.map((r) => [r.title, r.company, r.range?.text, r.statements.length])).toEqual([
      ['Platform Engineer', 'Harbor Systems', 'January 2019 - current', 3],
      ['Cloud Engineer Level 1', 'Northgate Payments Inc.', 'June 2016 - January 2019', 1],
    ]);
    // each bullet the page wrapped is one statement, counted and quoted whole
    expect(roles[0].statements.map((l) => l.content)).toEqual([
      'Automated nightly builds to speed up releases by 40%',
      'Presented quarterly findings to 6 stakeholders and 3 senior managers',
      'Helped 12 other Junior developers on the team with build issues',
    ]);
  });

  it('never takes a duty in the present for a header line or a new role, nor a field for a duty', () => {
    const roles = parseResume(
      [
        'Experience',
        '2016 / 09 Fullstack Javascript Engineer University of Northfield',
        'Invent a realtime classroom app using Meteor and React',
        'Design software architecture and leading development',
        'Beauty Advisor 2012 - 2016',
        'Sold skin care to 40 clients a month',
        'Recruit new beauty advisors for the team',
        '2010 - 2012',
        'Engineering and Quality Technician, Harbor Fab',
        'Tested 30 wafers a shift',
      ].join('\n'),
      NOW,
    ).roles;
    expect(roles.map((r) => [r.title, r.company, r.statements.length])).toEqual([
      ['Fullstack Javascript Engineer', 'University of Northfield', 2],
      ['Beauty Advisor', undefined, 2],
      ['Engineering and Quality Technician', 'Harbor Fab', 1],
    ]);
  });

  it('reads the line under a bullet that ran to the page\'s edge as its rest, though it opens with a capital', () => {
    const role = parseResume(
      ['Experience', 'IT Technician, Windrow Schools, 2011 - 2014', '• Installed and updated over 10,000 computer hardware systems across the Windrow', 'School District', '• Traveled on call to 12 schools', 'Fixed 30 printers'].join('\n'),
      NOW,
    ).roles[0];
    expect(role.statements.map((l) => l.content)).toEqual([
      'Installed and updated over 10,000 computer hardware systems across the Windrow School District',
      'Traveled on call to 12 schools',
      'Fixed 30 printers',
    ]);
  });

  it('reads two month-year dates side by side as a range whose dash the page drew', () => {
    const role = (header: string) => parseResume(['Experience', header, '• Built 3 games'].join('\n'), NOW).roles[0];
    expect(role('Game Developer Intern at Northgate Studio Jan. 2013 Feb. 2013')).toMatchObject({ title: 'Game Developer Intern', company: 'Northgate Studio', range: { text: 'Jan. 2013 Feb. 2013' } });
    // a grade after the title is the title's
    expect(role('Claims Analyst II Acme Corporation 2015 - 2019')).toMatchObject({ title: 'Claims Analyst II', company: 'Acme Corporation' });
    // an advocate is one with a kind ("Customer Advocate"); a name that opens on the word is no title
    expect(role('Customer Advocate 2015 - 2019 Harbor Bank')).toMatchObject({ title: 'Customer Advocate', company: 'Harbor Bank' });
    expect(ROLE_WORDS_RE.test('Advocate Harbor Medical Center')).toBe(false);
    // a first bullet a scrape ran into the header line is no employer
    expect(role('Fitness Director 2003 - 2004 Acme Gym * Developed 38 programs')).toMatchObject({ title: 'Fitness Director', company: 'Acme Gym' });
    // a later date first is two events, not a range
    expect(role('Game Developer Intern at Northgate Studio Feb. 2014 Jan. 2013').range).toBeUndefined();
  });

  it('reads a title set on its own line above the dates of an anonymised export, and no unit or sentence as the employer', () => {
    const roles = parseResume(
      [
        'Experience',
        'Exercise Physiologist',
        'August 2016 to Current Company Name , City , State',
        'Designed cardiac rehab programs for 40 patients a month',
        'Personal Banker',
        'July 2013 to June 2016 Company Name , City , State',
        'Opened 25 accounts a month',
        'Patient Access Rep',
        '03/2010 to 06/2013',
        'Responsible for obtaining complete and accurate demographic',
        'information from 60 patients a day',
        'Company Name February 2005 to January 2010 Chief, Accounts Payable Branch',
        'City , State',
        'Ran a branch of 120 employees',
        'Senior Client Advocate II Company Name , City , State',
        '12/2002 to 12/2004',
        'Resolved 30 member appeals a week',
      ].join('\n'),
      NOW,
    ).roles;
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Exercise Physiologist', undefined],
      ['Personal Banker', undefined],
      ['Patient Access Rep', undefined],
      ['Chief', undefined],
      ['Senior Client Advocate II', undefined],
    ]);
  });
});

describe('statements', () => {
  it('does not take a degree under a joint "Experience and Education" heading for a bullet about the work', () => {
    const resume = ['Dana Reyes', 'EXPERIENCE AND EDUCATION', '03/2012 - 05/2016 Analyst, Acme Labs', '• Built churn models for 12 retail clients', '• Led the data team', '10/2007 Bachelor Studies'].join('\n');
    expect(parseResume(resume, NOW).statements.map((l) => l.content)).toEqual(['Built churn models for 12 retail clients', 'Led the data team']);
  });

  it('does not take a timeline\'s dated event for a bullet ("5/2009 Semester Abroad")', () => {
    const resume = ['Dana Reyes', 'EXPERIENCE AND EDUCATION', '03/2012 - 05/2016 Analyst, Acme Labs', '• Built churn models for 12 retail clients', '5/2009 Semester Abroad', '2016 Startup Weekend'].join('\n');
    expect(parseResume(resume, NOW).statements.map((l) => l.content)).toEqual(['Built churn models for 12 retail clients']);
  });

  it('does not take the label over a role\'s bullets for a bullet ("Duties and Responsibilities;")', () => {
    const resume = ['Dana Reyes', 'Experience', 'Store Manager, Acme Foods, 2015 - 2020', 'Duties and Responsibilities;', '• Ran a crew of 12', '• Cut waste by 10%'].join('\n');
    expect(parseResume(resume, NOW).statements.map((l) => l.content)).toEqual(['Ran a crew of 12', 'Cut waste by 10%']);
  });

  it('does not read a degree as an expert claim, nor a code with a leading zero as a result', () => {
    expect(EXPERT_CLAIM_RE.test('Master of Arts : International Studies Oxford Brookes University')).toBe(false);
    expect(EXPERT_CLAIM_RE.test('A master of negotiation')).toBe(true);
    expect(figuresIn('Served in 0331 MOS for 4 years')).toEqual(['4']);
  });
});

describe('action verbs', () => {
  it('does not count a label or a heading as a bullet opening with an action verb', () => {
    expect(opensWithActionVerb('Brief: built churn models for retail clients')).toBe(false);
    expect(opensWithActionVerb('Design Summary of the substation project')).toBe(false);
    expect(opensWithActionVerb('Designed the substation layout')).toBe(true);
    expect(opensWithActionVerb('Design and build dashboards')).toBe(true);
  });
});

describe('resume analysis wording', () => {
  const resume = [
    'Dana Lee',
    'dana@example.com | (555) 010-2000 | Austin, TX',
    '',
    'EXPERIENCE',
    'Backend Engineer, Acme Pay',
    'Jan 2020 – Present',
    '• Led a team of 4 engineers to rebuild the billing service in Go',
    '• Cut p95 latency by 35% with a Redis cache',
    '',
    'SKILLS',
    'Go, Redis, PostgreSQL',
  ].join('\n');

  it('takes no pay for a measured result ("Working. ( salary - 12k)" is what the job paid), nor what the employer is', async () => {
    const paid = ['Ravi Kumar', 'Experience', 'Support Engineer, Harbor Soft, 2019 - 2023', '• Working. ( salary - 12k)', '• Cut ticket backlog by 35% in 6 months'].join('\n');
    const out = await engine().analyzeResume({ resumeText: paid });
    expect([...out.strengths, ...out.recommendations].join('\n')).not.toMatch(/salary|12k/);
    expect(out.recommendations.join('\n')).toMatch(/how "35%" was measured/);
    // …nor is what the employer is, said of it by name
    const described = ['Ravi Kumar', 'Experience', 'Writer, Harbor Magazine, 2019 - 2023', '• Harbor Magazine was the definitive voice of music, with an editorial team of over 20 years', '• Cut ticket backlog by 35% in 6 months'].join('\n');
    expect((await engine().analyzeResume({ resumeText: described })).strengths.join('\n')).not.toMatch(/definitive voice/);
  });

  it('counts no school grade as a measured result, nor a bullet whose only figures are grades', async () => {
    const teacher = ['Ravi Kumar', 'Experience', 'Art Teacher, Harbor School, 2019 - 2023', '• Designed daily lesson plans for grades 1-8 based on state standards', '• Ran the art club'].join('\n');
    const out = await engine().analyzeResume({ resumeText: teacher });
    expect(out.strengths.join('\n')).not.toMatch(/Measured result/);
    expect(out.scoreEvidence.achievementImpactScore.join('\n')).toMatch(/0 of 2 bullets quantify a result/);
  });

  it('does not ask how a team size was measured, and names the result instead', async () => {
    const out = await engine().analyzeResume({ resumeText: resume });
    const focus = out.recommendations.filter((r) => r.startsWith('Interview focus'));
    expect(focus.join('\n')).not.toMatch(/how "4" was measured/);
    expect(focus.join('\n')).toMatch(/how "35%" was measured/);
    expect(resultFigure('Led a team of 4 engineers')).toBeUndefined();
    // (a school grade is no result either, nor a range of them)
    expect(resultFigure('Designed daily lesson plans for grades 1-8 based on state standards')).toBeUndefined();
    expect(resultFigure('Raised grades by 20%')).toBe('20%');
    // an audience or a territory is a count, not a result to ask about
    expect(resultFigure('Presented findings to 6 stakeholders and 3 senior managers')).toBeUndefined();
    expect(resultFigure('Oversee disaster services for 18 counties')).toBeUndefined();
    // …and so is an age or a tenure ("a 30 year family owned restaurant", "12 years of experience")
    expect(resultFigure('Advanced 30 year family owned restaurant to a thriving business')).toBeUndefined();
    expect(resultFigure('Brought 12 years of experience in retail banking')).toBeUndefined();
    expect(resultFigure('Grew sales 3 years in a row')).toBe('3 years');
    expect(resultFigure('Achieved an overall 5 star rating on Yelp in the first year')).toBe('5 star rating');
    // …quoted up to the plural that names what was counted, never past a small word
    expect(resultFigure('Compiled and analyzed data on 2 learning management systems, 11 online programs')).toBe('2 learning management systems');
    expect(resultFigure('Supervised work crews of 3-5 men while supporting USAF aircraft')).toBe('5 men');
    expect(resultFigure('Won 3 regional sales contests')).toBe('3 regional sales contests');
    // a schedule is no figure ("24/7/365"), and finance's "mm" is millions
    expect(resultFigure('Clinical supervisor of 24/7/365 psychiatric crisis call center')).toBeUndefined();
    expect(resultFigure('Introduced the firm to 80 accounts with media budgets in excess of $4mm')).toBe('$4mm');
    // a product's versions are its name ("windows 7 & 10")
    expect(resultFigure('Maintaining & Management, windows 7 & 10 based network.')).toBeUndefined();
    expect(resultFigure('Cut costs by 35% in a year')).toBe('35%');
    expect(resultFigure('Rated 9 of 10 by the board')).toBe('9');
  });

  it('reads a product cased as its maker writes it as no claim, and names a role known by its dates once', async () => {
    const text = ['Dana Lee', 'dana@example.com', 'Experience', 'HR Specialist, Acme Foods, Jan 2015 - Dec 2019', '• Conducted training of Benefits eXpert for 30 staff', 'March 2020 to October 2020', '• Filed 40 claims a week'].join('\n');
    const out = await engine().analyzeResume({ resumeText: text });
    expect(out.scoreEvidence.authenticityScore.join('\n')).not.toMatch(/eXpert/);
    expect(out.scoreEvidence.experienceQualityScore).toContain('Short stint: March 2020 to October 2020');
    // …nor an employer's name on its label line
    const named = await engine().analyzeResume({ resumeText: ['Dana Lee', 'dana@example.com', 'Company Details', 'company - EXPERT CONSTRUCTION', 'description - Site Engineer', 'Supervised 4 crews on site'].join('\n') });
    expect(named.scoreEvidence.authenticityScore.join('\n')).not.toMatch(/EXPERT/);
  });

  it('names bullets pasted twice as one thing to fix', async () => {
    const role = ['• Reconciled vendor accounts for the regional office', '• Trained new clerks on the billing system'];
    const text = ['Dana Lee', 'dana@example.com', 'Experience', 'Clerk, Acme Foods, 2015 - 2017', ...role, 'Clerk, Acme Foods, 2017 - 2019', ...role].join('\n');
    const out = await engine().analyzeResume({ resumeText: text });
    const repeats = out.scoreEvidence.authenticityScore.filter((e) => /repeated word for word/.test(e));
    expect(repeats).toEqual(['2 bullets repeated word for word, the first at lines 5 and 8']);
    // …and a measured result pasted twice is asked about once
    const measured = ['• Cut the billing backlog by 40% in a quarter', '• Trained new clerks on the billing system'];
    const twice = await engine().analyzeResume({ resumeText: ['Dana Lee', 'dana@example.com', 'Experience', 'Clerk, Acme Foods, 2015 - 2017', ...measured, 'Clerk, Acme Foods, 2017 - 2019', ...measured].join('\n') });
    expect(twice.recommendations.filter((r) => r.includes('"40%" was measured'))).toHaveLength(1);
  });

  it('counts Go as shown in a role when a bullet names it', async () => {
    const out = await engine().analyzeResume({ resumeText: resume });
    expect(out.scoreEvidence.technicalSkillsScore.join('\n')).not.toMatch(/not shown in any role: .*\bGo\b/);
    expect(out.scoreEvidence.technicalSkillsScore.join('\n')).toMatch(/Used in role bullets: .*\bGo\b/);
  });
});

describe('names and roles in the layouts templates produce', () => {
  it('heads a role with a long line its dates end, and reads the employer in brackets', () => {
    const text = [
      'Lena Vogt',
      'lena@example.com',
      'Experience',
      'Field Service Technician - Northgate Elevators 2019 - present',
      '· Serviced hydraulic and traction lifts across the district',
      'Maintenance Planner for hospital buildings and outpatient clinics - Riverside Health Trust Leeds 2015 - 2019',
      '· Planned preventive maintenance for 12 sites',
      'Apprentice Electrician (Brightline Electrical Services) 2012 - 2015',
    ].join('\n');
    const roles = parseResume(text, NOW).roles;
    expect(roles.map((r) => r.company)).toEqual(['Northgate Elevators', 'Riverside Health Trust Leeds', 'Brightline Electrical Services']);
    expect(roles[1]).toMatchObject({ title: 'Maintenance Planner for hospital buildings and outpatient clinics', startMonth: 2015 * 12, endMonth: 2019 * 12 + 11 });
  });

  it('reads dated role lines set before any heading (a rows layout whose headings come after their rows)', () => {
    const text = [
      'Lena Vogt · lena@example.com',
      'Lena Vogt Resume',
      'Stack: Python, SQL',
      'Data Engineer (Harbor Freight Lines) 2020 - now',
      'Built the nightly load of 40 tables',
      'Analyst (Crumb & Co Bakeries) 2017 - 2020',
      'Reported weekly sales',
      'Intern (Northgate Elevators) 2016 - 2017',
      'Experience',
      'Education',
    ].join('\n');
    expect(parseResume(text, NOW).roles.map((r) => r.company)).toEqual(['Harbor Freight Lines', 'Crumb & Co Bakeries', 'Northgate Elevators']);
  });

  it.each([
    ['a page number and a "Last updated" line above it', '2\nLast Updated on 3rd May 2024\nPriya Raman\npriya@example.com', 'Priya Raman'],
    ['a title glued to it', 'Arjun MehtaSOFTWARE ENGINEER · PYTHON DEVELOPER\narjun@example.com', 'Arjun Mehta'],
    ['a title glued in mixed case', 'Mina ChoDevOps Engineer · Architect\nmina@example.com', 'Mina Cho'],
    ['"Resume" after it', 'Lena Vogt ResumeConsultant and Developer\nlena@example.com', 'Lena Vogt'],
    ['a middle initial', 'Claire D. Moss | claire@example.com', 'Claire D. Moss'],
    ['a Mc surname', 'Ronald McDonald\nronald@example.com', 'Ronald McDonald'],
    ['capitals with a middle initial and a credential', 'TANYA R. BELL, CPA\nDayton, OH | (937) 555-0134', 'TANYA R. BELL'],
    ['letters spaced and words apart by wider gaps', 'M A R I A   G O N Z A L E Z\nStore Manager', 'MARIA GONZALEZ'],
    ['letters spaced with no gap, split where the e-mail spells the last name', 'P R I Y A N K A S H A R M A\npsharma@example.com', 'PRIYANKA SHARMA'],
    ['contact details on its own line, no separator', 'Kwame Mensah-Boateng kwame@example.com (937) 555-0134', 'Kwame Mensah-Boateng'],
    ['the contact line above it', 'Dayton, OH 45402 (937) 555-0134 maria@example.com\nMARIA GONZALEZ', 'MARIA GONZALEZ'],
    ['name particles', 'Carlos de la Cruz\ncarlos@example.com', 'Carlos de la Cruz'],
    ['a "Name:" label', 'Name: Priya Raman\nEmail: priya@example.com', 'Priya Raman'],
    ['"CURRICULUM VITAE" above it', 'CURRICULUM VITAE\nSANDEEP KUMAR\nsandeep@example.com', 'SANDEEP KUMAR'],
    ['a surname that is also a word', 'Ravi Young\nravi@example.com', 'Ravi Young'],
    ['a surname that is also a tool', 'Sarah Jenkins\nsarah@example.com', 'Sarah Jenkins'],
    ['a pasted LinkedIn page that writes it twice', 'Rahul VermaRahul Verma\nHe/Him\nStore Manager at Brightway Foods', 'Rahul Verma'],
    ['small capitals, which extract with the first letter apart', 'J ANE O KAFOR\nStaff Nurse\njane@example.com', 'JANE OKAFOR'],
    ['wide gaps between the words of a centred name', 'JANE        OKAFOR\nStaff Nurse\njane@example.com', 'JANE OKAFOR'],
    ['labelled contact details after it on its line', 'Jane Okafor Email: jane@example.com Phone: (555) 010-7788', 'Jane Okafor'],
    ['the surname in capitals', 'Marie-Claire DUPONT\nIngénieure logiciel\nmarie@example.com', 'Marie-Claire DUPONT'],
    ['first and last name stacked on two lines', 'JANE\nOKAFOR\nStaff Nurse\njane@example.com', 'JANE OKAFOR'],
    ['one word, a surname, heading the page over the title', 'OKAFOR\nStaff Nurse\njane@example.com', 'OKAFOR'],
    ["one word, a profile's handle, heading the page over the contact line", 'Jane77\njane@example.com', 'Jane77'],
    ['two surnames that are also trades, the first a given name', 'Mason Cook\nCarpenter\nmason@example.com', 'Mason Cook'],
  ])('finds the name with %s', (_, text, name) => {
    expect(parseResume(text, NOW).contact.name).toBe(name);
  });

  it.each([
    ['a title whose words are all job-title words', 'FOOD SERVER\nProfessional Summary\nServed 200 guests a night.'],
    ['a title over a second one', 'ENGINEERING LAB TECHNICIAN, Sr. Specialist\nCareer Focus'],
    ['a bulleted line', '• Optimistic Thinking\n• Team work'],
    ['a labelled field', 'Client: Glaxo Smith Kline (GSK), Nashik\nRole: Developer'],
    ['a field label without its colon', 'Client Asha Dairies, Pali\nType of Project: Networking'],
    ['the subject of a sentence', 'Glaxo Smith Kline (GSK) is a British pharmaceutical company'],
    ['a place before its region and post code', 'San Diego, CA 92123 Accomplishments'],
    ['an organisation before its kind', 'Phi Beta Sigma Fraternity, Inc. Alpha Chapter'],
    ['a dated line at the top', 'Zorblat Kestrel 2015 - 2019\nSummary'],
    ['a line under a heading beside an anonymised place line', 'Experience\nZorblat Kestrel\nCompany Name , City , State'],
    ['a list of tools', 'Hyperion Workspace, Planning, Essbase, Hyperion Financial Management'],
    ['a title naming a technology', 'DOT NET Developer\nSkill Details'],
    ['a title with a misspelt word', 'AIRCRAFT HYDRAULICS JOURNYMAN\nSummary\nSeeking a position as a stocker.'],
    ['a referee under the references', 'Summary\nCaring nurse for 9 years.\nReferences\nCatherine Novak\nNurse Manager, Lakeside Medical Center'],
    ['a firm whose kind runs into its place, beside a contact line', 'Summary\nStocker.\nAccomplishments\n12 Main St Dayton OH 45402 (937) 555-0134 me@example.com\nKELLERMEYER BERGENSONS SERVICES, Maumee, OH.\nCrew Member'],
  ])('does not take %s for a name', (_, text) => {
    expect(parseResume(text, NOW).contact.name).toBeUndefined();
  });

  it('does not take a job title or a heading for a name', () => {
    expect(parseResume('Senior Software Engineer\njane@example.com', NOW).contact.name).toBeUndefined();
    expect(parseResume('PROFESSIONAL SUMMARY\nLed teams.', NOW).contact.name).toBeUndefined();
    for (const top of ['ACCOUNT EXECUTIVE\nSummary\nExceptional Sales Professional who consistently achieves objectives.', 'Customer Service\nHighly motivated', 'Good Communication Skills\nTeamwork', 'Last Active: 2 days ago\npriya@example.com', 'Microsoft Office Specialist\nExcel', 'New York, NY\nmaria@example.com', 'Brightway Foods\nDayton, OH', 'Msc Computer Science\nPune University'])
      expect(parseResume(top, NOW).contact.name).toBeUndefined();
    // one word is not surely a name: a title in capitals over the summary ("KEYHOLDER") stays out, and one heading
    // the page counts only over a title or contact line, and when it is not a firm, place, skill or heading
    expect(parseResume('KEYHOLDER\nSummary\nCreative professional with expertise in visual merchandising.', NOW).contact.name).toBeUndefined();
    for (const top of ['OKAFOR\nSummary\nLed a ward.', 'Microsoft\nSoftware Engineer', 'Python\nDeveloper', 'Summary\nSoftware Engineer', 'Chicago\njane@example.com', 'Experienced\nData Analyst'])
      expect(parseResume(top, NOW).contact.name).toBeUndefined();
  });

  it('reads a role whose line opens with its dates however long, a volunteer role, and a dated place line', () => {
    const text = [
      'Jan Novak',
      'jan@example.com',
      'EXPERIENCE',
      '2014 - 2016 IT Consultant for document management and workflow projects at Brightline GmbH Bremen',
      'Realised projects for insurance clients',
      'VOLUNTEER EXPERIENCE',
      'Harbor Food Bank, Bremen, DE June 2012 – Present',
      'Volunteer',
      '• Sorted donations every Saturday',
      'City Pool, Bremen, DE Summer 2013, 2014',
      'Volunteer Swim Coach',
      '• Taught classes of up to 15 children',
    ].join('\n');
    const r = parseResume(text, NOW);
    expect(r.roles.map((x) => x.header[0].text.slice(0, 18))).toEqual(['2014 - 2016 IT Con', 'Harbor Food Bank, ', 'City Pool, Bremen,']);
    expect(r.roles[1].title).toBe('Volunteer');
  });

  it("reads a LinkedIn profile saved as PDF: each field written twice runs together, and a logo's alternative text heads each employer", () => {
    const text = [
      'Lena Okafor',
      'Experience',
      'Harborline Foods logo',
      'Senior Quality EngineerSenior Quality Engineer',
      'Harborline Foods · Full-timeHarborline Foods · Full-time',
      'Mar 2019 - Present · 5 yrsMar 2019 to Present · 5 yrs',
      '• Cut line defects by 30% with a new inspection plan',
    ].join('\n');
    const r = parseResume(text, NOW);
    expect(r.roles[0]).toMatchObject({ title: 'Senior Quality Engineer', company: 'Harborline Foods', current: true });
    // a name said twice with a space between, or a word repeated, is left alone
    expect(undoubled('Walla Walla Community College')).toBe('Walla Walla Community College');
    expect(undoubled('Sales and Sales Operations')).toBe('Sales and Sales Operations');
  });

  it('reads a title and its employer written with no mark between them, and never a sentence for either', () => {
    const text = [
      'Jan Novak',
      'EXPERIENCE',
      'Fullstack Javascript Engineer University of Bremen, 2016/09 - now',
      'Built a classroom management tool in Meteor and React, adopted by twelve schools',
      'Research Associate / Software Development Institute of Digital Media, 2012 - 2014',
      'Ran the lab’s build servers',
      'Scientific Employee, 2010 - 2012',
      'Invented an assessment framework, targeting industrial trainees',
      'Research Engineer, 2008 - 2010',
      'Realized an online diagnosis platform',
    ].join('\n');
    const [first, second, third, fourth] = parseResume(text, NOW).roles;
    expect(first).toMatchObject({ title: 'Fullstack Javascript Engineer', company: 'University of Bremen', current: true });
    expect(second).toMatchObject({ title: 'Research Associate', company: 'Software Development Institute of Digital Media' });
    expect(third.title).not.toBe('targeting industrial trainees');
    expect(fourth).toMatchObject({ title: 'Research Engineer', company: undefined });
  });

  it('reads the location from the contact lines, not from a degree line near the top', () => {
    expect(parseResume('Education Details\nJune 2014 to June 2018 BE Mechanical Engineering Pune, Maharashtra Pune University\nSkill Details', NOW).contact.location).toBeUndefined();
    expect(parseResume('Jane Okafor\nPune, Maharashtra\njane@example.com', NOW).contact.location).toBe('Pune, Maharashtra');
    expect(parseResume('Lead Accountant\nSkills\nQuickBooks, Peachtree, Excel', NOW).contact.location).toBeUndefined();
  });

  it("does not take a table's column names for a title or an employer", () => {
    const text = ['Jan Novak', 'EXPERIENCE', 'Organization        Designation         Duration', 'company - Tech Mahindra', 'description - Pune', 'Duration       Oct 2017- Till Date', '', 'Project Description', '• Wrote automation test scripts'].join('\n');
    for (const role of parseResume(text, NOW).roles) for (const field of ['Duration', 'Project Description']) expect([role.title, role.company]).not.toContain(field);
  });

  it('does not take the place a role was in for its employer', () => {
    for (const place of ['Denver, Colorado', 'Mountain View, CA & Ithaca, NY', 'Orlando, Florida, United States']) {
      const r = parseResume(['Lena Okafor', 'Experience', 'Site Reliability Engineer', place, '05/2019 - 01/2022', '• Ran the on-call rotation'].join('\n'), NOW);
      expect(r.roles[0].title).toBe('Site Reliability Engineer');
      expect(r.roles[0].company).toBeUndefined();
    }
    expect(parseResume(['Lena Okafor', 'Experience', 'Site Reliability Engineer', 'Red Hat, Denver, CO', '05/2019 - 01/2022'].join('\n'), NOW).roles[0].company).toBe('Red Hat');
  });

  it('lists the skills of a labelled line outside the skills section ("Tech: …")', () => {
    const r = parseResume('Jan Novak\nStatus: M.Sc. Digital Media\nTech: Meteor, Javascript, Bootstrap\nEXPERIENCE\nDeveloper, Acme\n2019 - 2021', NOW);
    expect(r.listedSkills).toEqual(expect.arrayContaining(['Meteor', 'Javascript', 'Bootstrap']));
  });
});

describe('text as PDFs and exports mangle it', () => {
  it('puts back UTF-8 that was read as Windows-1252, and leaves real accents alone', () => {
    const r = parseResume(['Ravi Kumar', 'EXPERIENCE', 'Site Engineer â€“ Harbor Build Co', 'Aug 2019 - Jul 2021', 'â€¢ Supervised concrete works for the Ã©cole'].join('\n'), NOW);
    expect(r.roles[0]).toMatchObject({ title: 'Site Engineer', company: 'Harbor Build Co' });
    expect(r.text).toContain('• Supervised concrete works for the école');
    expect(undoMojibake('café–bar, Zoë Ångström, naïve, £5')).toBe('café–bar, Zoë Ångström, naïve, £5');
    expect(undoMojibake('resumÃ©… and Â£5')).toBe('resumé… and £5');
  });

  it('joins a broken word, keeps a compound and leaves a date range or a capitalised part alone', () => {
    const text = ['Jan Novak', 'EXPERIENCE', 'Developer, Acme, 2015-', 'Present', '• Built realtime dashboards in Kuber-', 'netes for cross-', 'functional teams, look-', 'ing after Microsoft-', 'Word macros'].join('\n');
    expect(joinBrokenWords(text).split('\n').slice(3)).toEqual(['Present', '• Built realtime dashboards in Kubernetes', 'for cross-functional', 'teams, looking', 'after Microsoft-', 'Word macros']);
    expect(findSkills(parseResume(text, NOW).text).map((f) => f.skill.name)).toContain('Kubernetes');
    expect(parseResume(text, NOW).roles[0]).toMatchObject({ title: 'Developer', company: 'Acme' });
  });
});

describe('white space pasted in bulk', () => {
  const plain = oneColumn((from, to) => `${from} - ${to}`);
  // The same résumé with 50,000 spaces after the contact line and 20,000 blank lines before its skills.
  const padded = plain.replace('Pune, MH\n', `Pune, MH${' '.repeat(50_000)}\n`).replace('\nSKILLS', `${'\n'.repeat(20_000)}SKILLS`);

  it('reads as the same résumé: runs of white space are cut to what a layout needs', async () => {
    expect(padded.length).toBeGreaterThan(plain.length + 69_000);
    const [alone, withPadding] = await Promise.all([engine().scanResume({ resumeText: plain }), engine().scanResume({ resumeText: padded })]);
    expect(withPadding.keywords).toEqual(alone.keywords);
    expect(withPadding.score).toBe(alone.score);
    const letter = await engine().coverLetter({ mode: 'standard', jobDescription: 'Site Engineer at Harbor Build Co', userExperience: padded } as never);
    expect(letter.coverLetter).toBe((await engine().coverLetter({ mode: 'standard', jobDescription: 'Site Engineer at Harbor Build Co', userExperience: plain } as never)).coverLetter);
  });

  it('keeps a gap of up to 100 spaces, as right-aligned dates and columns use', () => {
    expect(boundWhitespace(`Site Engineer${' '.repeat(100)}2016 - 2019`)).toBe(`Site Engineer${' '.repeat(100)}2016 - 2019`);
    expect(boundWhitespace(`Site Engineer${' '.repeat(5_000)}2016 - 2019`)).toBe(`Site Engineer${' '.repeat(100)}2016 - 2019`);
    expect(boundWhitespace('EXPERIENCE\n\n\n\n \n\t\nSKILLS')).toBe('EXPERIENCE\n\n\nSKILLS');
  });
});

describe('sentences', () => {
  it('ends no sentence after a title or a short form that never ends one', () => {
    expect(sentences('Brought sponsorship of Rs. 15,000 from Platinum Auto. Worked with Dr. Mehta on No. 4 unit. Used tools e.g. Jira. Done.')).toEqual([
      'Brought sponsorship of Rs. 15,000 from Platinum Auto.',
      'Worked with Dr. Mehta on No. 4 unit.',
      'Used tools e.g. Jira.',
      'Done.',
    ]);
    // a company's "Pvt." or "Co." before its legal form is no sentence's end; the legal form may end one
    expect(sentences('Interned at Harbor Automation Pvt. Ltd. for 6 months. Joined Harbor Co. Inc. in 2019. Serviced 30 U.S. Navy jets. Left Harbor Ltd. Then taught.')).toEqual([
      'Interned at Harbor Automation Pvt. Ltd. for 6 months.',
      'Joined Harbor Co. Inc. in 2019.',
      'Serviced 30 U.S. Navy jets.',
      'Left Harbor Ltd.',
      'Then taught.',
    ]);
    expect(sentences('Managed budgets. Limited overtime by 20%.')).toEqual(['Managed budgets.', 'Limited overtime by 20%.']);
  });
});

describe('answers remembered for text asked again', () => {
  it('computes once per text, keeps only the last few texts, and shares a frozen answer no caller can change', () => {
    const asked: string[] = [];
    const lengthOf = rememberedByText((text: string) => {
      asked.push(text);
      return [text.length];
    }, 2);
    expect(lengthOf('Cut costs by 35%')).toEqual([16]);
    expect(lengthOf('Cut costs by 35%')).toEqual([16]);
    expect(asked).toEqual(['Cut costs by 35%']);
    lengthOf('Led 4 engineers');
    lengthOf('Ran 3 clinics');
    // the oldest of three went (memory stays bounded whatever the input); the newer two are still known
    lengthOf('Led 4 engineers');
    lengthOf('Cut costs by 35%');
    expect(asked).toEqual(['Cut costs by 35%', 'Led 4 engineers', 'Ran 3 clinics', 'Cut costs by 35%']);
    expect(() => (lengthOf('Ran 3 clinics') as number[]).push(1)).toThrow(TypeError);
    // a text over the longest kept is answered each time, never kept
    const long = 'x'.repeat(2_001);
    lengthOf(long);
    lengthOf(long);
    expect(asked.filter((t) => t === long)).toHaveLength(2);
    expect(figuresIn('Cut costs by 35%')).toBe(figuresIn('Cut costs by 35%'));
  });
});
