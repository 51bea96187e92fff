// Cover letters in five modes and five tones, written from the facts of the user's résumé or own fields and from the
// posting: whole first-person sentences, never raw lines. Layout: paragraphs separated by a blank line — the greeting,
// the opening, the body, the closing, the sign-off. The free preview is the first three (greeting, opening, first body
// paragraph), so the opening and the first body paragraph each stand on their own.
import type { CoverLetterInput, CoverLetterOutput } from '../port';
import { achievementSentences, degreeSentence, firstPerson, goalSentence, listItems, statementsOf } from './compose';
import { askedSkills, LEGAL_SUFFIX, parsePosting, type JobPosting } from './job-posting';
import { isAgentTitle } from './occupations';
import { infinitiveClause, listOf, withArticle } from './rephrase';
import { isNoStatementOfWork, PASTIME, recasedTitle, resumeFacts, type Achievement, type ResumeFacts } from './resume-facts';
import { ROLE_WORDS_RE } from './role-words';
import { findSkills, skillInProse, tradeFirst } from './skills';
import { uniqueBy } from './text';

type Tone = NonNullable<CoverLetterInput['tone']>;

// `role` is undefined when neither the user nor the posting names the job: the letter then says "this position".
const OPENING: Record<Tone, (role: string | undefined, at: string, company?: string) => string> = {
  professional: (role, at) => `I am writing to apply for ${role ? `the ${role} position` : 'this position'}${at}.`,
  enthusiastic: (role, _at, company) =>
    company
      ? `I was excited to see that ${company} is hiring${role ? ` ${withArticle(role)}` : ''}, and I would love to be part of that work.`
      : `I was excited to see your opening${role ? ` for ${withArticle(role)}` : ''}, and I would love to be part of that work.`,
  confident: (role, at) => `I am applying for ${role ? `the ${role} role` : 'this role'}${at} because my experience lines up closely with what you need.`,
  conversational: (role, at) => `When I read your posting${role ? ` for ${withArticle(role)}` : ''}${at}, I recognised a lot of my own work in it.`,
  formal: (role, at) => `Please accept this letter as my application for ${role ? `the position of ${role}` : 'the advertised position'}${at}.`,
};

const CLOSING: Record<Tone, (company?: string) => string> = {
  professional: (c) => `Thank you for your time and consideration. I would welcome the chance to discuss how I can contribute to ${c ?? 'your team'}.`,
  enthusiastic: (c) => `I would love to talk about how I can help ${c ?? 'your team'}. Thank you for considering my application!`,
  confident: (c) => `I am confident I can deliver results for ${c ?? 'your team'}, and I would welcome a conversation about next steps.`,
  conversational: () => `I'd be glad to chat more about the role whenever it suits you. Thanks for reading.`,
  formal: () => 'I thank you for your consideration and would be pleased to attend an interview at your convenience.',
};

const SIGN_OFF: Record<Tone, string> = {
  professional: 'Sincerely,',
  enthusiastic: 'Best regards,',
  confident: 'Regards,',
  conversational: 'Best,',
  formal: 'Yours sincerely,',
};

/** What the letter is made of: the user's facts, the posting's asks, and where they meet. */
interface Material {
  role?: string;
  /** the company as sentences name it */
  company?: string;
  /** the company as the greeting names it */
  addressee?: string;
  at: string;
  posting?: JobPosting;
  facts: ResumeFacts;
  /** skills the posting asks for that the user's text shows, in the user's words */
  matched: string[];
  /** the user's achievements as first-person sentences, best first */
  achievements: Achievement[];
  /** the Key achievements field's statements as first-person sentences */
  results: string[];
  /** a duty from the posting, in the infinitive: "design and run Python services on AWS" */
  duty?: string;
}

