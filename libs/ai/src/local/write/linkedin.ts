// LinkedIn headline, summary, achievements and hashtags from the facts of the user's profile or résumé: whole
// first-person sentences, the achievements rephrased, each fact said once, hashtags made of words (never of figures).
import type { LinkedInInput, LinkedInOutput } from '../../port';
import { achievementSentences, degreeSentence } from './compose';
import { tidyTitle } from '../read/job-posting';
import { listOf, withArticle } from './rephrase';
import { claimedSkills, latestRole, recasedTitle, resumeFacts } from '../read/resume-facts';
import { achievementsOf } from './achievements';
import { findSkills, isEverydayTool, skillInProse, tradeFirst } from '../read/skills';
import { escapeRegExp, lowerFirst, uniqueBy } from '../read/text';
import { ACTION_VERBS } from '../read/phrases';
import { ROLE_WORDS_RE } from '../read/role-words';

const HEADLINE_MAX = 220;
/** the profile's list of achievements: the résumé's statements rephrased, no more are read */
const ACHIEVEMENTS_SHOWN = 6;
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

// a headline's segments are labels: each word in lower case takes its capital ("Human Resources · Payroll Software"),
// small words and words already cased as their makers write them ("iOS", "SQL") stay
const HEADLINE_SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
export function headlineCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) => (i > 0 && HEADLINE_SMALL_WORDS.has(w) ? w : /^\p{Ll}[\p{Ll}'’-]*$/u.test(w) ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** the summary's proof: as many of the résumé's statements as a reader reads before the skills */
const PROOF_SHOWN = 3;

/**
 * A statement a reader would not put under their name: two résumé bullets run together ("…guided 14 agents Coordinate
 * daily operations…") or a sentence cut before its unit ("…services to 90,000.", "…for 130 U.S.").
 */
export function unfitForProfile(sentence: string): boolean {
  // (a verb in capitals after any word but the sentence's first, with lower case after it: "…Agents Coordinate daily…")
  for (const m of sentence.matchAll(/\s\p{L}[\p{L}\d]*\s(\p{Lu}\p{Ll}{2,})\s\p{Ll}/gu)) if (ACTION_VERBS.has(m[1].toLowerCase())) return true;
  const tail = sentence.trim().replace(/[.!?]$/, '').split(/\s+/).slice(-2);
  const bare = (w: string | undefined) => w !== undefined && /^\d[\d,.]*$/.test(w) && !/^(?:19|20)\d\d$/.test(w);
  return bare(tail[1]) || (bare(tail[0]) && /^(?:U\.S|U\.K|[A-Z]{1,2})\.?$/.test(tail[1] ?? ''));
}

/** "Scrum Master", "Product Owner": a label that ends on a role's word names a role, not a skill. */
const readsAsRole = (label: string): boolean => ROLE_WORDS_RE.test(label.split(/\s+/).pop() ?? '') || /\b(?:master|owner)$/i.test(label);

// the networks a post goes out on: a trade's channels, not the trade ("Facebook · YouTube" undersells a director)
const SOCIAL_NETWORK = /^(?:Facebook|YouTube|Twitter|X|Instagram|Pinterest|LinkedIn|TikTok|Snapchat|WhatsApp|Tumblr|Reddit|Flickr|Vimeo)$/i;
export const isSocialNetwork = (name: string): boolean => SOCIAL_NETWORK.test(name);

/**
 * The skills a résumé export lists as its own, with how long it says the person used each ("Skill Details" with
 * "Smart Contracts- Experience - 6 months"; "Less than 1 year" is no length): labels of up to three words, never an
 * office suite nor a sentence; an acronym of a label listed before it is said once.
 */
export function exportedSkills(text: string): { label: string; months?: number }[] {
  const out: { label: string; months?: number }[] = [];
  const initials = (x: string) => x.split(/\s+/).map((w) => w[0]).join('').toUpperCase();
  for (const m of text.matchAll(/^[ \t]*([^\n]{2,80}?)-[ \t]*Experience[ \t]*-[ \t]*(\d{1,3}[ \t]+months?)?/gim)) {
    const months = m[2] ? parseInt(m[2], 10) : undefined;
    for (const raw of m[1].split(/\s*,\s*/)) {
      const label = raw.trim();
      const words = label.split(/\s+/);
      if (!label || words.length > 3 || /[.:;()]$|^\W/.test(label) || !/^\p{L}[\p{L}\d +#&/.-]*$/u.test(label)) continue;
      if (/\b(?:and|office|excel|word|power ?point|outlook|windows|internet|experience|months?|years?)\b/i.test(label) || readsAsRole(label)) continue;
      // ("Dbms" after "Database Management System": its letters, in order, and every word's first among them)
      const abbreviates = (o: string) => o.includes(' ') && !label.includes(' ') && new RegExp(label.toLowerCase().split('').map(escapeRegExp).join('.*')).test(o.toLowerCase()) && initials(o).split('').every((c) => label.toUpperCase().includes(c));
      if (out.some((o) => o.label.toLowerCase() === label.toLowerCase() || abbreviates(o.label))) continue;
      // a label in capitals is a heading's shout, a product's name as its maker writes it ("Asp.Net" → "ASP.NET")
      const found = findSkills(label).find((f) => f.surface.length === label.length);
      out.push({ label: found ? skillInProse(found.surface, found.skill) : label === label.toUpperCase() && label.length > 4 ? label.toLowerCase() : label, months });
    }
  }
  return out;
}
export const listedSkills = (text: string): string[] => exportedSkills(text).map((x) => x.label);

/** A listed label mid-sentence: "Smart Contracts" in a list's title case is "smart contracts"; "DApps", "MEAN Stack" keep theirs. */
const labelInProse = (label: string): string => (/^\p{Lu}\p{Ll}+(?: (?:\p{Lu}\p{Ll}+|\p{Ll}+))*$/u.test(label) ? label.toLowerCase() : label);

/** "I have 6 months of hands-on experience with ASP.NET, C# and SQL.": the export's longest use of two skills or more. */
function skillTimeSentence(text: string): { sentence: string; named: string[] } | undefined {
  const timed = exportedSkills(text).filter((x) => x.months !== undefined && x.months >= 6 && x.months <= 480);
  const longest = Math.max(0, ...timed.map((x) => x.months!));
  const named = timed.filter((x) => x.months === longest).map((x) => x.label);
  if (named.length < 2) return undefined;
  const span = longest % 12 === 0 ? `${longest / 12} ${longest === 12 ? 'year' : 'years'}` : `${longest} months`;
  const prose = named.map(labelInProse);
  return { sentence: `I have ${span} of hands-on experience with ${listOf(prose, 5)}.`, named };
}

/**
 * "I completed a 2-week leadership certificate course.": the courses a résumé lists with their length
 * ("• Leadership Certificate Course - 02 weeks"), at most three.
 */
export function coursesSentence(text: string): string | undefined {
  const courses: string[] = [];
  for (const m of text.matchAll(/^[ \t•*·▪-]*(\p{L}[\p{L}&' ]{2,60}?\b(?:certificate|certification|course|training|workshop)(?: course)?)[ \t]*[-–:][ \t]*(\d{1,2})[ \t]*(week|month|day)s?[ \t]*$/gimu)) {
    const n = parseInt(m[2], 10);
    if (!n || m[1].split(/\s+/).length > 6) continue;
    const name = /^\p{Lu}\p{Ll}+(?: (?:\p{Lu}\p{Ll}+|and|&|of|in))*$/u.test(m[1]) ? m[1].toLowerCase() : m[1];
    courses.push(`${/^(?:8|11|18|8\d)$/.test(String(n)) ? 'an' : 'a'} ${n}-${m[3].toLowerCase()} ${name}`);
  }
  return courses.length ? `I completed ${listOf(courses, 3)}.` : undefined;
}

const SENIORITY = /\b(?:senior|sr|junior|jr|lead|principal|staff|head of|associate|chief|trainee|intern|i{1,3}|iv)\b\.?/gi;

export function composeLinkedIn(input: LinkedInInput, now: Date): LinkedInOutput {
  // emoji a pasted title carries ("🌊🚀 Sales Associate") are no part of the role a sentence names
  // …and one typed in capitals reads as a title ("SENIOR HR MANAGER" → "Senior HR Manager"); a posting's title pasted
  // whole names the role without its hours or place ("Data Engineer - Full Time", "Test Engineer – Remote")
  const typed = input.targetRole.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, ' ').replace(/\s+/g, ' ').trim() || input.targetRole.trim();
  const role = recasedTitle(tidyTitle(typed) ?? typed);
  const industry = readIndustry(input.industryExperience);
  const facts = resumeFacts(input.currentProfile, now);
  const drafted = achievementsOf(facts.statements, ACHIEVEMENTS_SHOWN);
  // (a skill written as a role, "scrum master", reads as a title the person does not hold; the everyday office tools
  // and the social networks a post goes out on come after the trade, so that the six skills read leave none of it out)
  const claimed = claimedSkills(facts, input.currentProfile).filter((h) => !readsAsRole(h));
  const hard = [...tradeFirst(claimed.filter((h) => !isSocialNetwork(h))), ...claimed.filter(isSocialNetwork)].slice(0, 6);
  const soft = uniqueBy(
    findSkills(input.currentProfile).filter((f) => f.skill.kind === 'soft').map((f) => f.skill.name.toLowerCase()),
    (s) => s,
  );
  const purposes = input.purposes.length ? input.purposes : ['Recruiter Visibility'];
  const executive = input.tone === 'Executive';
  const casual = input.tone === 'Casual';
  const iAm = executive ? 'I am' : "I'm";
  const { employer } = latestRole(facts, input.currentProfile);
  const title = facts.title && facts.title.toLowerCase() !== role.toLowerCase() ? facts.title : undefined;

  // headline: current title | specialty | two or three skills — labels read from the profile's facts, never a line of it
  // pasted whole. A profile that names no title of its own claims none: what the person is (their degree, their
  // specialty, their skills) comes first and the target role last, as the roles they are open to
  // "Payroll" says nothing "Payroll Software" beside it has not said (a tool stays: "SQL" is not "SQL Server")
  const within = (h: string) => !facts.tools.has(h.toLowerCase()) && hard.some((o) => o !== h && new RegExp(`\\b${escapeRegExp(h)}\\b`, 'i').test(o));
  // (a skill the title says already, "Business Development" beside "Senior Associate Business Development", is said once)
  const inTitle = (h: string) => !!facts.title && !facts.tools.has(h.toLowerCase()) && new RegExp(`\\b${escapeRegExp(h)}\\b`, 'i').test(facts.title);
  const labels = hard.filter((h) => !inTitle(h));
  // (tools every office job uses say nothing of this person's trade: named only to make up two skills; nor do the
  // social networks a post goes out on, beside the trade the person practises with them)
  const ranked = tradeFirst(labels.filter((h) => isEverydayTool(h) || !within(h))).sort((a, b) => Number(isSocialNetwork(a)) - Number(isSocialNetwork(b)));
  const tradeCount = ranked.filter((h) => !isEverydayTool(h) && !isSocialNetwork(h)).length;
  // (skills the résumé lists that no vocabulary knows, "Smart Contracts", stand in where it names too few known ones)
  const listed = ranked.length < 2 ? listedSkills(input.currentProfile).filter((x) => !ranked.some((h) => h.toLowerCase() === x.toLowerCase()) && !inTitle(x)).slice(0, 3) : [];
  const headlineSkills = [...ranked.slice(0, Math.max(tradeCount, 2)), ...listed].map(headlineCase);
  const current = facts.title ? headlineCase(facts.title) : undefined;
  const openTo = current ? undefined : `Open to ${role} Roles`;
  // the specialty: the field the user named (a degree's field is no specialty of the work: "Sport Psychology" for a
  // business developer, "Education" read from a heading)
  const specialty = industry.field ? headlineCase(industry.field) : undefined;
  const segments = [current, specialty, headlineSkills.slice(0, 3).join(' · ') || undefined].filter((x): x is string => !!x && x.length <= 80);
  // too few of the profile's own facts (its title, its skills): its degree and its employer say who this is (a bare
  // "LLB" says little: where it was earned does); a profile without a title names its degree first
  const own = (facts.title ? 1 : 0) + Math.min(3, headlineSkills.length);
  // (a degree still studied for is no label of who this is yet)
  if ((own < 2 || !current) && facts.degree && !facts.degree.inProgress) {
    const { degree: name, field: subject, institution } = facts.degree;
    const degree = subject ? `${name} in ${subject}` : institution ? `${name}, ${institution}` : /diploma/i.test(name) ? name : `${name} Graduate`;
    segments.splice(current ? 1 : 0, 0, degree);
  }
  if (own < 2 && employer) segments.push(`Experience at ${employer}`);
  const separator = casual ? ' · ' : ' | ';
  const kept: string[] = [];
  const parts = (x: string[]) => x.join(separator).split(/,\s|\s[·|•]\s|;\s/).length;
  for (const seg of uniqueBy(segments, (x) => x.toLowerCase())) {
    const next = [...kept, seg, ...(openTo ? [openTo] : [])];
    if (kept.length && (next.join(separator).length > HEADLINE_MAX || parts(next) > HEADLINE_SEGMENTS)) continue;
    kept.push(seg);
  }
  if (openTo) kept.push(openTo);
  const headline = kept.join(separator);

  // summary: who I am, what I have done, what I work with, what I want — each fact said once
  // (a field of several words typed with a capital only first is a common noun mid-sentence: "in information
  // technology"; one word may be a product's name, "in Salesforce", and stays as typed)
  const field = industry.field && /^\p{Lu}\p{Ll}+(?: [\p{Ll}&-]+)+$/u.test(industry.field) ? lowerFirst(industry.field) : industry.field;
  const experience = industry.years
    ? `with ${industry.years}${field ? ` in ${field}` : ' of experience'}`
    : facts.years
      ? `with ${facts.years} of experience${field ? ` in ${field}` : ''}`
      : field
        ? `with a background in ${field}`
        : undefined;
  const hello = casual ? "Hi, I'm" : iAm;
  const intro = title
    ? `${hello} ${withArticle(title)}${employer ? ` at ${employer}` : ''}${experience ? `, ${experience}` : ''}. ${iAm} now looking for ${role} roles.`
    : `${hello} looking for ${role} roles${experience ? `, and I bring ${experience.replace(/^with /, '')}` : ''}.`;
  const paragraphs = [intro];
  // the résumé's own statements are the summary's substance: three of them, none fused or cut; "In my recent work"
  // would date a statement the résumé may have written under an older role
  const fit = drafted.filter((a) => !unfitForProfile(a.sentence));
  const proof = achievementSentences(fit.slice(0, PROOF_SHOWN)).map((s) => s.replace(/^In my recent work, I /, 'I '));
  if (proof.length) paragraphs.push(proof.join(' '));
  // "tools" only when every skill named is an O*NET technology; one tool takes the singular
  const named = tradeFirst(hard.length < 2 ? [...hard, ...listedSkills(input.currentProfile).filter((x) => !hard.some((h) => h.toLowerCase() === x.toLowerCase())).slice(0, 4).map(labelInProse)] : hard);
  const allTools = named.slice(0, 4).every((h) => facts.tools.has(h.toLowerCase()));
  const skillLead =
    casual && allTools ? (hard.length === 1 ? 'The tool I reach for most is' : 'The tools I reach for most are') : executive || casual ? 'My core skills include' : 'I work with';
  const skillLine = named.length
    ? `${skillLead} ${listOf(named, 4)}${soft.length ? `, and people know me for ${listOf(soft, 2)}` : ''}.`
    : soft.length
      ? `People know me for ${listOf(soft, 3)}.`
      : undefined;
  const degree = degreeSentence(facts.degree);
  // a summary short of about 50 words says what else the résumé gives of the person's own: how long they used their
  // skills, and the courses they completed (never a line of filler)
  const thin = [...paragraphs, skillLine ?? '', degree ?? ''].join(' ').split(/\s+/).length < 50;
  const timed = thin ? skillTimeSentence(input.currentProfile) : undefined;
  const rest = timed ? named.filter((h) => !timed.named.some((x) => x.toLowerCase() === h.toLowerCase())) : named;
  const restLine = timed && rest.length ? `I also work with ${listOf(rest, 3)}${soft.length ? `, and people know me for ${listOf(soft, 2)}` : ''}.` : timed && soft.length ? `People know me for ${listOf(soft, 3)}.` : undefined;
  const courses = thin ? coursesSentence(input.currentProfile) : undefined;
  const skillsParagraph = [...(timed ? [timed.sentence, restLine] : [skillLine]), degree, courses].filter(Boolean).join(' ');
  if (skillsParagraph) paragraphs.push(skillsParagraph);
  const invitations: string[] = [];
  // (the intro has said which roles: the invitation does not say it again)
  if (purposes.includes('Recruiter Visibility')) invitations.push('Feel free to reach out.');
  if (purposes.includes('Hiring Manager Appeal')) invitations.push(`If your team needs ${withArticle(role)} who cares about measurable results, let's talk.`);
  // (lessons of the trade: never of the office tools everyone uses)
  const trade = hard.filter((h) => !isEverydayTool(h));
  if (purposes.includes('Thought Leadership')) invitations.push(`I share lessons from my work${trade.length ? ` with ${listOf(trade, 2)}` : ''}, so follow along or say hello.`);
  paragraphs.push(invitations.join(' '));

  const achievements = drafted.slice(0, ACHIEVEMENTS_SHOWN).map((a) => a.sentence);

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
