// A résumé statement is put in the first person only when it reads as one clause; in doubt it is left out, never
// stitched in (issue 44, "broken rephrasing"). All résumé lines here are made up.
import { firstPersonSentence, infinitiveClause } from '../src/local/write/rephrase';
import { resumeFacts } from '../src/local/read/resume-facts';
import { achievementsOf } from '../src/local/write/achievements';
import { cleanStatement } from '../src/local/read/clauses';

const said = (statements: string[]) => statements.map((s) => [s, firstPersonSentence(s)]);

describe('a statement rephrased only when it parses as one clause', () => {
  it('leaves out a bullet the export ran into the one before it (a capitalised action mid-sentence)', () => {
    expect(firstPersonSentence('Coached 14 Licensed Customer Service Agents Coordinate daily operations')).toBeUndefined();
    expect(firstPersonSentence('Managed vendor and supplier contracts Introduced Lean Manufacturing practices')).toBeUndefined();
    expect(firstPersonSentence('Guided a team of Benefit Advocates Present and promoted Advocate services')).toBeUndefined();
    expect(firstPersonSentence('Implemented policies in line with state regulations Performs the full range of HR tasks')).toBeUndefined();
    // a name or a title in capitals is no action
    expect(said(['Built monthly budget reports for the entire Managed Care sales force', 'Performed the work of Benefit Advocate during peak periods'])).toEqual([
      ['Built monthly budget reports for the entire Managed Care sales force', 'I built monthly budget reports for the entire Managed Care sales force.'],
      ['Performed the work of Benefit Advocate during peak periods', 'I performed the work of Benefit Advocate during peak periods.'],
    ]);
  });

  it('puts a third-person action after "and" in the past with the rest, and leaves out a present it cannot place', () => {
    expect(firstPersonSentence('Analyzed cost data to validate staffing needs and develops adjustments for the clinic')).toBe(
      'I analyzed cost data to validate staffing needs and developed adjustments for the clinic.',
    );
    expect(firstPersonSentence('Approved quality for all trims, creates fit comments for the factory')).toBe('I approved quality for all trims and created fit comments for the factory.');
    expect(firstPersonSentence('Thanked guests for their visit and invite them back every week')).toBeUndefined();
    expect(firstPersonSentence('Analyzed campaign results and adjust to optimize reach')).toBeUndefined();
    expect(firstPersonSentence('Handled all incoming Classified Ads and distribute them to the sales team')).toBeUndefined();
    expect(firstPersonSentence('Supervised a team of 5 clerks and acts as the first level of escalation')).toBeUndefined();
    expect(firstPersonSentence('Responsible for assessing the digital strategy and recommend tactics to the board')).toBeUndefined();
    expect(firstPersonSentence('Was responsible for the budget and managed 4 staff')).toBe('I was responsible for the budget and managed 4 staff.');
    expect(firstPersonSentence('Moved records to electronic storage, improving security and resulted in yearly savings')).toBeUndefined();
    // a word that names a thing as often acts only before an object no noun takes
    expect(firstPersonSentence('Evaluated inventory levels and monitor COGS')).toBeUndefined();
    expect(firstPersonSentence('Negotiated vendor contracts and research alternative suppliers')).toBeUndefined();
    expect(said(['Developed scope of work and contract language', 'Provided training and support to the new staff'])).toEqual([
      ['Developed scope of work and contract language', 'I developed scope of work and contract language.'],
      ['Provided training and support to the new staff', 'I provided training and support to the new staff.'],
    ]);
    // a list of qualities is no list of actions
    expect(firstPersonSentence('Defined consistent, correct and complete specifications')).toBe('I defined consistent, correct and complete specifications.');
    expect(firstPersonSentence('Pulled monthly reports and handle the monthly projections')).toBe('I pulled monthly reports and handled the monthly projections.');
    expect(firstPersonSentence('Ensured compliance with federal and state laws')).toBe('I ensured compliance with federal and state laws.');
  });

  it('says a posting duty in the infinitive throughout, and leaves out two duties run together', () => {
    expect(infinitiveClause('Prioritize community outreach and builds relationships with local leaders')).toBe('prioritize community outreach and build relationships with local leaders');
    expect(infinitiveClause('Check emails communicate via phone with vendors')).toBeUndefined();
    expect(firstPersonSentence('Directed and supervised employees engage in sales and stock counts')).toBeUndefined();
    expect(firstPersonSentence('Helped customers find the right products')).toBe('I helped customers find the right products.');
  });

  it('leaves out a sentence cut before its object or its unit', () => {
    for (const cut of [
      'Updated the rota to be performed based on primary',
      'Reduced imaging time 60% by replacing and/or refreshing',
      'Ran the press office for the campaign with the third-largest vote in history, outpolling',
      'Provided shelter and counselling to 90,000',
      'Streamlined the repair process for 130 U.S.',
      'Coordinated with vendors and manages',
    ])
      expect([cut, firstPersonSentence(cut)]).toEqual([cut, undefined]);
    expect(said(['Grew the team to 12', 'Raised funds for 4 shelters as needed'])).toEqual([
      ['Grew the team to 12', 'I grew the team to 12.'],
      ['Raised funds for 4 shelters as needed', 'I raised funds for 4 shelters as needed.'],
    ]);
  });

  it('leaves out an action left without its object before "and"', () => {
    expect(firstPersonSentence('Created and maintained and Database mail')).toBeUndefined();
    expect(firstPersonSentence('Responsible for building, maintaining, and sales related to a fund')).toBeUndefined();
  });

  it('reads an adverb before the action, also one a PDF glued to it, but not one that says when', () => {
    expect(firstPersonSentence('Successfullyresolved complex design issues')).toBe('I successfully resolved complex design issues.');
    expect(firstPersonSentence('Carefully reviewed contractor submittals of finish materials')).toBe('I carefully reviewed contractor submittals of finish materials.');
    expect(firstPersonSentence('Currently worked as Manager sales in a car dealership')).toBeUndefined();
  });

  it('says what I was given to do as such ("Assigned to…"), and an action as an action ("Assigned tasks to…")', () => {
    expect(firstPersonSentence('Assigned to major stories on the city desk')).toBe('I was assigned to major stories on the city desk.');
    expect(firstPersonSentence('Challenged to lead a 20 year old plant into lean accounting')).toBe('I was challenged to lead a 20 year old plant into lean accounting.');
    expect(firstPersonSentence('Assigned tasks to 6 staff every morning')).toBe('I assigned tasks to 6 staff every morning.');
  });

  it('leaves out two fields run together with no space, and keeps a list of things as written', () => {
    expect(firstPersonSentence('Deployed features like Trusted authentication,Vintela sso for end users')).toBeUndefined();
    expect(firstPersonSentence('Facilitated Training -- trained 600 employees quarterly')).toBeUndefined();
    expect(firstPersonSentence('Maintained data files, Control files and log files')).toBe('I maintained data files, Control files and log files.');
    expect(firstPersonSentence('Directed the HR function including recruiting, hiring practice and benefits')).toBe('I directed the HR function including recruiting, hiring practice and benefits.');
  });

  it('keeps an -ing word that names an item of a list of examples, or goes on a participle that describes a noun', () => {
    expect(firstPersonSentence('Direct the office function including recruiting, hiring practice, benefits and pay')).toBe('I directed the office function including recruiting, hiring practice, benefits and pay.');
    expect(firstPersonSentence('Worked on many duties like bug fixing, data loads, report design and writing API endpoints')).toBe(
      'I worked on many duties like bug fixing, data loads, report design and writing API endpoints.',
    );
    expect(firstPersonSentence('Wrote a business plan for a small bakery selling fresh bread and supporting the local farmers market')).toBe(
      'I wrote a business plan for a small bakery selling fresh bread and supporting the local farmers market.',
    );
    // (an -ing word after "and" that goes on the opener's list still takes the past)
    expect(firstPersonSentence('Managed a team of engineers and developing new tools for the lab')).toBe('I managed a team of engineers and developed new tools for the lab.');
  });

  it('leaves out a present slipped in after "and" that compromise reads as the verb', () => {
    expect(firstPersonSentence('Checked the monthly plan for the store and work with suppliers on orders')).toBeUndefined();
    expect(firstPersonSentence('Prepared weekly reports and distribute to the store manager')).toBeUndefined();
    expect(firstPersonSentence('Saw the whole process and plans suitable budgets for the team')).toBeUndefined();
    // (a pair of bare words before "to" and a verb is no slip: "chat and phone to troubleshoot")
    expect(firstPersonSentence('Talked clearly over chat and phone to troubleshoot tech issues with store staff')).toBe('I talked clearly over chat and phone to troubleshoot tech issues with store staff.');
    expect(firstPersonSentence('Helped the chef plan menus and work with suppliers')).toBe('I helped the chef plan menus and work with suppliers.');
  });

  it('keeps a list of actions inside an infinitive as written, and leaves out a past after "to" and an adverb', () => {
    expect(firstPersonSentence('Operated cash registers to input orders, split bills and calculate totals')).toBe('I operated cash registers to input orders, split bills and calculate totals.');
    expect(firstPersonSentence('Prepared slides to effectively communicated the value of the product')).toBeUndefined();
    expect(firstPersonSentence('Contributed to significantly increased sales in the region')).toBe('I contributed to significantly increased sales in the region.');
  });

  it('reads "Master" before a noun as a degree\'s word, not an action, and keeps a name that opens with a stop', () => {
    expect(firstPersonSentence('Master studies focused on groups of nurses from different wards')).toBeUndefined();
    expect(firstPersonSentence('Mastered the use of three scheduling tools')).toBe('I mastered the use of three scheduling tools.');
    expect(firstPersonSentence('Took a course in web forms using .Net Framework 4 to build pages')).toBe('I took a course in web forms using .Net Framework 4 to build pages.');
    expect(cleanStatement('Trained 4 new staff , mostly on the till .')).toBe('Trained 4 new staff, mostly on the till');
  });
});

