import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GhostJobRequest } from '@careerkit/contracts/tools';
import { findPay, findPayFigures, parsePosting } from '../src/local/read/job-posting';
import { employerInText, findScamSignals, GHOST_MODEL, isNegated, SCAM_SIGNAL_BY_ID, SCAM_SIGNALS, scamRisk, wordsOf, wordTokens, wordValues } from '../src/local/judge/scam-signals';
import { engine } from './fixtures';

const ids = (text: string) => findScamSignals(text).map((s) => s.id);
const detect = (jobDescription: string) => engine().detectGhostJob(GhostJobRequest.parse({ analysisMethod: 'description', jobDescription, postingDate: null }));

describe('scam signals: whole words and negation', () => {
  it('does not read "NO REGISTRATION FEE" or "we will never ask for your bank details" as a request', () => {
    expect(ids('Warehouse Associate\nNO REGISTRATION FEE. We will never ask for your bank account details.')).not.toEqual(expect.arrayContaining(['payment-request']));
    expect(ids('Warehouse Associate\nNO REGISTRATION FEE. We will never ask for your bank account details.')).not.toContain('personal-data');
    expect(ids('Warehouse Associate\nThere is a $50 registration fee. Send your bank account details.')).toEqual(expect.arrayContaining(['payment-request', 'personal-data']));
  });

  it('does not read the law after an offer as a request for sensitive data', () => {
    expect(ids('Clerk\nWe use E-Verify, which requires your social security number to verify your authorization to work.')).not.toContain('personal-data');
    expect(ids('Clerk\nEmail us your social security number to apply.')).toContain('personal-data');
  });

  it('handles negation after the cue and inside the clause only', () => {
    expect(ids('Driver\nA training fee is not required.')).not.toContain('payment-request');
    expect(ids('Driver\nThis is not a work from home job.')).not.toContain('work-from-home');
    // "no" in an earlier clause does not reach the cue
    expect(ids('Driver\nNo weekends. You work from home on Mondays.')).toContain('work-from-home');
    const text = 'No hidden costs, but a processing fee applies';
    expect(isNegated(text, text.indexOf('processing fee'), text.indexOf('processing fee') + 14)).toBe(false);
  });

  it('reads pressure on the applicant as urgency, not a clinic, a duty done urgently or a closing "Apply now"', () => {
    expect(ids('Medical Assistant\nJoin our Urgent Care clinic. Respond urgently to patient calls and get your CPR card ASAP. Apply now.')).not.toContain('urgency');
    expect(ids('Data Clerk\nUrgently hiring! Start immediately.')).toContain('urgency');
    expect(ids('Data Clerk\nPositions are limited, so send your resume ASAP.')).toContain('urgency');
  });

  it('fires "no experience needed" (a cue that is itself a negative phrase) and matches whole words only', () => {
    expect(ids('Clerk\nNo experience needed! Earn $900 per week.')).toEqual(expect.arrayContaining(['no-experience', 'pay-by-day-or-week']));
    expect(ids('Clerk\nNo experience is needed')).toContain('no-experience');
    // "typing" inside "stereotyping", "remote work" inside "unremote workshop" are not cues
    expect(ids('Barista\nWe serve coffee and reject stereotyping.')).not.toContain('easy-task-work');
    expect(ids('Barista\nCoffee tasting in our unremote workshop.')).not.toContain('work-from-home');
    expect(ids('Barista\nSome typing is part of the job.')).toContain('easy-task-work');
  });

  it('reads a commission-only business pitch, not a sales duty, as a business opportunity', () => {
    expect(ids('Sales Manager\nAverage yearly income based on our straight commission compensation model.')).toContain('business-opportunity');
    expect(ids('Brand Partner\nJoin our network marketing team and be your own boss.')).toContain('business-opportunity');
    expect(ids('Home Business\nThis is a business opportunity for motivated people.')).toContain('business-opportunity');
    // finding new business for the employer is the job, not a scheme
    expect(ids('Account Executive\nIdentify new business opportunities and grow accounts. Base salary plus commission.')).not.toContain('business-opportunity');
  });

  it('reads an employer described instead of named, with its article or opening a sentence without one', () => {
    expect(ids('Analyst\nA leading software company seeks an analyst.')).toContain('vague-employer');
    expect(ids('Field Service Tech\nLeading capital equipment company is seeking Field Service Technicians.')).toContain('vague-employer');
    expect(ids('Quality Manager\nYou will own quality.Worldwide manufacturing company with plants in 20 countries.')).toContain('vague-employer');
    // mid-sentence it is no description of the employer, and a named employer is not vague
    expect(ids('Analyst\nYou will support the leading company in town.')).not.toContain('vague-employer');
    expect(ids('Analyst\nHarbor Foods is a growing company. Growing company seeks analyst.')).not.toContain('vague-employer');
  });

  it('reads dummy text where the job should be', () => {
    expect(ids('Sir Awesome\nLorem ipsum dolor sit amet, consectetur adipiscing elit.')).toContain('placeholder-text');
    // a word processor's style sheet pasted along is the poster's editor, not a sign of fraud
    expect(ids('Nurse\nNormal 0 false false false EN-US X-NONE X-NONE')).not.toContain('placeholder-text');
  });

  it('counts a named degree or a licence as a bar to clear, not a diploma, "a high degree of accuracy" or a lower-case "pe"', () => {
    expect(ids("Engineer\nA bachelor's degree in civil engineering and a PE license are required.")).toContain('credential-asked');
    expect(ids('Driver\nMust hold a valid CDL, class A.')).toContain('credential-asked');
    for (const text of ['Clerk\nHigh school diploma or GED. Must be 18.', 'Data Entry\nWork with a high degree of accuracy.', 'Coach\nRun the pe classes and certification programs.'])
      expect(ids(text)).not.toContain('credential-asked');
  });

  it('reads a cover letter, work samples or references asked as a selection, unless the ad says it needs none', () => {
    expect(ids('Writer\nSend your resume, a cover letter and three writing samples.')).toContain('application-materials');
    expect(ids('Designer\nPlease include a link to your portfolio.')).toContain('application-materials');
    expect(ids('Assistant\nNo cover letter needed, start today.')).not.toContain('application-materials');
    // its weight is stated, not fitted: no fraud of the corpus's one site asks for them
    expect(GHOST_MODEL.weights['application-materials']).toBe(SCAM_SIGNAL_BY_ID.get('application-materials')!.prior);
  });

  it('quotes a benefit whole, closing bracket included', () => {
    const benefits = findScamSignals('Optician\nWe offer dental insurance, paid time off, and 401(k). Also a 403b.').find((f) => f.id === 'benefits-named');
    expect(benefits?.evidence).toBe('"dental insurance", "paid time off", "401(k)" and 1 more');
  });

  it('reads a phrase in capitals as shouting, not a list of acronyms', () => {
    expect(ids('Therapist\nLicensed LCSW, LMSW or LPC; HIPAA and CMS rules; AACP members welcome.')).not.toContain('shouting');
    expect(ids('Agent\nNO START UP FEES. APPLY NOW TODAY. GREAT PAY FOR GREAT PEOPLE.')).toContain('shouting');
    // headings in capitals, also when the page ran two together, are layout
    expect(ids('Pharmacy Manager\nLead the pharmacy team.\nQUALIFICATIONSEDUCATION LICENSURE CERTIFICATION\nPharmD and a state licence.')).not.toContain('shouting');
  });
});

