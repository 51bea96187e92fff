// Cover letters in five modes and five tones, composed only from what the user and the posting say.
import type { CoverLetterInput, CoverLetterOutput } from '../port';
import { firstPerson, goalSentence, hasFigure, joinList, listItems, statementsOf, upperFirst, withArticle } from './compose';
import { parsePosting, type JobPosting } from './job-posting';
import { findSkills } from './skills';

type Tone = NonNullable<CoverLetterInput['tone']>;

// `role` is undefined when neither the user nor the posting names the job: the letter then says "this position".
const OPENING: Record<Tone, (role: string | undefined, at: string, company?: string) => string> = {
  professional: (role, at) => `I am writing to apply for ${role ? `the ${role} position` : 'this position'}${at}.`,
  enthusiastic: (role, at, company) =>
    `I was excited to see ${company ? `that ${company} is hiring ${role ? withArticle(role) : ''}`.trimEnd() : `your opening${role ? ` for ${withArticle(role)}` : ''}`}: it is exactly the kind of work I want to be doing.`,
  confident: (role, at) => `I am applying for ${role ? `the ${role} role` : 'this role'}${at} because my experience lines up closely with what you need.`,
  conversational: (role, at) => `When I read your posting${role ? ` for ${withArticle(role)}` : ''}${at}, I recognised a lot of my own work in it.`,
  formal: (role, at) => `Please accept this letter as my application for ${role ? `the position of ${role}` : 'the advertised position'}${at}.`,
};

