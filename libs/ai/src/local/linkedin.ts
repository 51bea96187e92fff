// LinkedIn headline, summary, achievements and hashtags from the facts of the user's profile or résumé: whole
// first-person sentences, the achievements rephrased, each fact said once, hashtags made of words (never of figures).
import type { LinkedInInput, LinkedInOutput } from '../port';
import { achievementSentences, degreeSentence } from './compose';
import { listOf, withArticle } from './rephrase';
import { resumeFacts } from './resume-facts';
import { findSkills } from './skills';
import { uniqueBy } from './text';

const HEADLINE_MAX = 220;
/** a headline of more segments reads as a list; the check counts five at most */
const HEADLINE_SEGMENTS = 5;

/** "5 years in fintech and B2B SaaS" → years "5 years", field "fintech and B2B SaaS"; "Healthcare" → field only. */
export function readIndustry(text: string | undefined): { years?: string; field?: string } {
  const s = text?.replace(/\s+/g, ' ').trim().replace(/[.;,]+$/, '');
  if (!s) return {};
  const m = /^(?:over |more than |nearly |almost )?(\d{1,2}(?:\.\d)?\+?)\s*(?:years?|yrs?)\.?(?:\s+of(?:\s+\w+)?\s+experience)?(?:\s+(?:in|of|across|within))?\s*(.*)$/i.exec(s);
  if (m) {
    const years = `${m[1]} ${m[1] === '1' ? 'year' : 'years'}`;
    return { years, field: m[2]?.trim() || undefined };
  }
  return { field: s };
}

/** A hashtag from words only: "#B2BSaaS", "#Fintech"; undefined for figures, long phrases and symbols. */
export function hashtag(phrase: string): string | undefined {
  const cleaned = phrase.replace(/\+\+/g, 'PlusPlus').replace(/#/g, 'Sharp').replace(/\.(?=\w)/g, '').replace(/[^\p{L}\p{N} ]/gu, ' ').trim();
  const words = cleaned.split(/\s+/).filter(Boolean);
  // "B2B", "EC2" are words; "5", "2019", "10x" are figures, which a hashtag never carries
  if (!words.length || words.length > 3 || words.some((w) => /^\d/.test(w))) return undefined;
  const tag = '#' + words.map((w) => (w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1))).join('');
  return tag.length >= 3 && tag.length <= 26 ? tag : undefined;
}

const SENIORITY = /\b(?:senior|sr|junior|jr|lead|principal|staff|head of|associate|chief|trainee|intern|i{1,3}|iv)\b\.?/gi;

