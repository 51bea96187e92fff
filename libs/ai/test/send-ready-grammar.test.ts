// The reading rules of the send-ready check that blind readers' refusals asked for beyond grammar and invention
// (bench/quality/send-ready-reader.ts): each on a short letter written for this test, where one sentence carries the
// defect; the same letter without it passes.
import { checkLetter, EVIDENCE, letter, OPENING, supportResume } from './send-ready-letter';

const RESUME = supportResume([
  'Guided 14 agents through the busiest season of the year',
  'Cut the average ticket wait from 9 hours to 2 hours',
  'Trained 30 new agents on the ticketing system and the refund policy',
  'Kept the track record of every customer complaint in the shared log',
]);




/** The check's reasons for a letter whose evidence has `sentence` in place of its second sentence. */
const reasonsWith = (sentence: string, resume = RESUME) => {
  const output = letter([EVIDENCE[0], sentence, EVIDENCE[2]]);
  return checkLetter(output, resume).failures.join('\n');
};

describe('the send-ready check reads each sentence as a reader does', () => {
  it('passes the letter when the sentence is whole', () => {
    expect(reasonsWith(EVIDENCE[1])).toBe('');
    // "a one-day…", "an hour", a list of past actions led by "-ing" forms, "working conditions" are right
    expect(reasonsWith('I also ran a one-day course and an hour of practice on the refund policy for agents.')).toBe('');
    expect(reasonsWith('I also resolved billing disputes, explained working conditions and answered customer questions.')).toBe('');
    expect(reasonsWith('I also resolved billing disputes and working hours for the support floor.')).toBe('');
  });

  it('refuses a wrong article ("a outstanding")', () => {
    expect(reasonsWith('I also kept a outstanding track record of every customer complaint.')).toMatch(/\[article\] "a outstanding"/);
    expect(reasonsWith('I also kept an track record of every customer complaint.')).toMatch(/\[article\] "an track"/);
  });

  it('refuses verbs joined by two "and"s with no comma', () => {
    expect(reasonsWith('I also created and maintained and Billing log for disputes.')).toMatch(/\[coordination\] "created and maintained and"/);
  });

  it('refuses a third-person verb for the first person', () => {
    expect(reasonsWith('I also resolved billing disputes and provides answers to business customers.')).toMatch(/\[agreement\] "resolved … and provides"/);
    expect(reasonsWith('I also provides answers to business customers on billing disputes.')).toMatch(/\[agreement\] "I … provides"/);
    // a verb with its own subject is not the first person's
    expect(reasonsWith('I also resolved billing disputes for customers, which includes answers by phone and chat.')).not.toMatch(/\[agreement\]/);
    expect(reasonsWith('I also kept the shared log that records each complaint and tracks every refund.')).not.toMatch(/\[agreement\]/);
  });

  it('refuses a bare job title as the object of the verb', () => {
    expect(reasonsWith('I also determined Agent with the refund policy for customers.')).toMatch(/\[object\] "determined Agent"/);
    expect(reasonsWith('I also hired manager and writer for the support floor.')).toMatch(/\[object\] "hired manager"/);
  });

  it('refuses a list of past actions closed by an "-ing" form with its own object', () => {
    expect(reasonsWith('I also answered customer questions, resolved disputes and ideally setting an appointment for callbacks.')).toMatch(/\[parallel\] "and ideally setting an"/);
  });

  it('refuses a capitalised verb, or a preposition and a verb, at the end of a sentence', () => {
    expect(reasonsWith('I also answered customer questions in line with the refund policy Created.')).toMatch(/\[fused\] a capitalised verb ends the sentence: "policy Created"/);
    expect(reasonsWith('I also answered customer questions by phone and chat before published in occurs.')).toMatch(/\[cut\] a preposition before a verb ends the sentence: "in occurs"/);
  });

  it('refuses a past action cut before the object of its last verb ("…to accommodate."), not one that needs none', () => {
    expect(reasonsWith('I also adapted the refund policy and the ticketing system to accommodate.')).toMatch(/\[cut\] ends before the object of "to accommodate"/);
    expect(reasonsWith('I also trained 30 new agents on the ticketing system to help the team grow.')).not.toMatch(/\[cut\]/);
    expect(reasonsWith('I also coached the 30 new agents on the ticketing system to improve.')).not.toMatch(/\[cut\]/);
  });

  it('refuses a sentence that points at résumé text the reader does not have ("the above")', () => {
    expect(reasonsWith('I also ordered the above parts for the support floor.')).toMatch(/\[context\] "the above"/);
  });
});

