// The LinkedIn headline and summary as blind readers judged them (tune part): a headline never claims the target role as
// the person's title, its skills are the trade the person claims (not a project's name, a social network or a word
// of the title again), and a short summary says the person's own specifics. Each résumé is made up for this test.
import { LinkedInRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

const profile = (currentProfile: string, targetRole: string, extra: { purposes?: ('Recruiter Visibility' | 'Hiring Manager Appeal' | 'Thought Leadership')[] } = {}) =>
  engine().linkedin(LinkedInRequest.parse({ currentProfile, targetRole, purposes: ['Recruiter Visibility'], ...extra }));

// the layout of a text export: the degree, the category, "Skill Details" with months, then "company - / description -"
const EXPORT = [
  'Education Details ',
  ' Msc Computer Science Nagpur, Maharashtra Riverside University',
  'Web Developer ',
  '',
  'Skill Details ',
  'Asp.Net,C#, HTML, CSS, SQL- Experience - 6 months',
  'Javascript- Experience - Less than 1 year months',
  'Company Details ',
  'company - ',
  'description - ',
].join('\n');

describe('a profile that names no title of its own', () => {
  it('claims no title: its degree comes first and the target role is what the person is open to', async () => {
    const out = await profile('Education Details\nLLB.   Riverside University\nAdvocate', 'Legal Associate');
    expect(out.headline).toBe('LLB, Riverside University | Open to Legal Associate Roles');
    expect(out.headline).not.toMatch(/^Legal Associate/);
  });

  it('says how long the export says the person used their skills, and the degree it writes in short', async () => {
    const out = await profile(EXPORT, 'Cloud Engineer');
    expect(out.summary).toContain('I have 6 months of hands-on experience with ASP.NET, C#, HTML, CSS and SQL.');
    expect(out.summary).toContain('I hold an MSc in Computer Science from Riverside University.');
    // ("Less than 1 year" is no length)
    expect(out.summary).not.toMatch(/less than|1 year/i);
  });

  it('reads no role as a skill ("Scrum master" in a list, "the scrum master takes the form")', async () => {
    const fresher = [
      'Education Details ',
      'June 2017 to June 2019 Mba Finance/hr India Riverside Institute',
      'Hr ',
      'Skill Details ',
      'Company Details ',
      'company - Northwind Labs',
      'description - The lead passes the request form on, then the scrum master takes the form and the scrum master gives it to a trainee',
      'KEY SKILLS: Scrum master, Tally',
    ].join('\n');
    const out = await profile(fresher, 'HR Manager', { purposes: ['Thought Leadership'] });
    expect(`${out.headline}\n${out.summary}`).not.toMatch(/scrum master/i);
    expect(out.headline).toMatch(/^MBA in Finance\/HR \|/);
  });

  it("names the courses a thin résumé lists with their length", async () => {
    const navy = ['Education Details', '', 'Skill Details', 'Company Details', 'company - Coastal Guard', 'description - ACADEMIA', '• Diploma in Electrical Engineering', '• Leadership Certificate Course\t\t-\t02 weeks', '• Safety Training\t\t-\t04 weeks'].join('\n');
    const out = await profile(navy, 'Electrical Technician');
    expect(out.summary).toContain('I completed a 2-week leadership certificate course and a 4-week safety training.');
    expect(out.headline).toMatch(/^Diploma in Electrical Engineering \|.* \| Open to Electrical Technician Roles$/);
  });
});

describe('headline skills are the trade the person claims', () => {
  it('puts the practice before the social networks a post goes out on', async () => {
    const director = [
      'COMMUNICATIONS DIRECTOR',
      'Skills',
      'Media relations',
      'Crisis communications',
      'Adobe Photoshop',
      'Facebook, YouTube, Twitter, Instagram, PowerPoint',
      'Work History',
      'Communications director, 09/2013 to Current',
      'Harbor Shelter Services – Springfield',
      'Led media relations for the agency and its 40 staff.',
      'Web site design and content/social media (Facebook, Twitter, YouTube, Pinterest).',
      'Wrote the crisis communications plan used in two floods.',
    ].join('\n');
    const out = await profile(director, 'Account Director');
    const skills = out.headline.split(' | ')[1].split(' · ');
    expect(skills).toEqual(expect.arrayContaining(['Media Relations', 'Crisis Communications']));
    expect(out.headline).not.toMatch(/Facebook|YouTube|Twitter|Pinterest/);
  });

  it("names no project's or team's name as a skill, nor a duty named once in a sentence", async () => {
    const tester = [
      'Test Engineer',
      'Experience',
      'Test Engineer, Northwind Telecom, 2017 - Present',
      'Skills: Selenium, JIRA, Scrum',
      'I worked for the Air Logistics Program of a telecom client. This project handles the whole logistics operation for the airline.',
      '• Worked in the CSI-CAM team that runs the central service interface',
      '• Working on call support during the weekend, and performing DR tests.',
      '• Wrote 300 Selenium test scripts for every new release',
      '• Ran the daily Scrum meetings with developers',
    ].join('\n');
    const out = await profile(tester, 'QA Lead');
    // (a statement may tell of the team; the headline and the skills the summary names are the person's own)
    const skillLine = out.summary.split('\n').find((l) => l.startsWith('I work with')) ?? '';
    expect(skillLine).toBe('I work with JIRA, Selenium and scrum.');
    expect(out.headline).not.toMatch(/\bCAM\b|logistics|on call/i);
    expect(out.headline).toMatch(/Selenium/);
  });

  it("names the trade's tools before the office suite everyone uses", async () => {
    const analyst = ['Data Analyst', 'Experience', 'Data Analyst, Lakeside Labs, 2020 - Present', '• Built 14 dashboards for the sales team', 'Skills', 'Microsoft Word, Microsoft Excel, Microsoft PowerPoint, Microsoft Outlook, MS Office, Python, MATLAB, HTML'].join('\n');
    const out = await profile(analyst, 'Data Scientist');
    expect(out.summary).toMatch(/I work with Python, MATLAB, HTML and /);
  });

  it('says a skill the title says once, and writes a product by its name', async () => {
    const associate = ['Senior Associate Business Development', 'Experience', 'Senior Associate Business Development, Lakeside Capital, 2019 - Present', '• Closed 12 business development deals with funding partners', '• Led business development for the commercial real estate desk', 'Skills', 'Microsoft- Word, QuickBooks'].join('\n');
    const out = await profile(associate, 'Sales Representative');
    expect(out.headline.match(/Business Development/g)).toHaveLength(1);
    expect(out.summary).toContain('Microsoft Word');
    expect(`${out.headline}\n${out.summary}`).not.toMatch(/Microsoft- ?[Ww]ord/);
  });

  it("lists the skills an export gives where the vocabulary knows none, not the college and the employer", async () => {
    const chain = [
      'Education Details ',
      'January 2014 to January 2017 Bachelor’s Degree Information Technology Pune, Maharashtra Riverside College of Engineering',
      'Blockchain Developer ',
      '',
      'Blockchain Developer - Harbor Ledger Pvt. Ltd',
      'Skill Details ',
      'Blockchain- Experience - 6 months',
      'Smart Contracts- Experience - 6 months',
      'DApps- Experience - 6 months',
      'Company Details ',
      'company - Harbor Ledger Pvt. Ltd.',
      'description - • Writing smart contracts, their APIs and documenting them.',
    ].join('\n');
    const out = await profile(chain, 'Software Engineer');
    expect(out.headline).toBe('Blockchain Developer | Smart Contracts · DApps');
  });

  it('names an employer without the city written after its legal form', async () => {
    const civil = ['Civil Engineer', 'Experience', 'Civil Engineer', 'company - Harbor Tile Decor LLC Dubai', 'description - • Prepared bills of quantities for 12 villas', '• Scheduled material deliveries for the site'].join('\n');
    const out = await profile(civil, 'Project Engineer');
    expect(out.summary).toContain('Civil Engineer at Harbor Tile Decor LLC.');
  });
});