describe('posting reader: what the ad says of the company', () => {
  it('reads a description in an appositive, with listed adjectives, by its years or its services, and not a list or a passing "our services"', () => {
    const describes = (text: string) => !ids(`Sales Coordinator\n${text}\nAnswer the phones.`).includes('no-company-description');
    expect(describes('ABME, a leader in corporate event planning, is looking for sales staff.')).toBe(true);
    expect(describes('Harbor Health is a not-for-profit, 97-bed, acute-care hospital.')).toBe(true);
    expect(describes('Maynard Consulting has more than 20 years experience in validation engineering.')).toBe(true);
    expect(describes('We build pumps. Our services cover the full life cycle of an asset.')).toBe(true);
    expect(describes('Work with the insurance company, the patient, and the healthcare provider.')).toBe(false);
    expect(describes('You will call prospects who asked about our services.')).toBe(false);
    expect(describes('Must have experience in sales, a high school diploma and a car.')).toBe(false);
  });
});

describe('posting reader: company and pay', () => {
  it('names the company the text names twice, on its own line or in a sentence', () => {
    expect(parsePosting('Project Architect\nPGAV Destinations\nPGAV Destinations is seeking a creative architect.').company).toBe('PGAV Destinations');
    expect(parsePosting('Customer Assistant\nInctor Consulting is world wide known for advising. Inctor Consulting takes pride in its clients.').company).toBe('Inctor Consulting');
    expect(parsePosting('Therapist\nAt Aspen Therapy and Wellness , we are committed to our clients.').company).toBe('Aspen Therapy and Wellness');
    // a name that reads like a trade is still the employer when it "is seeking" someone, or recurs below the title
    expect(parsePosting('Structural Engineer\nUniversal Structural Engineers is seeking a structural engineer.').company).toBe('Universal Structural Engineers');
    // …with its short form between
    expect(parsePosting('Project Engineer\nHarbor Design Partners, LLC (HDP) is seeking a Project Engineer. HDP designs roads.').company).toBe('Harbor Design Partners');
    expect(parsePosting('Architect\nASA Architects\nASA Architects designs schools in New Mexico.').company).toBe('ASA Architects');
    // a short form said more often than the name it stands for is still that name
    expect(parsePosting('Spanish Teacher\nNSD is seeking a Spanish teacher. NSD is an independent school. Students at NSD learn two languages.\nAbout Northfield School of Design').company).toBe('Northfield School of Design');
    // …without the name's leading "The"
    expect(parsePosting('Transit Planner\nMVTC is seeking a planner. MVTC is a regional agency. Riders at MVTC count on us.\nAbout The Marren Valley Transit Commission').company).toBe('The Marren Valley Transit Commission');
    // a short form the text declares in brackets after the name counts as the name each time it comes back
    const declared = 'Security Analyst\nOverview\nThe Corlane Research Institute (CRI) is a nonprofit lab.\nDuties\nSPO is responsible for audits. SPO is the lead on reviews. SPO reports to CRI leaders. CRI staff train the SPO. CRI has four sites, and CRI hires often.';
    expect(parsePosting(declared).company).toBe('The Corlane Research Institute');
    expect(parsePosting('Engineer\nCorporate overviewAker Solutions is a global provider of products.').company).toBe('Aker Solutions');
    expect(parsePosting('Process Engineer\nMaynard Consulting Company has more than 20 years in biotech. The Production Department is responsible for sterile mixtures.').company).toBe('Maynard Consulting Company');
    expect(parsePosting('Assistant\nCall prospects for our services. Work-from-home is an option.').company).toBeUndefined();
    // a word a sentence opens on is no name when the text writes it in lower case and never capitalises it elsewhere…
    expect(parsePosting('Merchandiser\nFashion is the 4th biggest industry. We help fashion brands price their stock.').company).toBeUndefined();
    expect(parsePosting('Developer\nThere is a huge skills gap in cloud work, and there are few teams like ours.').company).toBeUndefined();
    expect(parsePosting('Design Engineer\nUS, CA, Burbank\nContract\nA client of ours needs a design engineer on contract.').company).toBeUndefined();
    // ("There" and a contract's terms never are, however a text writes them)
    expect(parsePosting('Trainee\nThere will be a steep learning curve. There is a lot to learn.').company).toBeUndefined();
    expect(parsePosting('Design Engineer\nTemporary\nTemporary is the kind of role this is, with Temporary hours.').company).toBeUndefined();
    // …but a brand is, when a sentence names it where no sentence opens
    expect(parsePosting('Systems Architect\nUnify is a leading communications firm. Our tools unify networks. As a Unify architect, you will design systems.').company).toBe('Unify');
    // a benefit that opens on "Employer-" is no labelled employer, nor a language "a plus" an employer
    expect(parsePosting('Litigation Paralegal\nMarlow Pryce LLP\nBenefits\nEmployer-paid Disability\nEmployer-paid Life Insurance').company).toBe('Marlow Pryce LLP');
    expect(parsePosting('Press Officer\nHarbor Trade Office\nDraft press releases. Hebrew is a plus, but not required.').company).toBe('Harbor Trade Office');
    expect(parsePosting('Clerk\nEmployer - Bay Freight\nFile invoices.').company).toBe('Bay Freight');
    // a title is not an employer, nor is a heading
    expect(parsePosting('Data Entry\nJob Functions: data entry for updating systems.').company).toBeUndefined();
    expect(parsePosting('Church Secretary\nThe Church Administrative Assistant serves under the Senior Pastor. The Church Administrative Assistant keeps the books.').company).toBeUndefined();
    expect(parsePosting('Finance Lead\nOur board is growing. The Director of Finance is the primary interface with our auditors.').company).toBeUndefined();
    // nor a match that runs over a sentence's end
    expect(parsePosting('Receptionist\nOur company needs skills in Word, Excel and Outlook. This is a full-time position.').company).toBeUndefined();
  });

  it.each([
    ['Associate Director of Giving\nBend the Arc: A Just Partnership\nReports To: Director of Development', 'Bend the Arc: A Just Partnership'],
    ['Equity Sales Associate\nA.G.P./Alliance Global Partners\nRole: cover institutional accounts.', 'A.G.P./Alliance Global Partners'],
    ['Director of Public Works\nCity of Germantown, TN\nPlan and direct the Public Works Department.', 'City of Germantown, TN'],
    ['Digital Marketing Intern\nLead Lab\nWe are looking for a creative student.', 'Lead Lab'],
    ['Tax Associate\nKaruna Advisors\nWe are looking for motivated people.', 'Karuna Advisors'],
    ['Art Director\nAble&Co.\nOverview: when a strategy is approved, you shine.', 'Able&Co'],
    ['SEO Specialist\nSEOGidi\nCompany Description\nSEOGidi is a search marketing company.', 'SEOGidi'],
  ])('reads the line under the title as the employer: a colon, an initial, a city, a lab, a firm of advisors, "&Co.", its own capitals: %j', (text, company) => {
    expect(parsePosting(text).company).toBe(company);
  });

  it('reads the employer from a company mail address the text spells or its hyphens part, not from the sentence run into it or a country\'s "co"', () => {
    const glued = parsePosting('Attorney\nWe are a small firm at Harbor Law. Send your resume to gene@harborlaw.com.We look forward to meeting you.');
    expect(glued.emails).toEqual(['gene@harborlaw.com']);
    expect(glued.company).toBe('Harbor Law');
    expect(parsePosting('Clerk\nWrite to jobs@harbor-freight.co.uk. Thanks').company).toBe('Harbor-freight');
    // a domain the text never spells runs its words together: "Saylorpt" is no name to print
    expect(parsePosting('Attorney\nWe are a small firm. Send your resume to gene@harborlaw.com.We look forward to meeting you.').company).toBeUndefined();
    // …and the text may spell it with a possessive
    expect(parsePosting('Recruiter\nPosition Overview: Brindlewave’s mission is to place people well. Write to ana@brindlewave.com').company).toBe('Brindlewave');
  });

  it.each([
    ['Office Manager\nReports To: Director of Operations\nKeep the office running.'],
    ['Office Manager\nAustin, TX\nKeep the office running.'],
    ['Office Manager\nLead Manager\nKeep the office running.'],
    // a label the page wrote in the plural or for a visa, a place whose state code ran into the next line, a list's item
    ['Cloud Developer\nLocations: Denver Metro\nBuild services.'],
    ['Cloud Developer\nWork Auth: US Citizens Only\nBuild services.'],
    ['Loan Officer\nIndependence, OHCompetitive Salary\nClose loans.'],
    ['Primary duties include:\nDeveloping project budgets\nWriting bid proposals'],
    // a heading run into the next sentence's "This" is no name
    ['Office Manager\nCompensation & Benefits This is a full-time role with health cover.'],
    // "We are" before a word of one saying how it is
    ['Clerk\nWe are Open, and busy. Apply today.'],
    // nor whom a role suits
    ['Clerk\nThis role is perfect for High School Students, and retirees.'],
    // nor a welcome to a place
    ['Barista\nWelcome to New Mexico, the land of enchantment. Pour coffee.'],
  ])('does not read a label, a place, a title, a list item or a heading run into a sentence as the employer: %j', (text) => {
    expect(parsePosting(text).company).toBeUndefined();
  });

  it.each([
    ['Baker\nCompany DescriptionHollow Pine Bakery is a family bakery in Vermont.', 'Hollow Pine Bakery'],
    ['Baker\nCompany DescriptionSt. Brigid Bakery is a family bakery in Vermont.', 'St. Brigid Bakery'],
    ['Engineer\nCompany Overview Tidewell is a full-service energy storage supplier.', 'Tidewell'],
    ['Position: Fitness Sales ManagerKORE20 is currently seeking a leader for one studio.', 'KORE20'],
    ['Operator\nJob descriptionNB Paving is a Colorado paving company.', 'NB Paving'],
    ['Teacher\nThe Harbor Day School seeks to appoint a science teacher.', 'The Harbor Day School'],
    ['Survey Technician\nQuinlan Surveying has an immediate opening for a survey technician.', 'Quinlan Surveying'],
    ['Survey Technician\nWe need a technician in Tacoma, paid weekly. Quinlan Surveying welcomes you. Write to jobs@quinlansurveying.com', 'Quinlan Surveying'],
    // a brand's own camel case is one word; a link writes every name in lower case and says nothing of the prose
    ['Robot Monitor\nAt ViaBot, we pride ourselves on our robots. Visit viabot.com to learn more.', 'ViaBot'],
    // the name that opens the section about the employer, though it reads like a trade, with an initial's stops
    ['Architect\nCompany DescriptionASA Architects, P.A. is one of the largest architectural firms in the South.', 'ASA Architects'],
    ['Writer\nCompany DescriptionKate Meadows Writing and Editing Services LLC offers ghostwriting to clients.', 'Kate Meadows Writing and Editing Services'],
    // set off as what it is, located somewhere, or what it is not
    ['Engineer\nWe are hiring. Parraid, a products company, is wholly devoted to design.', 'Parraid'],
    ['Assistant\nCompany Overview: Alliant Biotech is located in Grand Rapids, MI.', 'Alliant Biotech'],
    ['Technician\nExecutive Cleaning Services, Inc. is not a maid service.', 'Executive Cleaning Services'],
    // hiring with what it is between commas, or after what it is
    ['Editor\nHarbor Public Radio, the public radio station for Maine, is seeking an editor.', 'Harbor Public Radio'],
    ['Coordinator\nGlobal streetwear brand, Velour Kite, is searching for a coordinator.', 'Velour Kite'],
    // saying who it is, or what working for it is like
    ['Registered Nurse\nWe need nurses at MAPLE RIDGE CARE HOME in Dayton.\nWe are Lindell Care Partners, and we invite you to join us.', 'Lindell Care Partners'],
    ['Therapist\nWe have openings across the state.\nWorking for The Bright Thread has many benefits!', 'The Bright Thread'],
    // a name with accents, a charity's "501(c)(3)" in what it is
    ['Events Assistant\nSanta Inés Clinic, a nonprofit clinic in Houston, serves families.', 'Santa Inés Clinic'],
    ['Events Assistant\nHarbor Free Clinic, a 501(c)(3) nonprofit organization, serves families.', 'Harbor Free Clinic'],
    // a welcome to it, with its short form or what it is after it
    ['Grant Writer\nWelcome to Tollan Grant Partners, Inc. (TGP). TGP is growing and seeking a writer. TGP values results.', 'Tollan Grant Partners'],
    ['Tax Preparer\nWelcome to Mesa Ridge CPA, a fast-growing firm in Tucson.', 'Mesa Ridge CPA'],
    // the employer the ad's role is named for
    ['Sales Lead\nThis role is a Regional Manager for Harbor Mutual Life. Build a team.', 'Harbor Mutual Life'],
    // the employer's own procedures, team or values, said twice; a brand may open on a small letter
    ['Assistant\nFile the papers. Corven Wealth’s team is growing, and Corven Wealth needs help.', 'Corven Wealth'],
    ['Client Services Assistant\nLearn iHarbor’s procedures and product offerings. Greet visitors in line with iHarbor procedures. Uphold the values of iHarbor.', 'iHarbor'],
    // a name ending in what it is ("Group") that opens a sentence saying what it does, though only once
    ['Account Manager\nBuild relationships with retail buyers. Corvin Design Group creates custom gift boxes for retailers.', 'Corvin Design Group'],
  ])('reads the name past a heading or a title run into it, after "seeks" or "has an opening", where it is hiring, says who it is or does, and as the text spells a mail domain: %j', (text, company) => {
    expect(parsePosting(text).company).toBe(company);
  });

  it("takes the ad's first line as its title when it names an occupation, and a labelled title only up to the next label", () => {
    const title = (text: string) => parsePosting(text).title;
    expect(title('Speech Language Pathologist\nJoin our clinic in Akron. Pay: $40 an hour.')).toBe('Speech Language Pathologist');
    expect(title('Optician\nWe are hiring a sales associate for the front desk too.')).toBe('Optician');
    expect(title('Estimator - Commercial Construction\nBid on projects.')).toBe('Estimator');
    expect(title('Integration Engineer with HL7.\nLocation: Plano, TX')).toBe('Integration Engineer with HL7');
    expect(title('About the job\nTitle: Director, Investment SalesCompany: Kestrel Capital\nLead the desk.')).toBe('Director, Investment Sales');
    // a first line that names no known occupation is still the title the ad gives itself, when nothing else is
    expect(title('Zorblat Quibbler\nService the zorblat fleet.')).toBe('Zorblat Quibbler');
    expect(title('We are a bakery in Vermont looking for help.\nBake bread daily.')).toBeUndefined();
    // a job board's copy: the employer's line with place and age, or the employer first
    const board = parsePosting('Senior Accountant\nHollis Freight · Denver, CO · Reposted 1 week ago · Over 100 applicants\nAbout the job\nClose the books monthly.');
    expect(board).toMatchObject({ title: 'Senior Accountant', company: 'Hollis Freight' });
    const employerFirst = parsePosting('Hollis Freight\nSenior Accountant\nDenver, CO\nHollis Freight is a regional carrier. Close the books monthly.');
    expect(employerFirst).toMatchObject({ title: 'Senior Accountant', company: 'Hollis Freight' });
    // the employer run into a program's name is no title; a labelled title ends where the next label starts
    const program = parsePosting(
      'Harbor Mercy ClinicCity Youth Summer Jobs Program\nPOSITION: Events Assistant DEPARTMENT: Development REPORTS TO: Dana Reyes\nHarbor Mercy Clinic, a 501(c)(3) nonprofit organization, is seeking an assistant.',
    );
    expect(program).toMatchObject({ title: 'Events Assistant', company: 'Harbor Mercy Clinic' });
    // the employer, a dash and the role on the first line (readers refused letters that left the employer out): the
    // employer is named outright, the role is the title, a field run into it ends it
    const dashed = parsePosting('Larkspur Center – Recruitment ManagerLocation: Flexible, with travelJob Type: 1.0 FTE\nDescription: The Recruitment Manager will grow our network of schools.');
    expect(dashed).toMatchObject({ title: 'Recruitment Manager', company: 'Larkspur Center', companyFirm: true });
    expect(parsePosting('Acme Robotics | Accounting Assistant\nReconcile vendor statements.')).toMatchObject({ title: 'Accounting Assistant', company: 'Acme Robotics' });
    expect(parsePosting('Lead Software Developer / CTO @ Quillbrook\nWe run a lending platform.')).toMatchObject({ title: 'Lead Software Developer / CTO', company: 'Quillbrook', companyFirm: true });
  });

  it('does not read "$4B" as pay and reads "$145,000–$175,000" as the range', () => {
    const text = 'Acme is a $4B company. Base salary: $145,000–$175,000 a year.';
    expect(findPay(text)).toEqual({ text: '$145,000–$175,000 a year', min: 145_000, max: 175_000, period: 'year' });
    expect(findPayFigures('We raised $4B in funding and $12 million more.')).toEqual([]);
    expect(findPayFigures('Join a $4B employer with base pay to match.')).toEqual([]);
    expect(findPay('Pay: $18-20/hour')).toMatchObject({ min: 18, max: 20, period: 'hour' });
    expect(findPay('Agency Sales Managers $150-$175,000/yr')).toMatchObject({ min: 150_000, max: 175_000, period: 'year' });
    expect(findPay('A $50 application fee applies')).toBeUndefined();
  });

  it('reads the period of pay run into the next field, named before the figure or after a "+", and no business amount', () => {
    expect(findPay('Job Types: Part-time, ContractPay: $20.31 - $24.46 per hourExpected hours: 10 per week')).toMatchObject({ min: 20.31, max: 24.46, period: 'hour' });
    expect(findPay('Hourly Pay Rate based on experience:$18-34')).toMatchObject({ min: 18, max: 34, period: 'hour' });
    expect(findPay('Lead technicians can expect to make $500-$1000+ a month in tips.')).toMatchObject({ min: 500, max: 1000, period: 'month' });
    expect(findPayFigures('Minimum experience operating revenue of $600,000 or higher annual revenue.')).toEqual([]);
  });

  it('shows the pay range, not the revenue, in the answer', async () => {
    const out = await detect('Senior Analyst\nAcme Corp\nAcme Corp is a $4B logistics company. Pay: $145,000–$175,000 a year. 5+ years of experience in SQL and Python required.');
    expect(out.company).toBe('Acme Corp');
    expect(out.redFlags.join('\n')).not.toMatch(/\$4\b/);
  });
});