describe('the send-ready check reads the letter against the résumé', () => {
  it('refuses the same fact said twice, but not a name or a formula said twice', () => {
    const twice = letter([...EVIDENCE, 'I kept the track record of every customer complaint in the shared log.', 'I also kept the track record of every customer complaint for the team.']);
    const check = (output: string) => checkLetter(output, RESUME, { title: false }).failures.join('\n');
    expect(check(twice)).toMatch(/\[repeat\] the same words in two sentences: "[a-z ]*track record of every/);
    const formula = letter([...EVIDENCE, 'I was also responsible for keeping the shared log.', 'I was also responsible for keeping the refund policy.']);
    expect(check(formula)).not.toMatch(/\[repeat\]/);
    const centre = `${RESUME}\nNorthwind Traders Ltd Customer Support Centre Leeds`;
    const named = letter(['At Northwind Traders Ltd Customer Support Centre Leeds, I guided 14 agents.', 'At Northwind Traders Ltd Customer Support Centre Leeds, I also trained 30 new agents.', EVIDENCE[1]]);
    expect(checkLetter(named, centre, { title: false }).failures.join('\n')).not.toMatch(/\[repeat\]/);
  });

  it('refuses a "most recent" role that another role of the résumé outlasts', () => {
    const earlier = OPENING.replace('as a Customer Support Lead at Northwind Traders Ltd', 'as a Support Agent at Contoso Retail');
    const check = (opening: string) => checkLetter(letter(EVIDENCE, opening), RESUME, { title: false }).failures.join('\n');
    expect(check(earlier)).toMatch(/\[recent\] "Support Agent" is called the most recent role/);
    expect(check(OPENING)).not.toMatch(/\[recent\]/);
    // dates on the line above the title, month names, "Current"
    const stacked = RESUME.replace('Customer Support Lead - Northwind Traders Ltd (2019 - Present)', 'March 2019 to Current\nCustomer Support Lead - Northwind Traders Ltd').replace('Support Agent - Contoso Retail (2016 - 2019)', 'June 2016 to February 2019\nSupport Agent - Contoso Retail');
    const stackedCheck = checkLetter(letter(EVIDENCE, earlier), stacked, { title: false });
    expect(stackedCheck.failures.join('\n')).toMatch(/\[recent\] "Support Agent"/);
    // a title also named without dates nearby (a headline at the top) leaves the question open
    const headed = `Support Agent\n\n\n${RESUME}`;
    const headedCheck = checkLetter(letter(EVIDENCE, earlier), headed, { title: false });
    expect(headedCheck.failures.join('\n')).not.toMatch(/\[recent\]/);
    // within one year, the months decide
    const months = RESUME.replace('(2019 - Present)', '(Apr 2017 - Nov 2019)').replace('(2016 - 2019)', '(Jan 2016 - Mar 2019)');
    const monthsCheck = checkLetter(letter(EVIDENCE, earlier), months, { title: false });
    expect(monthsCheck.failures.join('\n')).toMatch(/\[recent\] "Support Agent"/);
  });

  it('refuses a "most recent" role the résumé never states (a garbled role line)', () => {
    const garbled = OPENING.replace('as a Customer Support Lead at Northwind Traders Ltd', 'as a Northwind Traders Ltd as Customer Support Lead');
    const check = (opening: string) => checkLetter(letter(EVIDENCE, opening), RESUME, { title: false }).failures.join('\n');
    expect(check(garbled)).toMatch(/\[role\] "Northwind Traders Ltd as Customer Support Lead" is not a role the résumé states/);
  });

  it("refuses a letter when more than a third of its evidence ignores the posting's duties", () => {
    const resume = `${RESUME}\n• Won the regional chess championship twice as a teenager\n• Painted murals for three village festivals in the summer\n• Sang in the county choir at two winter concerts`;
    const hobbies = [...EVIDENCE, 'I also won the regional chess championship twice as a teenager.', 'Beyond that, I painted murals for three village festivals in the summer.', 'I also sang in the county choir at two winter concerts.'];
    const output = letter(hobbies);
    const reasons = checkLetter(output, resume, { title: false }).failures.join('\n');
    expect(reasons).toMatch(/\[ignores-posting\] 3 of 6 evidence sentences share no word with the posting/);
    // two of seven is let be
    const fewer = [...EVIDENCE, 'I also resolved billing disputes for a portfolio of 400 business customers.', hobbies[3], hobbies[4]];
    const letBe = checkLetter(letter(fewer), resume, { title: false }).failures.join('\n');
    expect(letBe).not.toMatch(/\[ignores-posting\]/);
  });
});
