// The writer vetoes each sentence it drafts from a résumé with the send-ready check's sentence rules
// (src/local/write/sentence-veto.ts): a flagged sentence is left out and the next statement is told instead (issue 44,
// "broken rephrasing"). The résumé is made up.
import { composeCoverLetter } from '../src/local/write/cover-letter';
import { isVetoed, sentenceProblem } from '../src/local/write/sentence-veto';

const NOW = new Date('2025-06-01T00:00:00Z');

const resume = (bullets: string[]) =>
  ['Dana Whitfield', 'Project Coordinator', 'Northwind Logistics | Jan 2020 - Present', ...bullets.map((b) => `- ${b}`)].join('\n');

const letterFor = (bullets: string[]) =>
  composeCoverLetter(
    {
      mode: 'standard',
      jobTitle: 'Project Coordinator',
      companyName: 'Fabrikam',
      jobDescription: 'We are hiring a Project Coordinator to plan projects, track progress against schedule, prepare reports and coordinate vendors and site managers.',
      userExperience: resume(bullets),
    },
    NOW,
  ).coverLetter;

const WELL_WRITTEN = [
  'Coordinated weekly status meetings with site managers and vendors',
  'Prepared monthly progress reports for the operations director',
  'Maintained the project budget tracker for all regional sites',
];
const NEXT = 'Scheduled vendor deliveries across three regional warehouses';

describe('the writer vetoes a drafted sentence the send-ready check would flag', () => {
  it('leaves out a bullet whose rephrasing switches tense or closes a list on an -ing form, and tells the next one', () => {
    const broken = ['Greeted site visitors and manage the tour schedule for each group', 'Answered client questions, resolved billing disputes and ideally setting an appointment for follow-up calls'];
    const letter = letterFor([broken[0], ...WELL_WRITTEN, broken[1], NEXT]);
    expect(letter).not.toMatch(/manage the tour schedule/);
    expect(letter).not.toMatch(/ideally setting an appointment/);
    // (…said on its own or joined to the short action before it)
    // (the letter cites four lines at most, the posting's duty's among them: the well-written ones after the first veto)
    for (const statement of WELL_WRITTEN) expect(letter.toLowerCase()).toContain(statement.slice(1).toLowerCase());
  });

  it('keeps every sentence the rules let pass, in the order the résumé ranks them', () => {
    const letter = letterFor([...WELL_WRITTEN, NEXT]);
    expect(letter).toMatch(/I coordinated weekly status meetings with site managers and vendors\./);
    for (const statement of WELL_WRITTEN) expect(letter.toLowerCase()).toContain(statement.slice(1).toLowerCase());
  });

  it('names the rule a drafted sentence breaks, and passes a whole one', () => {
    expect(sentenceProblem('I greeted site visitors and manage the tour schedule for each group.')).toMatch(/^\[mixed-tense\]/);
    expect(sentenceProblem('I answered client questions, resolved billing disputes and ideally setting an appointment for follow-up calls.')).toMatch(/^\[parallel\]/);
    expect(sentenceProblem('I coached 14 agents Coordinate daily operations for the floor.')).toMatch(/^\[fused\]/);
    expect(sentenceProblem('I improved user experience by 30.')).toMatch(/^\[cut\]/);
    expect(sentenceProblem('I ordered the above parts for the site.')).toMatch(/^\[context\]/);
    expect(sentenceProblem('I coordinated weekly status meetings with site managers and vendors.')).toBeUndefined();
  });

  it("lets pass what reads well although a rule looks at it: an infinitive's list, a name's number, a range, 'as needed'", () => {
    const whole = [
      'I used 4 channels to build, maintain and manage the reputation of 12 clients.',
      'I cleaned and set up the filling machines before each product change.',
      'I filled in for the sales supervisor as needed.',
      'I grew the team to 12.',
      'I wrote test scripts for MiamiBiz Phase 2.',
      'I taught phonics groups for grades 6 through 12.',
      'I trained the customer Support team of 9 agents.',
      'Before that, I worked as a Sales Engineer and as a Client Data Analyst.',
      'My résumé has more about the work I have done so far.',
      'A few results stand out.',
      'I monitored equipment valued over $60 million.',
      'I am a digital media graduate (M.Sc.) with project experience in educational research.',
    ];
    expect(whole.map((s) => [s, sentenceProblem(s)])).toEqual(whole.map((s) => [s, undefined]));
    // …while a figure without its unit, a verb cut from its object and a fused bullet still stop the sentence
    expect(sentenceProblem('I raised sales by 30.')).toMatch(/^\[cut\]/);
    expect(sentenceProblem('I supervised a night crew Supervised 30.')).toMatch(/^\[(?:cut|fused)\]/);
    expect(sentenceProblem('I applied teaching techniques to accommodate.')).toMatch(/^\[cut\]/);
    expect(sentenceProblem('I met with the Engineering teams I created lease terms with them.')).toMatch(/^\[fused\]/);
    expect(sentenceProblem('I guided 14 agents Coordinate daily operations.')).toMatch(/^\[fused\]/);
  });

  it("gives the writer the verdict of the rule it names, whichever rule flags the sentence, in whichever of its sentences", () => {
    const drafts = [
      'I greeted site visitors and manage the tour schedule for each group.',
      'I greeted site visitors & manage the tour schedule for each group.',
      'I coached 14 agents Coordinate daily operations for the floor.',
      'I met with the Engineering teams I created lease terms with them.',
      'I answered client questions, resolved billing disputes and ideally setting an appointment for follow-up calls.',
      'I improved user experience by 30.',
      'I ordered the above parts for the site.',
      'I handled payroll, billing, filing, scheduling, ordering, training and hiring.',
      'I led the weekly status meeting. I greeted site visitors and manage the tour schedule.',
      'I led the weekly status meeting. I coached 14 agents Coordinate daily operations.',
      'I led the weekly status meeting. I raised sales by 30.',
      'I coordinated weekly status meetings with site managers and vendors.',
      'I cleaned and set up the filling machines before each product change.',
      'I trained the customer Support team of 9 agents.',
      'I used 4 channels to build, maintain and manage the reputation of 12 clients.',
    ];
    expect(drafts.map((s) => [s, isVetoed(s)])).toEqual(drafts.map((s) => [s, sentenceProblem(s) !== undefined]));
    expect(drafts.filter(isVetoed)).toHaveLength(11);
  });
});
