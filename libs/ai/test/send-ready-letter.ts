// The letter the send-ready check's tests read: a support lead's résumé, a posting of Fabrikam's, and a letter made of
// parts, so that each test swaps only the sentence or line it is about.
import { sendReady } from '../bench/quality/send-ready';

/** The support lead's résumé, with the Northwind Traders bullets a test needs. */
export const supportResume = (northwindBullets: string[]) =>
  [
    'Dana Whitfield',
    'Experience',
    'Customer Support Lead - Northwind Traders Ltd (2019 - Present)',
    ...northwindBullets.map((bullet) => `• ${bullet}`),
    'Support Agent - Contoso Retail (2016 - 2019)',
    '• Answered customer questions by phone and chat for the online store',
    '• Resolved billing disputes for a portfolio of 400 business customers',
    'Education',
    'Bachelor of Arts in Communication, State University, 2016',
  ].join('\n');

export const POSTING =
  'Customer Support Manager at Fabrikam. You will lead a team of support agents, coordinate daily operations, improve ticket wait times and train new agents on our tools. Experience with billing disputes is a plus.';
export const GREETING = 'Dear Fabrikam Hiring Team,';
export const OPENING =
  'I am applying for the Customer Support Manager role at Fabrikam because my experience lines up closely with what you need. Most recently, I have worked as a Customer Support Lead at Northwind Traders Ltd. You are asking for support team leadership, and I have led support teams in my own work.';
export const EVIDENCE = [
  'At Northwind Traders Ltd, I guided 14 agents through the busiest season of the year.',
  'I also cut the average ticket wait from 9 hours to 2 hours.',
  'Beyond that, I trained 30 new agents on the ticketing system and the refund policy.',
];
export const DEGREE = 'I hold a Bachelor of Arts in Communication from State University.';
export const CLOSING = 'I am confident I can deliver results for Fabrikam, and I would welcome a conversation about next steps. Thank you for reading my letter, for your time and for considering my application; I look forward to hearing from you soon about the team and its plans.';
export const SIGN_OFF = 'Regards,\nDana Whitfield';

export const letter = (evidence: string[] = EVIDENCE, opening = OPENING) => [GREETING, opening, evidence.join(' '), DEGREE, CLOSING, SIGN_OFF].join('\n\n');

/** The check on a letter to Fabrikam from `resume`; the user gave the résumé, the posting, the company and, with `title`, the job title. */
export const checkLetter = (output: string, resume: string, { title = true } = {}) =>
  sendReady({ kind: 'letter', output, input: `${resume}\n${POSTING}\nFabrikam${title ? '\nCustomer Support Manager' : ''}`, resume, posting: POSTING, name: 'Dana Whitfield' });