describe('the wording of an ad', () => {
  it('weighs only the words (and pairs of words) written in lower case: a name, a place or a title carries no weight', () => {
    const words = wordsOf('Office Manager\nHarbor Logistics in Houston needs data entry help. Houston’s best team.');
    expect(words).toEqual(expect.arrayContaining(['needs', 'data', 'entry', 'help', 'best', 'team', 'data entry', 'entry help']));
    for (const w of ['office', 'manager', 'harbor', 'logistics', 'houston', 'Houston']) expect(words).not.toContain(w);
  });

  it('cites the words that weigh most as one sign each way', () => {
    // (a model whose words weigh 1 when present, without their TF-IDF value)
    const model = { ...GHOST_MODEL, wordIdf: undefined, wording: { cash: 0.4, quick: 0.2, team: -0.3 } };
    const scored = scamRisk([], model, wordsOf('quick cash for the team'));
    expect(scored.signals.map((s) => [s.id, s.evidence, Math.round(s.contribution * 10) / 10])).toEqual([
      ['fraud-wording', '"cash", "quick"', 0.6],
      ['real-wording', '"team"', -0.3],
    ]);
  });
});

describe('the wording, weighed by TF-IDF', () => {
  const idf = { cash: 2, quick: 1, team: 1, daily: 3 };

  it('weighs each known word by (1 + ln of how often it is written) × its rarity, the ad\'s words scaled to unit length', () => {
    const x = wordValues(wordTokens('quick cash, quick cash, quick team Amazon'), idf);
    const raw = { quick: (1 + Math.log(3)) * 1, cash: (1 + Math.log(2)) * 2, team: 1 };
    const norm = Math.hypot(...Object.values(raw));
    expect([...x.keys()].sort()).toEqual(['cash', 'quick', 'team']);
    for (const [w, v] of Object.entries(raw)) expect(x.get(w)).toBeCloseTo(v / norm, 10);
  });

  it('gives a long ad of many words no more weight than a short one', () => {
    const short = scamRisk([], { ...GHOST_MODEL, wording: { cash: 1, daily: 1 }, wordIdf: idf }, wordTokens('cash daily'));
    const long = scamRisk([], { ...GHOST_MODEL, wording: { cash: 1, daily: 1 }, wordIdf: idf }, wordTokens('cash daily '.repeat(40)));
    expect(long.logit).toBeCloseTo(short.logit, 10);
    expect(short.signals.map((s) => s.evidence)).toEqual(['"daily", "cash"']);
  });

  it('reads the employer named by digits under "About us", not a year opening a sentence', () => {
    expect(employerInText('About us\n1871 is an entrepreneurial hub for digital start-ups.')).toBe('1871');
    expect(employerInText('Founded in 1871. 1871 is a year we remember.')).toBeUndefined();
  });
});