export function composeLinkedIn(input: LinkedInInput, now: Date): LinkedInOutput {
  const role = input.targetRole.replace(/\s+/g, ' ').trim();
  const industry = readIndustry(input.industryExperience);
  const facts = resumeFacts(input.currentProfile, now);
  const hard = facts.skills.slice(0, 6);
  const soft = uniqueBy(
    findSkills(input.currentProfile).filter((f) => f.skill.kind === 'soft').map((f) => f.skill.name.toLowerCase()),
    (s) => s,
  );
  const purposes = input.purposes.length ? input.purposes : ['Recruiter Visibility'];
  const executive = input.tone === 'Executive';
  const casual = input.tone === 'Casual';
  const iAm = executive ? 'I am' : "I'm";
  const employer = facts.employers[0];
  const title = facts.title && facts.title.toLowerCase() !== role.toLowerCase() ? facts.title : undefined;

  // headline: whole segments only, dropped from the end rather than cut mid-phrase
  const segments: string[] = [role];
  if (title) segments.push(employer ? `${title} at ${employer}` : title);
  if (industry.field) segments.push(industry.field);
  const shortWin = facts.achievements.find((a) => a.figure && a.clause.length <= 70 && a.sentence === `I ${a.clause}.` && !/^(?:was|am)\b|,/.test(a.clause));
  if (purposes.includes('Hiring Manager Appeal') && shortWin) segments.push(shortWin.clause[0].toUpperCase() + shortWin.clause.slice(1));
  if (purposes.includes('Thought Leadership') && hard.length) segments.push(`Sharing what I learn about ${listOf(hard, 2)}`);
  // the skills always (the résumé's own words); for recruiters up to three, else one or two where room is left
  const skillRoom = Math.max(1, Math.min(purposes.includes('Recruiter Visibility') ? 3 : 2, HEADLINE_SEGMENTS - segments.length));
  if (hard.length) segments.push(hard.slice(0, skillRoom).join(' · '));
  // a profile with no title and no skills still has its degree or employer to show
  if (!title && !hard.length) {
    if (facts.degree) segments.push(`${facts.degree.degree}${facts.degree.field ? ` in ${facts.degree.field}` : ''}`);
    if (employer) segments.push(`Experience at ${employer}`);
  }
  const separator = casual ? ' · ' : ' | ';
  const kept: string[] = [];
  let items = 0;
  for (const seg of segments) {
    const segItems = seg.split(' · ').length;
    const next = [...kept, seg].join(separator);
    if (next.length > HEADLINE_MAX || items + segItems > HEADLINE_SEGMENTS) continue;
    kept.push(seg);
    items += segItems;
  }
  const headline = kept.join(separator);

  // summary: who I am, what I have done, what I work with, what I want — each fact said once
  const experience = industry.years
    ? `with ${industry.years}${industry.field ? ` in ${industry.field}` : ' of experience'}`
    : facts.years
      ? `with ${facts.years} of experience${industry.field ? ` in ${industry.field}` : ''}`
      : industry.field
        ? `with a background in ${industry.field}`
        : undefined;
  const hello = casual ? "Hi, I'm" : iAm;
  const intro = title
    ? `${hello} ${withArticle(title)}${employer ? ` at ${employer}` : ''}${experience ? `, ${experience}` : ''}. ${iAm} now looking for ${role} roles.`
    : `${hello} looking for ${role} roles${experience ? `, and I bring ${experience.replace(/^with /, '')}` : ''}.`;
  const paragraphs = [intro];
  const proof = achievementSentences(facts.achievements.slice(0, executive ? 3 : 2));
  if (proof.length) paragraphs.push(proof.join(' '));
  const skillLine = hard.length
    ? `${casual ? 'The tools I reach for most are' : executive ? 'My core skills include' : 'I work with'} ${listOf(hard, 4)}${soft.length ? `, and people know me for ${listOf(soft, 2)}` : ''}.`
    : soft.length
      ? `People know me for ${listOf(soft, 3)}.`
      : undefined;
  const degree = degreeSentence(facts.degree);
  const skillsParagraph = [skillLine, degree].filter(Boolean).join(' ');
  if (skillsParagraph) paragraphs.push(skillsParagraph);
  const invitations: string[] = [];
  if (purposes.includes('Recruiter Visibility')) invitations.push(`${iAm} open to ${role} opportunities, so feel free to reach out.`);
  if (purposes.includes('Hiring Manager Appeal')) invitations.push(`If your team needs ${withArticle(role)} who cares about measurable results, let's talk.`);
  if (purposes.includes('Thought Leadership')) invitations.push(`I share lessons from my work${hard.length ? ` with ${listOf(hard, 2)}` : ''}, so follow along or say hello.`);
  paragraphs.push(invitations.join(' '));

  const achievements = facts.achievements.slice(0, 6).map((a) => a.sentence);

  const tags = input.includeHashtags
    ? uniqueBy(
        [
          hashtag(role.replace(SENIORITY, '').replace(/\s+/g, ' ').trim() || role),
          ...(industry.field ?? '').split(/\s*(?:,|&|\/|\band\b)\s*/).map(hashtag),
          ...hard.map(hashtag),
          purposes.includes('Thought Leadership') ? '#ThoughtLeadership' : undefined,
          purposes.includes('Hiring Manager Appeal') ? '#Leadership' : undefined,
          '#CareerGrowth',
        ].filter((t): t is string => !!t),
        (t) => t.toLowerCase(),
      ).slice(0, 8)
    : [];

  return { headline, summary: paragraphs.join('\n\n'), achievements, hashtags: tags };
}