const CLOSING: Record<Tone, (company?: string) => string> = {
  professional: (c) => `Thank you for your time and consideration. I would welcome the chance to discuss how I can contribute to ${c ?? 'your team'}.`,
  enthusiastic: (c) => `I would love to talk about how I can help ${c ?? 'your team'}. Thank you for considering my application!`,
  confident: (c) => `I am confident I can deliver results for ${c ?? 'your team'} and would welcome a conversation about next steps.`,
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

interface Material {
  role?: string;
  company?: string;
  at: string;
  posting?: JobPosting;
  /** posting skills the user's own text also names, in the posting's words */
  matched: string[];
  /** the user's statements that show those skills, best first */
  proof: string[];
  results: string[];
  duty?: string;
}

function gather(input: CoverLetterInput): Material {
  const posting = input.jobDescription ? parsePosting(input.jobDescription) : undefined;
  const company = input.companyName || posting?.company;
  const role = input.jobTitle || posting?.title;
  const own = [input.userExperience, input.keyAchievements, input.specificSkills, input.transferableSkills].filter(Boolean).join('\n');
  const userSkills = new Set(findSkills(own).map((f) => f.skill.id));
  const wanted = (posting?.skills ?? []).filter((f) => userSkills.has(f.skill.id));
  const matched = [...wanted.filter((f) => f.skill.kind === 'hard'), ...wanted.filter((f) => f.skill.kind === 'soft')].slice(0, 5).map((f) => f.surface);
  const experience = statementsOf(input.userExperience);
  const score = (s: string) => (findSkills(s).filter((f) => wanted.some((w) => w.skill.id === f.skill.id)).length * 2 + (hasFigure(s) ? 1 : 0)) * 100 - s.length / 100;
  const proof = [...experience].sort((a, b) => score(b) - score(a));
  const achievements = statementsOf(input.keyAchievements);
  const results = achievements.length ? achievements : experience.filter(hasFigure);
  const duty = posting?.bullets.find((b) => b.split(' ').length >= 4 && b.split(' ').length <= 20);
  return { role, company, at: company ? ` at ${company}` : '', posting, matched, proof, results, duty };
}

function matchParagraph(m: Material, count: number): string | undefined {
  const proof = m.proof.slice(0, count).map(firstPerson);
  if (!proof.length) return undefined;
  const lead = m.matched.length ? `You are looking for someone with ${joinList(m.matched.slice(0, 4))}. ` : '';
  return lead + proof.join(' ');
}

function whyParagraph(m: Material): string | undefined {
  if (!m.duty) return undefined;
  const duty = m.duty.replace(/[.;\s]+$/, '');
  return `What draws me to this role is the chance to ${duty[0].toLowerCase() + duty.slice(1)}.`;
}

function resultsList(m: Material, bullet: string, max = 3): string | undefined {
  const items = m.results.slice(0, max);
  return items.length ? items.map((r) => `${bullet}${upperFirst(r)}`).join('\n') : undefined;
}

function careerChangeParagraph(input: CoverLetterInput): string | undefined {
  const parts: string[] = [];
  if (input.previousIndustry && input.targetIndustry) parts.push(`After working in ${input.previousIndustry}, I am moving into ${input.targetIndustry}.`);
  else if (input.targetIndustry) parts.push(`I am moving into ${input.targetIndustry}.`);
  const reason = statementsOf(input.changeReason).map(firstPerson);
  if (reason.length) parts.push(...reason.slice(0, 2));
  const transferable = listItems(input.transferableSkills);
  if (transferable.length) {
    const short = transferable.every((t) => t.split(' ').length <= 5);
    parts.push(short ? `I bring skills that carry across: ${joinList(transferable.slice(0, 6))}.` : `The skills I bring across: ${transferable.slice(0, 3).map(firstPerson).join(' ')}`);
  }
  return parts.length ? parts.join(' ') : undefined;
}

function letter(greeting: string, paragraphs: (string | undefined)[], tone: Tone): string {
  return [greeting, ...paragraphs.filter((p): p is string => !!p && p.trim().length > 0), `${SIGN_OFF[tone]}\n[Your Name]`].join('\n\n');
}

export function composeCoverLetter(input: CoverLetterInput): CoverLetterOutput {
  const m = gather(input);
  const style = input.mode === 'template' ? input.templateStyle : undefined;
  const tone: Tone = input.tone ?? (style === 'executive' ? 'confident' : style === 'traditional' ? 'formal' : style === 'creative' ? 'enthusiastic' : 'professional');
  const greeting = m.company ? `Dear ${m.company} Hiring Team,` : 'Dear Hiring Manager,';
  const open = OPENING[tone](m.role, m.at, m.company);
  const close = CLOSING[tone](m.company);
  const skills = listItems(input.specificSkills);
  const goals = statementsOf(input.careerGoals);

  switch (input.mode) {
    case 'quick':
      return { coverLetter: letter(greeting, [open, matchParagraph(m, 2), close], tone) };
    case 'detailed':
      return {
        coverLetter: letter(
          greeting,
          [
            open,
            matchParagraph(m, 3),
            m.results.length ? `A few results I am proud of:\n${resultsList(m, '• ')}` : undefined,
            skills.length ? `I would also bring ${joinList(skills.slice(0, 6))}.` : undefined,
            goals.length ? `Looking ahead, ${goals.slice(0, 2).map(goalSentence).join(' ')}` : undefined,
            whyParagraph(m),
            close,
          ],
          tone,
        ),
      };
    case 'career-change':
      return { coverLetter: letter(greeting, [open, careerChangeParagraph(input), matchParagraph(m, 2), whyParagraph(m), close], tone) };
    case 'template':
      return { coverLetter: templateLetter(input, m, tone, greeting, open, close) };
    default:
      return { coverLetter: letter(greeting, [open, matchParagraph(m, 3), whyParagraph(m), close], tone) };
  }
}

function templateLetter(input: CoverLetterInput, m: Material, tone: Tone, greeting: string, open: string, close: string): string {
  switch (input.templateStyle) {
    case 'creative':
      return letter(
        greeting,
        [open, `Here is what I would bring to ${m.company ?? 'your team'} from day one:\n${m.proof.slice(0, 3).map((p) => `✦ ${upperFirst(p)}`).join('\n')}`, whyParagraph(m), close],
        tone,
      );
    case 'modern':
      return letter(greeting, [open, m.matched.length ? `Where we match: ${joinList(m.matched.slice(0, 5))}.` : undefined, resultsList(m, '→ ') ?? matchParagraph(m, 2), close], tone);
    case 'traditional':
      return [
        '[Your Name]\n[Your Address]\n[Email] · [Phone]',
        '[Date]',
        `Hiring Manager${m.company ? `\n${m.company}` : ''}`,
        letter(greeting, [open, matchParagraph(m, 3), whyParagraph(m), close], tone),
      ].join('\n\n');
    case 'executive': {
      const leadership = m.proof.filter((p) => /\b(led|managed|directed|built|grew|launched|owned|headed|oversaw|scaled)\b/i.test(p));
      const selected = [...new Set([...m.results, ...leadership])].slice(0, 4);
      return letter(greeting, [open, selected.length ? `Selected results:\n${selected.map((s) => `• ${upperFirst(s)}`).join('\n')}` : matchParagraph(m, 2), whyParagraph(m), close], tone);
    }
    default:
      return letter(greeting, [open, matchParagraph(m, 3), whyParagraph(m), close], tone);
  }
}
