// LinkedIn headline, summary, achievements and hashtags from the user's own profile text.
import type { LinkedInInput, LinkedInOutput } from '../port';
import { firstPerson, hasFigure, joinList, statementsOf, upperFirst, withArticle } from './compose';
import { opensWithActionVerb } from './phrases';
import { parseResume } from './resume-parser';
import { findSkills } from './skills';
import { uniqueBy } from './text';

const HEADLINE_MAX = 220;

function hashtag(s: string): string {
  const words = s.replace(/[^\p{L}\p{N}+# ]/gu, ' ').replace(/\+\+/g, 'PlusPlus').replace(/#/g, 'Sharp').split(/\s+/).filter(Boolean);
  return '#' + words.map((w) => (w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  return slice.slice(0, Math.max(slice.lastIndexOf(' | '), slice.lastIndexOf(' '))).trim();
}

export function composeLinkedIn(input: LinkedInInput, now: Date): LinkedInOutput {
  const profile = parseResume(input.currentProfile, now);
  const role = input.targetRole.trim();
  const industry = input.industryExperience?.trim();
  const skills = findSkills(input.currentProfile);
  const hard = skills.filter((f) => f.skill.kind === 'hard').map((f) => f.surface);
  const soft = skills.filter((f) => f.skill.kind === 'soft').map((f) => f.skill.name.toLowerCase());
  // statements: a résumé's bullets, or the sentences of a prose profile
  const statements = uniqueBy(
    (profile.statements.length ? profile.statements.map((l) => l.content) : statementsOf(input.currentProfile)).map((s) => s.replace(/[.;\s]+$/, '')),
    (s) => s.toLowerCase(),
  );
  const quantified = statements.filter(hasFigure);
  const actions = statements.filter((s) => opensWithActionVerb(s) && !hasFigure(s));
  const explicitYears = /(\d{1,2}\+?)\s+years?(?:\s+of)?(?:\s+(?:professional\s+)?experience)?/i.exec(input.currentProfile)?.[0];
  const latestTitle = profile.roles.find((r) => r.title)?.title;
  const purposes = input.purposes.length ? input.purposes : ['Recruiter Visibility'];
  const executive = input.tone === 'Executive';
  const casual = input.tone === 'Casual';

  // headline: the role first, then what each chosen purpose needs
  const segments: string[] = [role];
  if (purposes.includes('Recruiter Visibility')) segments.push(hard.slice(0, 4).join(' · '));
  if (purposes.includes('Hiring Manager Appeal') && quantified[0]) segments.push(cut(upperFirst(quantified[0]), 90));
  if (purposes.includes('Thought Leadership') && hard.length) segments.push(`Sharing what I learn about ${joinList(hard.slice(0, 2))}`);
  if (industry) segments.push(executive ? `${industry} leadership` : industry);
  const headline = cut(segments.filter(Boolean).join(casual ? ' · ' : ' | '), HEADLINE_MAX);

  // summary: who, proof, skills, invitation — each sentence built from the profile
  const who = latestTitle && latestTitle.toLowerCase() !== role.toLowerCase()
    ? `I'm ${withArticle(latestTitle)}${industry ? ` in ${industry}` : ''}${explicitYears ? ` with ${explicitYears}` : ''}, aiming for ${role} roles.`
    : `I'm ${withArticle(role)}${industry ? ` with a background in ${industry}` : ''}${explicitYears ? ` and ${explicitYears}` : ''}.`;
  const intro = casual ? `Hi there! ${who}` : executive ? who.replace(/^I'm/, 'I am') : who;
  const paragraphs = [intro];
  const proof = (quantified.length ? quantified : actions).slice(0, executive ? 3 : 2).map(firstPerson);
  if (proof.length) paragraphs.push(`${casual ? 'A few things I have done lately:' : 'Recent results:'} ${proof.join(' ')}`);
  if (hard.length) paragraphs.push(`${casual ? 'Tools I reach for' : 'Core skills'}: ${hard.slice(0, 8).join(' · ')}${soft.length ? `, plus ${joinList(soft.slice(0, 3))}` : ''}.`);
  const invitations: string[] = [];
  if (purposes.includes('Recruiter Visibility')) invitations.push(`I'm open to ${role} opportunities; feel free to reach out.`);
  if (purposes.includes('Hiring Manager Appeal')) invitations.push(`If your team needs ${withArticle(role)} who ${hard.length ? `works in ${joinList(hard.slice(0, 2))} and ` : ''}cares about measurable results, let's talk.`);
  if (purposes.includes('Thought Leadership')) invitations.push(`I share lessons from my work${hard.length ? ` on ${joinList(hard.slice(0, 2))}` : ''}; follow along or say hello.`);
  paragraphs.push(invitations.join(' '));

  const achievements = [...quantified, ...actions].slice(0, 6).map((s) => upperFirst(s));

  const tags = input.includeHashtags
    ? uniqueBy(
        [
          hashtag(role.replace(/\b(senior|sr|junior|jr|lead|principal|staff|head of|associate)\b\.?/gi, '').trim() || role),
          ...(industry ? [hashtag(industry)] : []),
          ...skills.filter((f) => f.skill.kind === 'hard').slice(0, 6).map((f) => hashtag(f.surface)),
          ...(purposes.includes('Thought Leadership') ? ['#ThoughtLeadership'] : []),
          ...(purposes.includes('Hiring Manager Appeal') ? ['#Leadership'] : []),
          '#CareerGrowth',
        ].filter((t) => t.length > 2),
        (t) => t.toLowerCase(),
      ).slice(0, 8)
    : [];

  return { headline, summary: paragraphs.join('\n\n'), achievements, hashtags: tags };
}
