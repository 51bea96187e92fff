// The reader rules of the send-ready check (bench/quality/send-ready-reader.ts), each on a short letter or profile
// written for this test: the defect blind readers refused is caught, and a clean text passes.
import { sendReady } from '../bench/quality/send-ready';
import { checkLetter, CLOSING, DEGREE, EVIDENCE, GREETING, letter, OPENING, SIGN_OFF, supportResume } from './send-ready-letter';

const RESUME = supportResume([
  'Guided 14 agents through the busiest season of the year',
  'Coordinate daily operations for the support floor',
  'Cut the average ticket wait from 9 hours to 2 hours',
  'Trained 30 new agents on the ticketing system and the refund policy',
]);




const check = (output: string, resume = RESUME) => checkLetter(output, resume);
const reasons = (output: string, resume = RESUME) => check(output, resume).failures.join('\n');

describe('the send-ready check, as blind readers judge a letter', () => {
  it('passes a letter of substance grounded in the résumé and the posting', () => {
    expect(check(letter()).failures).toEqual([]);
  });

  it('refuses a thin letter: too few words, or too few sentences from the résumé', () => {
    expect(reasons([GREETING, 'I am writing to apply for the Customer Support Manager position at Fabrikam.', DEGREE, CLOSING, SIGN_OFF].join('\n\n'))).toMatch(/\[too-thin\] a letter of \d+ words/);
    const generic = ['I care about customers and I enjoy helping a team do its best work every single day of the week.', 'I also like to keep things calm and friendly when the queue grows long and people are waiting on us.', 'Beyond that, I believe good support is about listening carefully before answering any question at all.'];
    expect(reasons(letter(generic))).toMatch(/\[too-thin\] 1 sentence\(s\) carry a fact of the résumé/);
  });

  it('refuses two résumé bullets fused into one sentence (a capitalised verb run in)', () => {
    const fused = ['At Northwind Traders Ltd, I guided 14 agents Coordinate daily operations for the support floor.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(fused))).toMatch(/\[fused\] a capitalised verb run into the sentence: "agents Coordinate daily"/);
    const placed = [EVIDENCE[0], EVIDENCE[1], 'Beyond that, I trained 30 new agents on the ticketing system Contoso Retail Pune, Maharashtra, India.'];
    expect(reasons(letter(placed))).toMatch(/\[fused\] a place line appended to the sentence/);
  });

  it('refuses bullets fused after a capitalised group name, and a second clause run in without a stop', () => {
    const named = ['At Northwind Traders Ltd, I guided 14 Customer Service Agents Coordinate daily operations for the support floor.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(named))).toMatch(/\[fused\] a capitalised verb run into the sentence: "Agents Coordinate daily"/);
    const runOn = ['At Northwind Traders Ltd, I worked with the billing teams I trained 30 new agents on the ticketing system.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(runOn))).toMatch(/\[fused\] a second clause run in: "teams I trained"/);
    // "I" after a word that opens a clause is no run-on
    const joined = ['At Northwind Traders Ltd, I guided 14 agents through the season when I trained 30 new agents.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(joined))).not.toMatch(/\[fused\]/);
  });

  it('refuses a past action and a present one joined in one clause', () => {
    const mixed = ['At Northwind Traders Ltd, I guided 14 agents and coordinate the daily operations of the support floor.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(mixed))).toMatch(/\[mixed-tense\] "and coordinate the"/);
    const liaison = ['At Northwind Traders Ltd, I guided 14 agents and act as liaison between the floor and billing.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(liaison))).toMatch(/\[mixed-tense\] "and act as"/);
  });

  it('refuses a sentence cut before its unit ("…from 9 hours to 2.")', () => {
    const cut = [EVIDENCE[0], 'I also cut the average ticket wait from 9 hours to 2.', EVIDENCE[2]];
    expect(reasons(letter(cut))).toMatch(/\[cut\] ends on a bare number/);
  });

  it('refuses an employer that is a job title or a résumé heading', () => {
    const titled = OPENING.replace('as a Customer Support Lead at Northwind Traders Ltd', 'at Customer Support Lead');
    expect(reasons(letter(EVIDENCE, titled))).toMatch(/\[employer\] "Customer Support Lead" is a job title/);
    const heading = ['At Experience, I guided 14 agents through the busiest season of the year.', ...EVIDENCE.slice(1)];
    expect(reasons(letter(heading), `${RESUME}\nAt Experience`)).toMatch(/\[employer\] "Experience" is a heading/);
  });

  it('refuses evidence that shares no word with the posting', () => {
    const resume = `${RESUME}\n• Won the regional chess championship twice as a teenager\n• Painted murals for three village festivals in the summer`;
    const hobbies = ['At Northwind Traders Ltd, I won the regional chess championship twice as a teenager.', 'I also painted murals for three village festivals in the summer.', EVIDENCE[2]];
    expect(reasons(letter(hobbies), resume)).toMatch(/\[ignores-posting\] 2 of 3 evidence sentences/);
  });
});

describe('the send-ready check, as blind readers judge a LinkedIn headline and summary', () => {
  const headline = (output: string) => sendReady({ kind: 'headline', output, input: RESUME, resume: RESUME }).failures.join('\n');
  it('passes title | specialty | two skills, and refuses a pasted role line, a figure, an action or a list of everything', () => {
    expect(headline('Customer Support Lead | Customer Support | Ticketing · Billing')).toBe('');
    expect(headline('Customer Support Lead | Support Agent at Contoso Retail as Support Agent at Northwind Traders Ltd')).toMatch(/\[headline-pasted\]/);
    expect(headline('Customer Support Lead | Cut the average ticket wait from 9 hours to 2 hours')).toMatch(/\[headline-figure\]/);
    expect(headline('Customer Support Lead | Trained new agents on the ticketing system')).toMatch(/\[headline-action\]/);
    expect(headline('Customer Support Lead | Support | Ticketing | Training | Billing | Chat')).toMatch(/\[headline-parts\] 6 parts/);
    expect(headline('Customer Support Lead | Sharing what I learn about Ticketing and Training')).toMatch(/\[headline-sentence\]/);
  });

  it('refuses a summary under 95 words', () => {
    const summary = (output: string) => sendReady({ kind: 'summary', output, input: RESUME, resume: RESUME }).failures.join('\n');
    expect(summary('I am a Customer Support Lead at Northwind Traders Ltd. I guided 14 agents through the busiest season of the year.')).toMatch(/\[too-thin\] a summary of \d+ words/);
  });
});
