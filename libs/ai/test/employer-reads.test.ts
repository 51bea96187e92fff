// Wrong facts blind readers named on the tune part, at the résumé reader's cause, on lines written for this test: a title,
// a project's name, a client, a legend or a list of sites read as the employer; a heading read as a degree's field; an
// older role named the latest; the lines of an entry with no employer credited to the entry above.
import { parseResume } from '../src/local/read/resume-parser';
import { latestRole, resumeFacts } from '../src/local/read/resume-facts';
import { NOW } from './fixtures';

const companies = (text: string) => parseResume(text, NOW).roles.map((r) => r.company);
const employerOf = (text: string, words: string) => resumeFacts(text, NOW).statements.find((s) => s.text.includes(words))?.employer;
const DUTIES = ['· Built the booking service for the city library', '· Wrote the test plan for each release'];

describe('the employer the reader names', () => {
  it('takes the organisation of a "Title / Title - Organisation dates" line, not the title it could not read', () => {
    const text = ['Experience', 'Research Employee / Software Development - Lindqvist University 2012 - 2014', ...DUTIES].join('\n');
    expect(companies(text)).toEqual(['Lindqvist University']);
  });

  it('spells out an abbreviation by the legend the header gives, and never names the legend itself', () => {
    const text = [
      'Experience',
      '6/2010 Student Assistant @HU',
      '6/2011 PM Training',
      '1/2012 Research Employee @HU',
      '11/2014 IT Consultant @Baltic Soft',
      '7/2015 M.Sc. Graduation',
      '5/2016 Startup Weekend',
      '10/2018 Software Engineer @HU',
      '10/2020 Meteor Conference',
      '@HU = Harwick University',
    ].join('\n');
    const found = companies(text);
    expect(found).toContain('Harwick University');
    expect(found.some((c) => c?.includes('='))).toBe(false);
    // (a legend under an entry that does not use the abbreviation is still no employer of it)
    const apart = ['Experience', '6/2010 Student Assistant @HU', '6/2011 PM Training', '1/2012 Research Employee @HU', '11/2014 IT Consultant @Baltic Soft', '7/2015 M.Sc. Graduation', '5/2016 Startup Weekend', '10/2018 Software Engineer @Baltic Soft', '10/2020 Meteor Conference', '@HU = Harwick University'].join('\n');
    expect(companies(apart).some((c) => c?.includes('='))).toBe(false);
  });

  it('reads no employer from the bracket of a sentence of the work ("Realized … (Shelf)")', () => {
    const text = ['Experience', 'Student Assistant / Programmer example-lab.org, 2010 - 2011', 'Realized an online booking platform for the town archive (Shelf)', '· Modeled the software design'].join('\n');
    expect(companies(text)).not.toContain('Shelf');
  });

  it('never names a client as the employer', () => {
    const text = ['Company Details', 'company - Brightwater Data Services', 'description - • ', 'Client: Northfield Bank', '• Developed ETL jobs for the loans data mart', '• Tuned the nightly batch jobs with the database team'].join('\n');
    expect(companies(text)).not.toContain('Northfield Bank');
    expect(employerOf(text, 'nightly batch')).not.toBe('Northfield Bank');
    // (an export that wrote the client in the employer's field too names no employer there)
    const both = ['Company Details', 'company - Orchard Builders Ltd', 'description - Pune', 'company - Govt.of Westland', 'description - Westland)', 'Client: Govt.of Westland', 'Job Profile', '• Getting the consultant to sign off each steel drawing'].join('\n');
    expect(employerOf(both, 'steel drawing')).toBeUndefined();
    expect(resumeFacts(both, NOW).employers).not.toContain('Govt.of Westland');
    // (…nor does a project's label on the line that dates it: "Domain - Manufacturing … Period: …")
    const project = ['Company Details', 'company - Kestrel Soft Pvt. Ltd', 'description - Title: Tank Level Monitoring System', 'Domain - Manufacturing and Automation Period: Dec 2002 - Mar 2003', 'Client: Northfield Petroleum', 'Environment: C++, VB6, SQL Server 2000'].join('\n');
    expect(companies(project).filter((c) => /Domain|Manufacturing|Northfield/.test(c ?? ''))).toEqual([]);
  });

  it("credits the lines of an export's entry with an empty employer field to no employer, not to the entry above", () => {
    const text = [
      'Company Details',
      'company - Kestrel Buildcon Pvt Ltd',
      'description - Role: Site Engineer',
      'company - ',
      'description - Ran the site from pouring to handover, including the crews on the',
      'ground and the work of every subcontractor',
      'Duration: 2015-2016',
      'Role: Site Engineer',
      '• Checking that each pour met the drawings and the safety plan',
    ].join('\n');
    expect(employerOf(text, 'safety plan')).toBeUndefined();
  });

  it('names no title of a list of titles, nor a list of the sites worked on, as an employer', () => {
    const titles = ['Experience', 'Sr. Stock Assistant, Stock Leader, Front Desk Associate , 03/2004 , 09/2009', '• Ran the stockroom and the night restocking crew'].join('\n');
    expect(employerOf(titles, 'stockroom')).toBeUndefined();
    const sites = ['Company Details', "company - Showrooms, Villa's, Hotels", 'description - Fit-out of shops and villas', '• Priced the tiling and joinery for each site'].join('\n');
    expect(employerOf(sites, 'tiling and joinery')).toBeUndefined();
  });

  it('reads no employer from an entry of study in the experience ("Semester Abroad (University of Tarnow)")', () => {
    const text = ['Experience', 'Fullstack Engineer (Harwick University) 2016 - now', ...DUTIES, 'Semester Abroad (University of Tarnow) 2009 - 2010', 'Took courses in robotics and statistics'].join('\n');
    expect(companies(text)).not.toContain('University of Tarnow');
    expect(resumeFacts(text, NOW).employers).not.toContain('University of Tarnow');
    // (…and a line that says a degree was earned is no statement of work)
    const graduated = ['Experience', 'Fullstack Engineer (Harwick University) 2016 - now', ...DUTIES, 'Check out my projects at - example.org', 'Graduated as M.Sc. Applied Informatics (Harwick University) 2015 / 07', 'Master Thesis: Route Planning for Delivery Bikes'].join('\n');
    expect(resumeFacts(graduated, NOW).statements.map((s) => s.text).join(' ')).not.toMatch(/graduated/i);
  });
});

