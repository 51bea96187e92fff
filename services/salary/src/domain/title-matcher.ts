// Job title → BLS occupation: CareerKit's overrides, then the official occupation titles, then O*NET's alternate
// titles (each also with seniority words set aside), then a known title inside a longer one, then typo-tolerant
// matching. No confident match → up to 3 suggestions.
import type { Occupation, ReferenceData, TitleOverride } from './reference';
import { normalizeTitle, sharedWords, trigrams, typoSimilarity, withoutSeniority } from './title-text';

export type MatchKind = 'override' | 'exact' | 'alternative' | 'partial' | 'fuzzy';

export interface TitleMatch {
  occupation: Occupation;
  kind: MatchKind;
  /** The known title that matched, as its source writes it. */
  matchedTitle: string;
  /** 0-1: how surely the title names this occupation. */
  quality: number;
  /** Seniority words ("Senior", "II") were set aside to find it. */
  seniorityIgnored: boolean;
  /** Other occupations the same title is used for. */
  alternatives: Occupation[];
  /** Why CareerKit chose this occupation (override matches). */
  why?: string;
}

export type TitleLookup = { match: TitleMatch } | { suggestions: string[] };

/** A typo-tolerant match: at most this share of the letters differ (beside the per-word limit in typoSimilarity). */
const TYPO_MATCH_MIN = 0.8;
/** How many of the most similar titles (by trigrams) are checked for a typo match. */
const TYPO_CANDIDATES = 50;
/** A title this similar (trigram Dice) is worth suggesting. */
const SUGGESTION_MIN = 0.45;
/** Titles less similar than this are not considered at all. */
const SIMILAR_MIN = 0.3;
const QUALITY: Record<MatchKind, number> = { exact: 1, override: 0.95, alternative: 0.9, partial: 0.7, fuzzy: 0.9 };
/** A title O*NET files under several occupations is a less certain match. */
const AMBIGUITY_PENALTY = 0.1;

// TitleEntry.flags (data/titles.json): bit 0 occupation title, bit 1 short title; bit 2+n: O*NET source n.
const OFFICIAL = 1;
const source = (n: number) => 1 << (2 + n);
/** How strongly O*NET's sources say a title is used for an occupation: incumbents and job postings count most. */
const evidence = (flags: number) =>
  2 * Number(!!(flags & source(2))) + 2 * Number(!!(flags & source(10))) + Number(!!(flags & source(9))) + Number(!!(flags & source(1))) + Number(!!(flags & 2));

interface KnownTitle {
  key: string;
  display: string;
  /** Occupation code → flags (an OEWS occupation's own title counts as official). */
  codes: Map<string, number>;
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(Ios|Ux|Ui|Vp|Ai|Ml|Mlops|It)\b/g, (w) => ({ Ios: 'iOS', Mlops: 'MLOps' })[w] ?? w.toUpperCase());

export interface TitleMatcher {
  match(jobTitle: string): TitleLookup;
}