/** A job title the letter can name: short, no sentence punctuation. */
function cleanRole(raw: string | undefined): string | undefined {
  // "ABA Therapist - Various locations!": the title is before the dash
  const s = raw?.replace(/\s+/g, ' ').trim().split(/\s[-–—|]\s|\s\(/)[0].replace(/[.,;:]+$/, '').replace(/^(?:a|an|the)\s+/i, '');
  if (!s || s.split(' ').length > 8 || s.length > 80 || /[.!?:;]\s|[!?]|https?:|@|\$/.test(s)) return undefined;
  return recasedTitle(s);
}

function cleanCompany(raw: string | undefined): string | undefined {
  // "Swagelok Pittsburgh | Tri-State Area", "Hollis Freight · Denver": a page's name, then its place or its tagline
  const s = raw?.replace(/\s+/g, ' ').split(/ [|·•—–] /)[0].trim();
  if (!s || s.split(' ').length > 8 || /[.!?:;]\s|https?:|@/.test(s)) return undefined;
  // a letter names the company as people say it: "Dear McDonnell & Associates Hiring Team", not "…, P.C Hiring Team"
  const unstopped = (name: string) => name.replace(/[.,;:]+$/, '');
  let bare = s;
  for (let i = 0; i < 3 && LEGAL_SUFFIX.test(bare); i++) bare = bare.replace(LEGAL_SUFFIX, '').replace(/[\s/,;:-]+$/, '');
  bare = unstopped(bare);
  return bare.length >= 2 && !/(?:&|\band)$/i.test(bare) ? bare : unstopped(s);
}

/** The posting's duties a letter can take up: bullets first, then "You will…" sentences. */
function postingDuty(posting: JobPosting | undefined): string | undefined {
  if (!posting) return undefined;
  const lines = [
    ...posting.bullets,
    ...statementsOf(posting.text)
      .filter((s) => /^(?:you will|you'll|as (?:a|an|the) [\w\s]{2,40}, you will)\s/i.test(s))
      .map((s) => s.replace(/^.*?\byou(?: will|'ll)\s+/i, '')),
  ];
  for (const line of lines) {
    const words = line.split(/\s+/).length;
    // "Needs a high degree of foresight…", "Must have…": what the job takes, not a duty to look forward to
    if (words < 4 || words > 20 || /^(?:needs?|requires?|has|have|possess(?:es)?|is|are|must|should|knows?)\b/i.test(line)) continue;
    const duty = infinitiveClause(line);
    // the posting's "our" is the employer's, and the letter is written to the employer: "promote our projects" is "your
    // projects" there; a clause where the employer acts ("we", "ourselves") is theirs, not a duty of the role
    if (!duty || /\b(?:we|we're|we've|we'll|ourselves)\b/i.test(duty)) continue;
    const toReader = duty.replace(/\b([Oo])ur(s?)\b/g, (_, o: string, s: string) => `${o === 'O' ? 'Y' : 'y'}our${s}`).replace(/\bus\b/g, 'you');
    return toReader[0].toLowerCase() + toReader.slice(1);
  }
  return undefined;
}

function gather(input: CoverLetterInput): Material {
  const posting = input.jobDescription ? parsePosting(input.jobDescription) : undefined;
  const company = cleanCompany(input.companyName) ?? cleanCompany(posting?.company);
  // "Finazzo, Cossolini, O'Leary, Meola & Hager, LLC" heads the letter; inside sentences it would read as a list
  const inSentences = company && (company.match(/,/g) ?? []).length >= 2 ? undefined : company;
  const role = cleanRole(input.jobTitle) ?? cleanRole(posting?.title);
  // what the posting asks for, not what it names about its employer or its benefits
  const asked = posting ? askedSkills(posting) : [];
  const wanted = new Set(asked.map((f) => f.skill.id));
  const facts = resumeFacts(input.userExperience ?? '', new Date(0), wanted);
  const own = [input.userExperience, input.keyAchievements, input.specificSkills, input.transferableSkills].filter(Boolean).join('\n');
  const ownSkills = new Map(findSkills(own).map((f) => [f.skill.id, f.surface] as const));
  const matchedFinds = asked.filter((f) => ownSkills.has(f.skill.id));
  // what the posting asks for, in the posting's words ("food safety", not the user's "ServSafe"), unless it shouted
  // them ("MS OFFICE"): then the user's
  const surface = (id: number, postingSurface: string) => {
    const shouted = (w: string) => w.length > 4 && w === w.toUpperCase();
    return shouted(postingSurface) && !shouted(ownSkills.get(id)!) ? ownSkills.get(id)! : postingSurface;
  };
  const matched = uniqueBy(
    [...matchedFinds.filter((f) => f.skill.kind === 'hard'), ...matchedFinds.filter((f) => f.skill.kind === 'soft')].map((f) => skillInProse(surface(f.skill.id, f.surface), f.skill)),
    (s) => s.toLowerCase(),
  ).slice(0, 4);
  const results = uniqueBy(statementsOf(input.keyAchievements).map(firstPerson).filter((s): s is string => !!s), (s) => s.toLowerCase());
  const achievements = facts.achievements.filter((a) => !results.some((r) => r.toLowerCase() === a.sentence.toLowerCase()));
  return { role, company: inSentences, addressee: company, at: inSentences ? ` at ${inSentences}` : '', posting, facts, matched, achievements, results, duty: postingDuty(posting) };
}

/** "I bring 8 years of experience, most recently as a Senior Software Engineer at Northwind Payments." */
function whoSentence(f: ResumeFacts): string | undefined {
  const employer = f.employers[0];
  const as = f.title ? `as ${withArticle(f.title)}${employer ? ` at ${employer}` : ''}` : undefined;
  if (f.years && as) return `I bring ${f.years} of experience, most recently ${as}.`;
  if (f.years) return `I bring ${f.years} of experience${employer ? `, most recently at ${employer}` : ''}.`;
  if (as) return `Most recently, I have worked ${as}.`;
  if (employer) return `Most recently, I have worked at ${employer}.`;
  return undefined;
}

function skillSentence(m: Material): string | undefined {
  // "communication skills" is one item but many things: "them"
  if (m.matched.length) return `You are asking for ${listOf(m.matched, 4)}, and I have used ${m.matched.length > 1 || /(?:skills|tools|systems)$/i.test(m.matched[0]) ? 'them' : 'it'} in my own work.`;
  const skills = tradeFirst(m.facts.skills).slice(0, 3);
  return skills.length ? `My skills include ${listOf(skills, 3)}.` : undefined;
}

/** The opening: why I write, who I am, where we meet. Reads on its own (it is in the free preview). */
function openingParagraph(m: Material, tone: Tone, usedDegree: { used: boolean }): string {
  const parts = [OPENING[tone](m.role, m.at, m.company)];
  const who = whoSentence(m.facts);
  if (who) parts.push(who);
  else {
    const degree = degreeSentence(m.facts.degree);
    if (degree) {
      parts.push(degree);
      usedDegree.used = true;
    }
  }
  const skills = skillSentence(m);
  if (skills) parts.push(skills);
  return parts.join(' ');
}

/** The first body paragraph: what I have done. Reads on its own (it is the last paragraph of the free preview). */
function evidenceParagraph(m: Material, count: number): string | undefined {
  const chosen = m.achievements.slice(0, count);
  return chosen.length ? achievementSentences(chosen).join(' ') : undefined;
}

/** No résumé statement could be rephrased: the user's own prose, where it makes whole sentences. */
function proseFallback(input: CoverLetterInput, m: Material, count: number): string | undefined {
  const pastime = (statement: string) => PASTIME.test(statement) || m.facts.pastimes.some((line) => line.includes(statement) || statement.includes(line));
  const sentences = uniqueBy(statementsOf(input.userExperience).filter((s) => !pastime(s) && !isNoStatementOfWork(s)).map(firstPerson).filter((s): s is string => !!s), (s) => s.toLowerCase()).slice(0, count);
  return sentences.length ? sentences.join(' ') : undefined;
}

function whyParagraph(m: Material, degree: string | undefined): string | undefined {
  const parts = [degree, m.duty ? `What draws me to this role is the chance to ${m.duty}.` : undefined].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : undefined;
}

function resultsParagraph(m: Material): string | undefined {
  const results = m.results.slice(0, 3);
  if (!results.length) return undefined;
  return `I am proud of a few results in particular. ${results.join(' ')}`;
}

/** "in retail" / "as a Store Manager": users write a field or a job into the industry boxes, and both must read. */
function fieldOrRole(written: string, preposition: 'in' | 'into'): string {
  const s = written.trim();
  if (!(ROLE_WORDS_RE.test(s) || isAgentTitle(s)) || s.split(/\s+/).length > 5) return `${preposition} ${s}`;
  return preposition === 'in' ? `as ${withArticle(s)}` : `into work as ${withArticle(s)}`;
}

function careerChangeParagraph(input: CoverLetterInput): string | undefined {
  const parts: string[] = [];
  const same = input.previousIndustry?.trim().toLowerCase() === input.targetIndustry?.trim().toLowerCase();
  if (input.previousIndustry && input.targetIndustry && !same) parts.push(`After working ${fieldOrRole(input.previousIndustry, 'in')}, I am moving ${fieldOrRole(input.targetIndustry, 'into')}.`);
  else if (input.targetIndustry) parts.push(`I am moving ${fieldOrRole(input.targetIndustry, 'into')}.`);
  const reason = statementsOf(input.changeReason).map(firstPerson).filter((s): s is string => !!s);
  parts.push(...reason.slice(0, 2));
  const transferable = listItems(input.transferableSkills);
  if (transferable.length) {
    const short = transferable.every((t) => t.split(' ').length <= 5);
    if (short) parts.push(`The skills I bring across include ${listOf(transferable, 5)}.`);
    else parts.push(...transferable.map(firstPerson).filter((s): s is string => !!s).slice(0, 3));
  }
  return parts.length ? parts.join(' ') : undefined;
}

function signOff(tone: Tone, name: string | undefined): string {
  // no name in what the user gave: a visible slot for it, never someone else's
  return `${SIGN_OFF[tone]}\n${name ?? '[Your Name]'}`;
}

function letter(greeting: string, paragraphs: (string | undefined)[], tone: Tone, name: string | undefined): string {
  return [greeting, ...paragraphs.filter((p): p is string => !!p && p.trim().length > 0), signOff(tone, name)].join('\n\n');
}

export function composeCoverLetter(input: CoverLetterInput): CoverLetterOutput {
  const m = gather(input);
  const style = input.mode === 'template' ? input.templateStyle : undefined;
  const tone: Tone = input.tone ?? (style === 'executive' ? 'confident' : style === 'traditional' ? 'formal' : style === 'creative' ? 'enthusiastic' : 'professional');
  const greeting = m.addressee ? `Dear ${m.addressee.replace(/^the\s+/i, '')} Hiring Team,` : 'Dear Hiring Manager,';
  const degreeUse = { used: false };
  const open = openingParagraph(m, tone, degreeUse);
  const degree = degreeUse.used ? undefined : degreeSentence(m.facts.degree);
  const close = CLOSING[tone](m.company);
  const name = m.facts.name;
  const evidence = (count: number) => evidenceParagraph(m, count) ?? proseFallback(input, m, count);
  const skills = listItems(input.specificSkills);
  const goals = statementsOf(input.careerGoals).map(goalSentence).filter((s): s is string => !!s);

  switch (input.mode) {
    case 'quick':
      // a résumé with nothing to rephrase still has its degree to offer
      return { coverLetter: letter(greeting, [open, evidence(2) ?? degree, close], tone, name) };
    case 'detailed':
      return {
        coverLetter: letter(
          greeting,
          [
            open,
            evidence(3) ?? resultsParagraph(m),
            evidence(3) ? resultsParagraph(m) : undefined,
            skills.length ? `I would also bring ${listOf(skills, 5)}.` : undefined,
            goals.length ? `Looking ahead, ${goals.slice(0, 2).join(' ')}` : undefined,
            whyParagraph(m, degree),
            close,
          ],
          tone,
          name,
        ),
      };
    case 'career-change':
      return { coverLetter: letter(greeting, [open, careerChangeParagraph(input), evidence(2), whyParagraph(m, degree), close], tone, name) };
    case 'template':
      return { coverLetter: templateLetter(input, m, tone, greeting, open, close, degree, evidence) };
    default:
      return { coverLetter: letter(greeting, [open, evidence(3), whyParagraph(m, degree), close], tone, name) };
  }
}

function templateLetter(
  input: CoverLetterInput,
  m: Material,
  tone: Tone,
  greeting: string,
  open: string,
  close: string,
  degree: string | undefined,
  evidence: (count: number) => string | undefined,
): string {
  const name = m.facts.name;
  const bulleted = (marker: string, items: string[]) => items.map((s) => `${marker} ${s}`).join('\n');
  const sentences = achievementSentences(m.achievements.slice(0, 3));
  switch (input.templateStyle) {
    case 'creative':
      return letter(
        greeting,
        [open, sentences.length ? `Here is what I would bring to ${m.company ?? 'your team'} from day one.\n${bulleted('✦', sentences)}` : evidence(3), whyParagraph(m, degree), close],
        tone,
        name,
      );
    case 'modern':
      return letter(
        greeting,
        [open, sentences.length ? `My recent work speaks to what you need.\n${bulleted('→', sentences)}` : evidence(2), m.duty ? `I would like to ${m.duty} with you.` : degree, close],
        tone,
        name,
      );
    case 'traditional':
      return letter(greeting, [open, evidence(3), whyParagraph(m, degree), close], tone, name);
    case 'executive': {
      const selected = uniqueBy([...m.results, ...m.achievements.filter((a) => a.figure || /^(?:led|managed|directed|built|grew|launched|owned|headed|oversaw|scaled)\b/.test(a.clause)).map((a) => a.sentence)], (s) => s.toLowerCase()).slice(0, 4);
      return letter(greeting, [open, selected.length ? `A few results stand out.\n${bulleted('•', selected)}` : evidence(2), whyParagraph(m, degree), close], tone, name);
    }
    default:
      return letter(greeting, [open, evidence(3), whyParagraph(m, degree), close], tone, name);
  }
}