describe('the latest role', () => {
  it('is the dated latest entry even when its title could not be read: no older title is named in its place', () => {
    const text = [
      'Experience',
      'Research Employee / PhD Student - Lindqvist University 2016 - present',
      '· Develop and test the new course planning tool',
      'IT Consultant for Groupware Systems - Baltic Soft GmbH 2014 - 2016',
      '· Moved three customers to the new mail server',
    ].join('\n');
    const facts = resumeFacts(text, NOW);
    expect(facts.title).toBeUndefined();
    expect(latestRole(facts, text).employer).toBe('Lindqvist University');
    // (a latest entry whose only name is no organisation's may be a title: the title read from the other current role stays)
    const provider = ['Experience', 'Swim Program Coordinator 05/2012 to 10/2015 Company Name', '• Set the lane timetable for the swim club', 'Private Elder Care Provider 11/2011 to Current City , State', '• Cooked and shopped for a neighbour twice a week', 'Aqua Aerobics Instructor 08/2011 to Current', '• Taught morning classes in the small pool'].join('\n');
    expect(resumeFacts(provider, NOW).title).toBe('Aqua Aerobics Instructor');
  });
});

describe('the degree the reader names', () => {
  it('reads no field from a heading run into the degree ("B.Tech.Education Details"); a field written so stays', () => {
    const ran = resumeFacts(['SKILLS Python, R. AWARDS Best final-year project in B.Tech.Education Details', 'August 2016 to May 2020 B.Tech. Harwick Institute of Technology'].join('\n'), NOW).degree;
    expect(ran?.degree).toMatch(/B\.Tech/);
    expect(ran?.field).toBeUndefined();
    const written = resumeFacts(['Education', 'Bachelor of Arts in Education, Harwick University, 2015'].join('\n'), NOW).degree;
    expect(written?.field).toBe('Education');
  });
});
