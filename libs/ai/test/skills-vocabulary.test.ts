import vocabulary from '../data/skills-vocabulary.json';
import { findSkills, skillInProse, VOCABULARY_SOURCE } from '../src/local/read/skills';

const names = (text: string) => findSkills(text).map((f) => `${f.skill.name}=${f.surface}`);

describe('skills vocabulary', () => {
  it('is built from O*NET Technology Skills, with the source, release and attribution noted', () => {
    expect(VOCABULARY_SOURCE.source).toMatch(/O\*NET/);
    expect(VOCABULARY_SOURCE.release).toMatch(/O\*NET 28/);
    expect(VOCABULARY_SOURCE.attribution).toMatch(/CC BY 4\.0/);
    expect(vocabulary.count).toBe(vocabulary.skills.length);
    expect(vocabulary.skills.length).toBeGreaterThan(2000);
  });

  it('reads an acronym only in capitals: a surname is not a skill', () => {
    expect(names('Jane Doe, quality engineer')).toEqual(expect.not.arrayContaining([expect.stringMatching(/^Design of experiments/)]));
    expect(names('Ran DOE studies on the press line')).toEqual(expect.arrayContaining(['Design of experiments DOE software=DOE']));
  });

  it('reads a product O*NET writes in capitals the way résumés also write it, in title case ("Jira", "Matlab")', () => {
    expect(names('Tools: Jira, Matlab, Catia, Json')).toEqual(
      expect.arrayContaining(['Atlassian JIRA=Jira', 'The MathWorks MATLAB=Matlab', 'Dassault Systemes CATIA=Catia', 'JavaScript Object Notation JSON=Json']),
    );
  });

  it('matches the short forms résumés use for O*NET names', () => {
    expect(names('SQL, AWS, Excel, HTML, Node.js, C++, C#, .NET, Terraform')).toEqual(
      expect.arrayContaining([
        'Structured query language SQL=SQL',
        'Amazon Web Services AWS software=AWS',
        'Microsoft Excel=Excel',
        'Hypertext markup language HTML=HTML',
        'Node.js=Node.js',
        'C++=C++',
        'C#=C#',
        'Microsoft .NET Framework=.NET',
        'IBM Terraform=Terraform',
      ]),
    );
  });

  it('does not read everyday words or initials as skills', () => {
    expect(names('Led R&D for the C-suite. I go to work on the project in Word. John R. Smith reviewed the report.')).toEqual([]);
    // …nor after a word that names a tool's context ("and R", "in C") when glued to the rest of a word
    expect(names('Director, New Product Research and R&D Liaison, skilled in C-suite briefings')).toEqual([]);
    expect(names('Languages: R, Go, C').sort()).toEqual(['C=C', 'Go=Go', 'R=R']);
    // …nor a letter a slash joins to another: "A/R and A/P" are accounts, "A/C" air conditioning; "C/C++" and "R/Python" name languages
    expect(names('Kept spreadsheets for A/R and A/P purposes. Skills: A/R, A/P, A/C')).toEqual([]);
    expect(names('Languages: C/C++, R/Python').sort()).toEqual(['C++=C++', 'C=C', 'Python=Python', 'R=R']);
  });

  it('separates hard skills (technologies, methods) from soft skills', () => {
    const found = findSkills('Python, agile, stakeholder management, mentoring');
    expect(found.map((f) => [f.surface, f.skill.kind])).toEqual([
      ['Python', 'hard'],
      ['agile', 'hard'],
      ['stakeholder management', 'soft'],
      ['mentoring', 'soft'],
    ]);
    expect(found[0].skill.weight).toBeGreaterThan(found[2].skill.weight);
  });

  it('reads a quality whose plural names things only in the singular: "sales initiatives" are projects, not initiative', () => {
    expect(findSkills('Assist in sales initiatives. Key accountabilities include the monthly reports.')).toEqual([]);
    expect(findSkills('Shows initiative and accountability.').map((f) => [f.surface, f.skill.name])).toEqual([['initiative', 'Ownership']]);
  });

  it('reads a product named by an everyday word as the word when the text uses it as one ("Executive Chef")', () => {
    expect(names('Executive Chef at Harbor Grill\nSkills: Chef, menu planning')).not.toContain('Chef=Chef');
    expect(names('DevOps Engineer\nSkills: Chef, Puppet, Ansible')).toEqual(expect.arrayContaining(['Chef=Chef', 'Puppet=Puppet']));
  });

  it('writes a practice a list gave in title case in lower case mid-sentence, and a name with capitals inside as it is', () => {
    const prose = (t: string) => findSkills(t).map((f) => skillInProse(f.surface, f.skill));
    expect(prose('Legal Research, Event Planning, Lean Six Sigma, Microsoft Excel')).toEqual(expect.arrayContaining(['legal research', 'event planning', 'Lean Six Sigma', 'Microsoft Excel']));
  });

  it('knows the practices trade, care, food and law postings ask for by name', () => {
    const found = findSkills('Extensive experience with heavy equipment operation, MIG welding and a Class A CDL. Phlebotomy, wound care, ServSafe food safety, legal research.');
    expect(found.map((f) => f.skill.name)).toEqual(
      expect.arrayContaining(['Heavy equipment operation', 'Welding', 'Commercial driving', 'Phlebotomy', 'Wound care', 'Food safety', 'Legal research']),
    );
    expect(found.every((f) => f.skill.kind === 'hard')).toBe(true);
  });
});