describe('statements read from a résumé', () => {
  it('never ends a statement with the next role\'s employer and place', () => {
    const text = [
      'Experience',
      'Software Developer, Harbor Labs',
      'Jan 2019 - Present',
      '• Published 4 articles on data structures, algorithms and testing practice for the engineering blog of the team in Python',
      'Northwind Traders Pune, Maharashtra, India',
      'Jan 2016 - Dec 2018',
      '• Built 12 data pipelines for the billing team',
    ].join('\n');
    expect(achievementsOf(resumeFacts(text).statements).map((a) => a.sentence)).toEqual([
      'I published 4 articles on data structures, algorithms and testing practice for the engineering blog of the team in Python.',
      'I built 12 data pipelines for the billing team.',
    ]);
  });

  it('keeps a statement naming C# or F#, where a "#" elsewhere marks a field', () => {
    const text = [
      'Experience',
      'Software Developer, Harbor Labs',
      'Jan 2019 - Present',
      '• Developed billing services in C# and ASP.NET for the finance team',
      '• Wrote pricing models in F# for the trading desk',
      '• Ticket # 4521 closed for the billing team',
    ].join('\n');
    expect(achievementsOf(resumeFacts(text).statements).map((a) => a.sentence)).toEqual([
      'I developed billing services in C# and ASP.NET for the finance team.',
      'I wrote pricing models in F# for the trading desk.',
    ]);
  });

  it('says a duty once when a second line repeats it with a word or two more', () => {
    const text = [
      'Experience',
      'Support Supervisor, Harbor Goods',
      'Jan 2019 - Present',
      '• Conducted regular quality checks, one-to-ones, performance reviews and team meetings',
      '• Built 12 data pipelines for the billing team',
      '• Conducted regular one-to-ones, performance reviews and team meetings',
    ].join('\n');
    const sentences = achievementsOf(resumeFacts(text).statements).map((a) => a.sentence);
    expect(sentences.filter((s) => /performance reviews/.test(s))).toHaveLength(1);
  });
});
