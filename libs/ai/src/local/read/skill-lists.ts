// Skills O*NET's technology list does not cover: methods and domain practices (hard) and soft skills.
// Each entry: the label shown, then the phrasings that count as it. Lower case matches any case. The lists are data
// (data/skill-lists.json), kept beside the engine's other vocabularies.
import lists from '../../../data/skill-lists.json';

/** Hard skills that are methods or practices rather than products, across common fields. */
export const METHOD_SKILLS: Record<string, string[]> = lists.methods;

/** Soft skills: weighed below hard skills in keyword coverage. */
export const SOFT_SKILLS: Record<string, string[]> = lists.soft;
