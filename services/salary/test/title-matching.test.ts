// Job title → occupation on the imported O*NET and BLS data: exact, alternative, CareerKit's overrides, typos,
// and suggestions (never a confident wrong match) when nothing fits.
import { loadReferenceData } from '../src/data/reference-data';
import { createTitleMatcher, type TitleLookup } from '../src/domain/title-matcher';

const matcher = createTitleMatcher(loadReferenceData());
const matched = (title: string) => {
  const found: TitleLookup = matcher.match(title);
  if (!('match' in found)) throw new Error(`'${title}' found no match; suggestions: ${found.suggestions.join(', ')}`);
  return found.match;
};
const suggested = (title: string) => {
  const found = matcher.match(title);
  if (!('suggestions' in found)) throw new Error(`'${title}' matched ${found.match.occupation.title}`);
  return found.suggestions;
};

describe('matching a job title to an occupation', () => {
  it('matches the official occupation title exactly, singular or plural, in any case', () => {
    expect(matched('Registered Nurses')).toMatchObject({ kind: 'exact', quality: 1, occupation: { code: '29-1141' } });
    expect(matched('registered nurse')).toMatchObject({ kind: 'exact', occupation: { code: '29-1141' } });
    expect(matched('SOFTWARE DEVELOPER')).toMatchObject({ kind: 'exact', occupation: { code: '15-1252', title: 'Software Developers' } });
  });

  it("matches O*NET's alternative titles and short titles", () => {
    expect(matched('Software Engineer')).toMatchObject({ kind: 'alternative', matchedTitle: 'Software Engineer', occupation: { code: '15-1252' } });
    expect(matched('RN')).toMatchObject({ kind: 'alternative', occupation: { code: '29-1141' } });
    expect(matched('Accountant')).toMatchObject({ kind: 'alternative', occupation: { code: '13-2011' } });
    expect(matched('Software Engineer').quality).toBeLessThan(matched('Software Developers').quality);
  });

  it('picks the occupation a title most resembles when O*NET files it under several, and names the others', () => {
    // O*NET: 'UX Designer' → Web and Digital Interface Designers and Software QA Analysts and Testers.
    const ux = matched('UX Designer');
    expect(ux.occupation.code).toBe('15-1255');
    expect(ux.alternatives.map((o) => o.code)).toContain('15-1253');
    expect(matched('Marketing Manager').occupation.code).toBe('11-2021');
  });

  it('sets seniority words aside: the experience level carries seniority', () => {
    expect(matched('Senior Software Engineer II')).toMatchObject({ occupation: { code: '15-1252' }, seniorityIgnored: true });
    expect(matched('Sr. Accountant')).toMatchObject({ occupation: { code: '13-2011' }, seniorityIgnored: true });
  });

  it("uses CareerKit's override list for common titles O*NET lacks, however they are spelled", () => {
    for (const title of ['Frontend Developer', 'front-end developer', 'Front End Engineer', 'Backend Engineer', 'Full-Stack Developer']) {
      expect(matched(title)).toMatchObject({ kind: 'override', occupation: { code: '15-1252' } });
    }
    expect(matched('Frontend Developer').alternatives.map((o) => o.code)).toEqual(['15-1254']);
    expect(matched('Frontend Developer').why).toMatch(/Web Developers/);
  });

  it('finds the title through typos, with a lower match quality', () => {
    const typo = matched('sofware engneer');
    expect(typo).toMatchObject({ kind: 'fuzzy', matchedTitle: 'Software Engineer', occupation: { code: '15-1252' } });
    expect(typo.quality).toBeLessThan(matched('Software Engineer').quality);
    expect(matched('registred nurse').occupation.code).toBe('29-1141');
    expect(matched('front end develper').occupation.code).toBe('15-1252');
    expect(matched('markting manger').occupation.code).toBe('11-2021');
  });

  it('finds a known title inside a longer one', () => {
    expect(matched('senior backend engineer at a fintech')).toMatchObject({ kind: 'partial', occupation: { code: '15-1252' } });
  });

  it('answers an unknown title with up to 3 suggestions, each of which then matches', () => {
    const suggestions = suggested('underwater basket weaver');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions).toContain('Underwater Welder');
    for (const suggestion of suggestions) expect(['exact', 'alternative', 'override']).toContain(matched(suggestion).kind);
  });

  it('suggests instead of guessing when only the spelling is close ("prompt" is not "product")', () => {
    expect(suggested('prompt engineer')).toContain('Product Engineer');
    expect(suggested('asdfgh')).toEqual([]);
  });
});