describe('the shipped model', () => {
  it('loads a weight for every signal, with thresholds in order', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../data/ghost-model.json'), 'utf8'));
    expect(file.weights).toEqual(GHOST_MODEL.weights);
    for (const s of SCAM_SIGNALS) {
      expect(typeof GHOST_MODEL.weights[s.id]).toBe('number');
      // a scam signal never counts in a posting's favour, nor a legitimacy signal against it
      expect(Math.sign(GHOST_MODEL.weights[s.id]) * (s.kind === 'scam' ? 1 : -1)).toBeGreaterThanOrEqual(0);
    }
    expect(GHOST_MODEL.thresholds.legit).toBeLessThanOrEqual(GHOST_MODEL.thresholds.scam);
    // every weighed word has its rarity, so the engine scales an ad's words as the fit did
    const wording = Object.keys(GHOST_MODEL.wording ?? {});
    expect(wording.length).toBeGreaterThan(1000);
    expect(wording.filter((w) => !(GHOST_MODEL.wordIdf?.[w] ?? 0))).toEqual([]);
  });

  it('cites every firing signal in the reasoning with the words behind it', async () => {
    const text = [
      'URGENT!!! DATA ENTRY CLERK - WORK FROM HOME $900 per week',
      'Our client, a leading company, needs typists. No experience needed, earn $900 per week from home!',
      'Pay a $60 starter kit fee. Send your Social Security number. Interviews on Telegram. Apply now!!',
    ].join('\n');
    const out = await detect(text);
    const fired = findScamSignals(text).filter((s) => GHOST_MODEL.weights[s.id]);
    expect(fired.length).toBeGreaterThanOrEqual(8);
    for (const s of fired) {
      const def = SCAM_SIGNALS.find((d) => d.id === s.id)!;
      expect(out.reasoning).toContain(s.evidence ? `${def.label} (${s.evidence})` : def.label);
    }
    expect(out.classification).toBe('Ghost Job — likely scam');
  });
});