export function createTitleMatcher(data: ReferenceData): TitleMatcher {
  const occupations = new Map(data.wages.occupations.map((o) => [o.code, o]));
  const officialKeys = new Map(data.wages.occupations.map((o) => [o.code, normalizeTitle(o.title)]));
  const known = new Map<string, KnownTitle>();
  const add = (title: string, code: string, flags: number) => {
    const key = normalizeTitle(title);
    if (!key) return;
    const entry = known.get(key) ?? { key, display: title, codes: new Map() };
    entry.codes.set(code, (entry.codes.get(code) ?? 0) | flags);
    if (flags & OFFICIAL) entry.display = title;
    known.set(key, entry);
  };
  for (const o of data.wages.occupations) add(o.title, o.code, OFFICIAL);
  for (const t of data.titles.titles) add(t.title, t.code, t.flags);

  const overrides = new Map<string, TitleOverride>();
  for (const o of data.titleOverrides) {
    for (const title of o.titles) {
      const key = normalizeTitle(title);
      overrides.set(key, o);
      // Known too, so that a typo of an override title finds it.
      if (!known.has(key)) known.set(key, { key, display: titleCase(title), codes: new Map([[o.code, 0]]) });
    }
  }

  // Trigram index over every known title, for typo-tolerant matching.
  const keys = [...known.values()];
  const gramCounts = keys.map((k) => trigrams(k.key).size);
  const postings = new Map<string, number[]>();
  keys.forEach((k, id) => {
    for (const gram of trigrams(k.key)) {
      const list = postings.get(gram);
      if (list) list.push(id);
      else postings.set(gram, [id]);
    }
  });

  /** The occupation a title stands for when O*NET files it under several: the one whose own title it resembles, then evidence, then size. */
  function choose(title: KnownTitle): { code: string; official: boolean; others: string[] } {
    const ranked = [...title.codes.entries()]
      .map(([code, flags]) => ({
        code,
        flags,
        rank: [
          officialKeys.get(code) === title.key || flags & OFFICIAL ? 1 : 0,
          sharedWords(title.key, officialKeys.get(code) ?? ''),
          evidence(flags),
          occupations.get(code)?.employment ?? 0,
        ],
      }))
      .sort((a, b) => {
        for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return b.rank[i] - a.rank[i];
        return a.code.localeCompare(b.code);
      });
    return { code: ranked[0].code, official: ranked[0].rank[0] === 1, others: ranked.slice(1).map((r) => r.code) };
  }

  const occupationsOf = (codes: string[]) => codes.map((c) => occupations.get(c)!).filter(Boolean);

  function exactly(key: string, seniorityIgnored: boolean, kind?: 'partial'): TitleMatch | undefined {
    const override = overrides.get(key);
    if (override) {
      return {
        occupation: occupations.get(override.code)!,
        kind: kind ?? 'override',
        matchedTitle: titleCase(override.titles.find((t) => normalizeTitle(t) === key) ?? override.titles[0]),
        quality: QUALITY[kind ?? 'override'],
        seniorityIgnored,
        alternatives: occupationsOf(override.also),
        why: override.why,
      };
    }
    const title = known.get(key);
    if (!title) return undefined;
    const { code, official, others } = choose(title);
    const matchKind = kind ?? (official ? 'exact' : 'alternative');
    return {
      occupation: occupations.get(code)!,
      kind: matchKind,
      matchedTitle: title.display,
      quality: QUALITY[matchKind] - (others.length && matchKind !== 'exact' ? AMBIGUITY_PENALTY : 0),
      seniorityIgnored,
      alternatives: occupationsOf(others).slice(0, 3),
    };
  }

  /** A known title of two or more words inside a longer one ("backend engineer at a fintech"): the longest wins. */
  function within(key: string): TitleMatch | undefined {
    const words = key.split(' ');
    for (let n = words.length - 1; n >= 2; n--) {
      for (let start = 0; start + n <= words.length; start++) {
        const found = exactly(words.slice(start, start + n).join(' '), false, 'partial');
        if (found) return found;
      }
    }
    return undefined;
  }

  /** Known titles by trigram similarity (Dice), best first. */
  function similar(key: string): { title: KnownTitle; score: number }[] {
    const grams = trigrams(key);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    return [...shared.entries()]
      .map(([id, count]) => ({ title: keys[id], score: (2 * count) / (grams.size + gramCounts[id]) }))
      .filter((candidate) => candidate.score >= SIMILAR_MIN)
      .sort((a, b) => b.score - a.score || a.title.key.length - b.title.key.length);
  }

  return {
    match(jobTitle) {
      const key = normalizeTitle(jobTitle);
      const plain = withoutSeniority(key);
      const variants = plain && plain !== key ? [key, plain] : [key];

      for (const [i, variant] of variants.entries()) {
        const found = exactly(variant, i > 0);
        if (found) return { match: found };
      }
      for (const variant of variants) {
        const found = within(variant);
        if (found) return { match: { ...found, seniorityIgnored: variant !== key } };
      }
      const candidates = variants
        .flatMap((variant, i) => similar(variant).map((candidate) => ({ ...candidate, variant, seniorityIgnored: i > 0 })))
        .sort((a, b) => b.score - a.score);
      // A typo: the same words as a known title, each a letter or two off.
      const typo = candidates
        .slice(0, TYPO_CANDIDATES)
        .map((candidate) => ({ ...candidate, similarity: typoSimilarity(candidate.variant, candidate.title.key) }))
        .filter((c) => c.similarity !== null && c.similarity >= TYPO_MATCH_MIN)
        .sort((a, b) => b.similarity! - a.similarity! || b.score - a.score)[0];
      if (typo) {
        const found = exactly(typo.title.key, typo.seniorityIgnored)!;
        return { match: { ...found, kind: 'fuzzy', matchedTitle: typo.title.display, quality: Math.min(found.quality, QUALITY.fuzzy * typo.similarity!) } };
      }
      // Suggest titles that lead to different occupations, each as written so that trying it matches exactly.
      const suggestions: string[] = [];
      const seen = new Set<string>();
      for (const { title, score } of candidates) {
        if (score < SUGGESTION_MIN || suggestions.length === 3) break;
        const code = overrides.get(title.key)?.code ?? choose(title).code;
        if (seen.has(code)) continue;
        seen.add(code);
        suggestions.push(title.display);
      }
      return { suggestions };
    },
  };
}
