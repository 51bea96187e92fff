// Cover letters in five modes and five tones, written from the facts of the user's résumé or own fields and from the
// posting: whole first-person sentences, never raw lines. Layout: paragraphs separated by a blank line — the greeting,
// the opening, the body, the closing, the sign-off. The free preview is the first three (greeting, opening, first body
// paragraph), so the opening and the first body paragraph each stand on their own.
import type { CoverLetterInput, CoverLetterOutput } from '../../port';
import { achievementSentences, degreeSentence, firstPerson, firstPersonEach, goalSentence, listItems, placeOf, roleOpening, statementsOf } from './compose';
import { askedSkills, askedText, LEGAL_SUFFIX, parsePosting, type JobPosting } from '../read/job-posting';
import { idf, isPostingTerm, stressedTerms, termsIn } from '../read/posting-terms';
import { isAgentTitle } from '../read/occupations';
import { infinitiveClause, listOf, withArticle } from './rephrase';
import { claimedSkills, describesEmployer, isNoEmployer, isNoStatementOfWork, latestRole, PASTIME, recasedTitle, resumeFacts, type ResumeFacts, type Statement } from '../read/resume-facts';
import { ACHIEVEMENTS_MAX, achievementsOf, largelyRepeats, type Achievement } from './achievements';
import { ROLE_WORDS_RE } from '../read/role-words';
import { ACTION_VERBS } from '../read/phrases';
import { findSkills, skillInProse, tradeFirst } from '../read/skills';
import { escapeRegExp, inOneWork, rememberedInWork, uniqueBy } from '../read/text';
import { dutiesThatRead, dutySentence, isPractice, isTool, namesTheWork } from './posting-phrase';
import { statementRoles, type StatementRole } from '../read/statement-roles';
import { dot, meaningOf, textVector, wordVector, type TextVector } from '../read/word-meaning';

type Tone = NonNullable<CoverLetterInput['tone']>;

// `role` is undefined when neither the user nor the posting names the job: the letter then says "this position".
const OPENING: Record<Tone, (role: string | undefined, at: string, company?: string) => string> = {
  professional: (role, at) => `I am writing to apply for ${role ? `the ${role} position` : 'this position'}${at}.`,
  enthusiastic: (role, at, company) =>
    company
      ? `I was excited to see that ${company} is hiring${role ? ` ${withArticle(role)}` : ''}, and I would love to be part of that work.`
      : `I was excited to see your opening${role ? ` for ${withArticle(role)}` : ''}${at}, and I would love to be part of that work.`,
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

// the closing points to the résumé for the rest of the story: the letter told only what fits this posting
const RESUME_POINTER: Record<Tone, string> = {
  professional: 'My résumé gives more detail on the rest of my experience.',
  enthusiastic: 'My résumé has more about the work I have done so far.',
  confident: 'My résumé covers the rest of my record.',
  conversational: "My résumé has the rest of the story if you'd like more detail.",
  formal: 'I have enclosed my résumé, which sets out the rest of my experience.',
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
  /** of those, the tools and technologies (what one "uses"), the practices (what one has experience in) and the traits */
  matchedTools: string[];
  matchedPractices: string[];
  matchedTraits: string[];
  /** the user's achievements as first-person sentences, nearest the posting first, those that speak to it (links aside) */
  achievements: Achievement[];
  /**
   * how many of `achievements`, from the first, speak to the posting (share a telling word or a skill it asks for, and
   * are near it beside the résumé's nearest statement)
   */
  relevant: number;
  /** the posting's duties the résumé shows done, each said with the statement that shows it */
  links: string[];
  /** the Key achievements field's statements as first-person sentences */
  results: string[];
  /** duties from the posting, in the infinitive: "design and run Python services on AWS" */
  duties: string[];
  /** skills the posting asks for that the user's text does not show */
  unmatched: string[];
  /** the résumé's other skills the posting names: the only ones a letter adds to those asked for */
  nearSkills: string[];
  /** the most recent role, title and employer of one record */
  latest: { title?: string; employer?: string };
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
  // (a name has letters: a posting's company field may hold "0")
  // (a stop after an initial or a short abbreviation ends no sentence: "W.C. Construction Company", "St. Luke's")
  if (!s || !/\p{L}/u.test(s) || s.split(' ').length > 8 || /(?<!(?:^|[\s.])(?:\p{Lu}|\p{Lu}\p{Ll}{1,2}))\.\s|[!?:;]\s|https?:|@/u.test(s)) return undefined;
  // a letter names the company as people say it: "Dear McDonnell & Associates Hiring Team", not "…, P.C Hiring Team"
  const unstopped = (name: string) => name.replace(/[.,;:]+$/, '');
  let bare = s;
  for (let i = 0; i < 3 && LEGAL_SUFFIX.test(bare); i++) bare = bare.replace(LEGAL_SUFFIX, '').replace(/[\s/,;:-]+$/, '');
  bare = unstopped(bare);
  return bare.length >= 2 && !/(?:&|\band)$/i.test(bare) ? bare : unstopped(s);
}

/**
 * A company read from the posting's text, only when the posting names its employer outright and what was read looks
 * like a name: a wrong name at the head of a letter is worse than none ("Dear Pre-K, Kindergarten, First Grade Hiring
 * Team"), so anything else leaves the neutral greeting.
 */
function companyFromPosting(posting: JobPosting | undefined): string | undefined {
  const name = posting?.companyFirm ? cleanCompany(posting.company) : undefined;
  if (!name) return undefined;
  const words = name.split(' ');
  // short, every word capitalised (or a figure, an initial, a linking word), no list of things
  const nameWord = (w: string) => /^[\p{Lu}\d]/u.test(w) || /^(?:of|and|for|the|de|la|du|von|van|&|[a-z]+[\p{Lu}][\p{L}]*)$/u.test(w);
  return words.length <= 6 && words.every(nameWord) && !/,/.test(name.replace(LEGAL_SUFFIX, '')) ? name : undefined;
}

const DUTY_SUBJECT =
  /(?:^|\b(?:as (?:a|an|the) [\w\s]{2,40}|in (?:this|the) (?:role|position)|additionally|also),\s)(?:you|the (?:successful |ideal |selected )?(?:candidate|applicant|hire|person|individual)|the (?:\p{Lu}[\p{L}&/-]*\s){0,4}\p{Lu}[\p{L}&/-]*|this (?:role|position|person|candidate|individual|team member)|the (?:role|position))(?: will|['’]ll)(?: also)?(?: be)?(?: (?:responsible for|expected to|asked to|tasked with|required to))?\s+/iu;
// "We are seeking a Blog Writer to craft engaging blog posts…": what the person sought is hired to do
const SOUGHT_TO = /\b(?:seeking|looking for|searching for|hiring|recruiting)\s+(?:a|an)\s+[^,.;]{2,60}?\s+to\s+(?!join\b|work (?:in|at|for|with (?:us|our))\b|be\b)(\p{Ll}[^.;]+)/u;

const NOT_A_DUTY = /^(?:(?:accelerate|advance|grow|build|develop) your (?:career|skills)|be|come|include|involve|locate|determine|report|join|receive|get|earn|enjoy|have|need|require|start|begin|allow|feature|pay|create (?:a |your )?job alert|work (?:remotely|from|in (?:a|an|the|our|your) )|maintain (?:a |an |current |valid |your )?(?:\w+ )?(?:licen[cs]e|licensure|certification))\b/i;

/**
 * A posting's list items where a page ran them into one text: after a bullet glyph, an inline number ("…materials.4.
 * Create and manage…"), or a stop that lost its space ("…and specifications.Document weekly…").
 */
function runTogetherItems(text: string): string[] {
  return text
    .replace(/(\p{Ll}{2}[.:])(?=\p{Lu}\p{Ll})/gu, '$1\n')
    // "…environmental requirementsWork with the employees…": an item glued to the one before, opening on an action
    .replace(/(\p{Ll}{3})(?=(\p{Lu}\p{Ll}+)\s)/gu, (m: string, end: string, next: string) => (ACTION_VERBS.has(next.toLowerCase()) ? `${end}\n` : m))
    .replace(/(?:^|[.:]|\s)\d{1,2}\.\s*(?=\p{Lu})/gmu, (m) => `${/^[.:]/.test(m) ? m[0] : ''}\n`)
    .split(/\n|\s*[•▪◦●‣∙·✓➢]\s*/)
    .map((l) => l.replace(/\s+/g, ' ').replace(/[.;:]+$/, '').trim())
    .filter((l) => l.length > 0);
}

/** Lower-case words of four letters or more: what a duty and a résumé share. */
const contentWords = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/**
 * The posting's duties (twelve at most), in its order: bullets, items a page ran together, then "You will…" sentences.
 */
function postingDuties(posting: JobPosting | undefined, asked = posting ? askedText(posting.text) : ''): string[] {
  if (!posting) return [];
  const items: string[] = [];
  // what the posting says of its employer or of what it offers ("Participate in our equity plan", "Accelerate your
  // career growth") is no duty of the job: only the asked part of its text is read (`asked`)
  const lines = [
    ...posting.bullets.filter((b) => asked.includes(b.trim().slice(0, 40))),
    ...runTogetherItems(asked),
    // "You will…", "The Building Engineer will be responsible for…", "The successful candidate will…": what the person
    // hired will do, as a posting that lost its bullets writes it (a page's text is sentences)
    ...statementsOf(asked).flatMap((s) => {
      const sought = SOUGHT_TO.exec(s);
      if (sought) return [sought[1].split(/,\s(?:and\s)?(?=\p{Ll}+\s)/u)[0].split(/\s+/).length > 20 ? sought[1].split(/,\s/)[0] : sought[1]];
      const will = DUTY_SUBJECT.exec(s);
      if (!will) return [];
      const rest = s.slice(will.index + will[0].length);
      // a long sentence's first part, up to a comma, is one duty of it
      return rest.split(/\s+/).length > 20 ? [rest.split(/,\s/)[0]] : [rest];
    }),
  ];
  // (a line the posting repeats, as a page pasted twice does, reads as it did the first time: it is read once)
  for (const line of new Set(lines)) {
    const words = line.split(/\s+/).length;
    // "Needs a high degree of foresight…", "Must have…": what the job takes, not a duty to look forward to
    if (words < 4 || words > 20 || /^(?:needs?|requires?|has|have|possess(?:es)?|is|are|must|should|knows?)\b/i.test(line)) continue;
    // what the job asks of the person hired, wherever its verb stands ("Associate degree required", "A track record of
    // … preferred"), and the catch-all no one looks forward to ("other duties as assigned")
    if (/\b(?:required|preferred|desired|a plus|other duties)\b/i.test(line)) continue;
    // (a heading the page glued to the item's end: "…new manufacturing technology Requirements")
    const duty = infinitiveClause(line.replace(/\s(?:Requirements|Qualifications|Responsibilities|Skills|Benefits|Education|Experience)$/, ''));
    // the posting's "our" is the employer's, and the letter is written to the employer: "promote our projects" is "your
    // projects" there; a clause where the employer acts ("we", "ourselves") is theirs, not a duty of the role
    // (nor words a page glued together: "…at the jobsiteGenerate project punch list", "benefitsMedical insurance")
    if (!duty || /\b(?:we|we're|we've|we'll|ourselves)\b/i.test(duty) || /\p{Ll}{4,}\p{Lu}/u.test(duty)) continue;
    // what comes with the job, not a duty ("include heavy multimedia…", "come with mentoring…", "report to…", "locate
    // in Austin"); a list the page ran together ("…density• Improved posture"); a duty whose later actions stayed in
    // -ing ("manage costs, estimating projects")
    if (NOT_A_DUTY.test(duty) || /[•▪●➢✓·]/.test(duty) || /(?:,|\band)\s+\p{L}+ing\b/u.test(duty)) continue;
    const toReader = duty.replace(/\b([Oo])ur(s?)\b/g, (_, o: string, s: string) => `${o === 'O' ? 'Y' : 'y'}our${s}`).replace(/\bus\b/g, 'you');
    const item = toReader[0].toLowerCase() + toReader.slice(1);
    // (a fragment that does not read after "to" — the posting's third person, its bare title, a requirement — is left out)
    items.push(item);
  }
  return dutiesThatRead(items, 12);
}

/**
 * The duties a letter looks forward to (two at most): those whose words the résumé shares most first, in the posting's
 * order among equals; a duty the résumé shares no word with ("answer phones" in a marketer's letter) is none of them.
 */
function dutiesToTakeUp(duties: string[], resume: string): string[] {
  const own = contentWords(resume);
  const shared = (duty: string) => [...contentWords(duty)].filter((w) => own.has(w)).length;
  return duties
    .map((duty, at) => ({ duty, at, score: shared(duty) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, 2)
    .map((x) => x.duty);
}

/** How much a rare word says: words every posting uses ("work", "team", "manage") say little of what a job is. */
const TELLING_IDF = 2.5;
/** A statement speaks to a posting that shares a word with it this rare ("customer" does, "work" and "manage" do not). */
const SPEAKING_IDF = 2;

/**
 * The telling words a text shares with a posting's duty, each weighing its rarity across postings; `rank` adds
 * the weights of the common words shared too, which tell two statements apart but link none on their own.
 */
function sharedWeight(keys: Set<string>, text: string, telling = TELLING_IDF): { count: number; weight: number; rank: number; words: number } {
  let count = 0;
  let weight = 0;
  let common = 0;
  let words = 0;
  // (one word stemmed two ways is one word: "reconciliation" → "reconcili", "reconciled" → "reconcil")
  const long = longKeys(keys);
  const same = (key: string) => keys.has(key) || (key.length >= 7 && long.some((k) => k.startsWith(key) || key.startsWith(k)));
  for (const key of termsIn(text).keys()) {
    if (!same(key) || !isPostingTerm(key)) continue;
    words++;
    const w = idf(key);
    if (w < telling) common += w;
    else {
      count++;
      weight += w;
    }
  }
  return { count, weight, rank: weight + common, words };
}

/** The keys of seven letters or more of a set (sharedWeight's stems read two ways), listed once per set. */
const LONG_KEYS = new WeakMap<Set<string>, string[]>();
function longKeys(keys: Set<string>): string[] {
  let long = LONG_KEYS.get(keys);
  if (!long) LONG_KEYS.set(keys, (long = [...keys].filter((k) => k.length >= 7)));
  return long;
}

/** A duty and a statement of work said together: the duty is one the résumé shows done. */
export interface DutyLink {
  duty: string;
  achievement: Achievement;
}

/** At least this many telling words (a skill both name counts as two), and this much weight, link a statement to a duty. */
const LINK_WORDS = 2;
const LINK_WEIGHT = 6.5;
/** What a skill named in both weighs in a link: as much as a rare word. */
const SKILL_WEIGHT = 4;
/**
 * Two telling words of less weight link them too where the two say alike things as word vectors read them; under the
 * floor, words shared by chance ("correct", "project") link nothing. One telling word links them only when it is rare,
 * the two are near in meaning and they share another word besides: a common word alone ("user", "monthly") would link
 * work that has nothing else in common, and so would one telling word alone (readers called "prepared materials and
 * classrooms" no answer to "maintain a well-organized classroom" in a high school).
 */
const NEAR_MEANING = 0.3;
const MEANING_FLOOR = 0.15;
const ONE_WORD_WEIGHT = 4;
const ONE_WORD_NEAR = 0.4;
/** The least share of a duty's words (weighed by their rarity) that one word shared with a statement must be to link them. */
const ONE_WORD_SHARE = 0.25;
/**
 * How much the two texts' likeness in meaning (a cosine, 0–1) counts beside the words' weight in ranking links: little,
 * word vectors being loose ("a follow-up call after every event" is nearer "plan and run events from the first call"
 * than "planned and ran 40 customer events" is).
 */
const MEANING_RANK = 3;
/** The most duties a letter names, each said with its statement. */
const LINKS_MAX = 3;

/**
 * What a duty is about, without the actions it opens on ("oversee and manage all aspects of store openings" → "all
 * aspects of store openings"): a statement that only does the same ("oversaw all aspects of the school fair") shares
 * its verbs, not its work.
 */
function dutyObject(duty: string): string {
  const words = duty.split(/\s+/);
  let i = 0;
  // (base forms only: "automated testing" is what the duty is about)
  const action = (w: string) => ACTION_VERBS.has(w) && !/(?:ed|ing)$/.test(w);
  while (i < words.length - 1 && (action(words[i].toLowerCase().replace(/[,;]$/, '')) || /^(?:and|or|&|and\/or)$/i.test(words[i]))) i++;
  return words.slice(i).join(' ');
}

/** A text's words as one direction in meaning (read/word-meaning.ts: TF-IDF-weighted word vectors). */
const meaningOfText = rememberedInWork((text: string) => meaningOf(textVector([[termsIn(text), 1]])));

/** What dutyMatches reads of a duty, read once per letter (it matches the duties twice: dutyCandidates, linkDuties). */
const dutyReading = rememberedInWork((duty: string) => {
  const about = new Set(termsIn(dutyObject(duty)).keys());
  const skillFinds = findSkills(duty);
  return {
    keys: new Set(termsIn(duty).keys()),
    about,
    // how much the duty's telling words weigh, by rarity: one shared word links only where it is much of that
    aboutWeight: [...about].filter(isPostingTerm).reduce((sum, key) => sum + idf(key), 0),
    skillFinds,
    // a skill the duty names and the statement names too ("apps on AWS", "deployed … to AWS") links them as two words do
    skills: new Set(skillFinds.map((f) => f.skill.id)),
    meaning: meaningOfText(duty),
  };
});

/**
 * Each duty against each statement (as written, with the skills it names), the pairs close enough to link, closest
 * first: telling words shared (read/posting-terms' rarity), skills named in both, and their likeness in meaning.
 */
function dutyMatches<T extends { source: string; skillIds: number[] }>(duties: string[], statements: T[]): { duty: string; at: number; statement: T; rank: number }[] {
  if (!duties.length || !statements.length) return [];
  const meanings = new Map(statements.map((x) => [x, meaningOfText(x.source)] as const));
  return duties
    .flatMap((duty, at) => {
      // (what the duty is about links it; its verbs only rank the statements it links: "planned and ran 40 events"
      // before "improved the guest score after every event" for "plan and run customer events")
      const { keys, about, aboutWeight, skillFinds, skills, meaning } = dutyReading(duty);
      return statements.map((statement) => {
        const words = sharedWeight(keys, statement.source);
        const aboutWords = sharedWeight(about, statement.source);
        const both = statement.skillIds.filter((id) => skills.has(id)).length;
        const other = meanings.get(statement);
        const near = meaning && other ? dot(meaning, other) : 0;
        const [count, weight] = [aboutWords.count + 2 * both, aboutWords.weight + SKILL_WEIGHT * both];
        // (one telling word links them only beside another word they share, common or not: "classroom" alone is said of
        // a preschool's "prepared materials and classrooms" and of a high school's "well-organized classroom")
        // (…and one word alone, however rare, or a skill both name, only where it is much of what the duty is about:
        // "recruitment" is a fifth of "a recruitment plan to expand the number of schools", and readers called hiring
        // staff, cited for it as "work of that kind", a false claim)
        // (a skill both name whose words the postings' statistics do not hold, "dashboards", weighs as a rare word of it)
        const unread = skillFinds.filter((f) => statement.skillIds.includes(f.skill.id) && ![...termsIn(f.surface).keys()].some(isPostingTerm)).length * SKILL_WEIGHT;
        const enough = aboutWords.words >= 2 || aboutWords.rank + unread >= ONE_WORD_SHARE * (aboutWeight + unread);
        const close =
          enough &&
          ((count >= LINK_WORDS && (weight >= LINK_WEIGHT || near >= NEAR_MEANING) && near >= MEANING_FLOOR) ||
            (count >= 1 && aboutWords.words >= 2 && weight >= ONE_WORD_WEIGHT && near >= ONE_WORD_NEAR));
        return { duty, at, statement, close, rank: words.rank + SKILL_WEIGHT * both + MEANING_RANK * near };
      });
    })
    .filter((x) => x.close)
    .sort((a, b) => b.rank - a.rank || a.at - b.at);
}

/** The most statements offered for each duty before any is rephrased: the closest, and one in its place should it not read. */
const CANDIDATES_PER_DUTY = 2;

/**
 * The résumé's statements closest to the posting's duties, to be rephrased first: the work a letter names a duty with
 * is the closest the résumé holds, not only the closest of the few its general ranking put first.
 */
function dutyCandidates(duties: string[], statements: Statement[]): Statement[] {
  const perDuty = new Map<string, number>();
  const out: Statement[] = [];
  for (const x of dutyMatches(duties, statements)) {
    if (out.includes(x.statement) || (perDuty.get(x.duty) ?? 0) >= CANDIDATES_PER_DUTY) continue;
    perDuty.set(x.duty, (perDuty.get(x.duty) ?? 0) + 1);
    out.push(x.statement);
    if (out.length >= LINKS_MAX * CANDIDATES_PER_DUTY) break;
  }
  return out;
}

/**
 * The posting's duties the résumé shows done (three at most), each with the statement closest to it, each statement and
 * each duty used once. A duty no statement comes close to is not named: a duty pasted beside work it has nothing to do
 * with reads as a paragraph whose sentences do not connect.
 */
function linkDuties(duties: string[], achievements: Achievement[]): DutyLink[] {
  // a statement of who I am or what I want ("I am a graduate…") shows no duty done
  const done = achievements.filter((a) => a.sentence.startsWith(`I ${a.clause}`) && !/^(?:am|is|are|have|has|want|wish|seek|hope|aim|intend|would|like|love|enjoy|believe|know|can|will)\b/i.test(a.clause));
  const links: DutyLink[] = [];
  for (const x of dutyMatches(duties, done)) {
    if (links.length === LINKS_MAX) break;
    // (two duties that say the same thing in other words are one: "create email campaigns", "run email campaigns")
    if (links.some((l) => l.duty === x.duty || l.achievement === x.statement || largelyRepeats(l.duty, x.duty))) continue;
    links.push({ duty: x.duty, achievement: x.statement });
  }
  return links;
}

/**
 * Links in the order a reader follows a career: the latest role's work first, then each earlier one's, the posting's
 * order among those of one role.
 */
function byRecency(links: DutyLink[], duties: string[], employers: string[]): DutyLink[] {
  const recency = ({ achievement: { employer, role } }: DutyLink) => (employer && employers.includes(employer) ? employers.indexOf(employer) : role && !role.recent ? role.rank : 0);
  return [...links].sort((a, b) => recency(a) - recency(b) || duties.indexOf(a.duty) - duties.indexOf(b.duty));
}

// a prize, a game, a contest, a college event or a workshop attended ("Won 3 gold medals in karate", "Secured 1st
// rank in a poster competition", "Participated in TechFest 2017 conducted by Riverside University", "Completed a 2
// days' workshop on Arduino"): no evidence of work for a job unless the posting asks for what it shows
const PRIZE_EVENT_OR_WORKSHOP =
  /\b(?:won|winner|medals?|trophy|trophies|champion(?:ship)?s?|tournaments?|competitions?|contests?|olympiad|quiz|elocution|debate|black belt|cricket(?:er)?|football|basketball|karate|chess|marathon|\d+\s?(?:st|nd|rd|th) (?:rank|place|prize)|(?:college|university|school|inter-?college|state|national)[- ]level|(?:poster|paper) presentations?|(?:participated in|attended|completed) [^.]{0,80}\b(?:conducted|organi[sz]ed|held) by|workshops?)\b/i;

/**
 * How close a statement is to the posting: the weights of the terms the posting stresses that it says, and twice the
 * skills the posting asks for that it names.
 */
function nearness(postingTerms: Map<string, number>, wanted: Set<number>): (statement: string, skillIds: number[]) => number {
  return (statement, skillIds) => [...termsIn(statement).keys()].reduce((sum, key) => sum + (postingTerms.get(key) ?? 0), 0) + 2 * skillIds.filter((id) => wanted.has(id)).length;
}

const tfIdfOf = (text: string) => textVector([[termsIn(text), 1]]);
const cosine = (a: TextVector, b: TextVector) => {
  let sum = 0;
  for (const [key, { weight }] of a) sum += weight * (b.get(key)?.weight ?? 0);
  return sum;
};
/** Two words this alike as word vectors read them count, in part, as one ("nurse" and "clinical", "loan" and "mortgage"). */
const ALIKE = 0.5;
/** The most of the posting's words, heaviest first, a statement's words are compared with in meaning. */
const ALIKE_WORDS = 80;
/**
 * A soft cosine: the TF-IDF cosine where a word of one text counts toward a word of the other as much as the two are
 * alike beyond ALIKE (the same word fully), so "loan" work speaks to a "mortgage" posting; the posting's words are
 * `b`, its heaviest ALIKE_WORDS only.
 */
function softCosine(a: TextVector, b: [string, number, Float32Array | undefined][]): number {
  let sum = 0;
  for (const [key, { weight }] of a) {
    const v = wordVector(key);
    for (const [other, w, u] of b) {
      if (other === key) sum += weight * w;
      else if (v && u) {
        const alike = dot(v, u);
        if (alike > ALIKE) sum += (weight * w * (alike - ALIKE)) / (1 - ALIKE);
      }
    }
  }
  return sum;
}

/** How much the words a statement shares with the posting count beside their likeness in meaning. */
const FIT_WORDS = 3;
/** …and the likeness of the whole statement's meaning to the whole posting's (word vectors summed: loose, so little). */
const FIT_MEANING = 0.25;
/** …and the words it shares with what one duty is about (its object, "schools", not its verb, "recruit"). */
const FIT_DUTY_WORDS = 0.5;
/** …and the likeness of the title of the role it was written under to the posting's. */
const FIT_TITLE = 0.3;

/**
 * How near a statement of work is to the posting, written under a role of a title or none: its words' TF-IDF likeness
 * (the corpus's rarity) to the posting's title, duties and asked text, its likeness in meaning to them (word vectors),
 * its words shared with what a duty is about, and its role's title beside the posting's ("Financial Advisor" work for a
 * Financial Advisor posting, however long ago).
 */
function fitToPosting(posting: JobPosting, duties: string[], role: string | undefined): (statement: string, title?: string) => number {
  const asked = tfIdfOf([role ?? '', ...duties, askedText(posting.text)].join('\n'));
  const askedMeaning = meaningOf(asked);
  const heaviest = [...asked]
    .sort((x, y) => y[1].weight - x[1].weight)
    .slice(0, ALIKE_WORDS)
    .map(([key, { weight }]): [string, number, Float32Array | undefined] => [key, weight, wordVector(key)]);
  const objects = duties.map((d) => tfIdfOf(dutyObject(d)));
  const roleVector = role ? tfIdfOf(role) : undefined;
  return (statement, title) => {
    const v = tfIdfOf(statement);
    const meaning = meaningOf(v);
    const near = meaning && askedMeaning ? dot(meaning, askedMeaning) : 0;
    const words = softCosine(v, heaviest);
    const duty = Math.max(0, ...objects.map((o) => cosine(v, o)));
    const sameTitle = title && roleVector ? cosine(tfIdfOf(title), roleVector) : 0;
    return FIT_MEANING * near + FIT_WORDS * words + FIT_DUTY_WORDS * duty + FIT_TITLE * sameTitle;
  };
}

/**
 * A statement speaks to the posting when it is this near it, and at least this share as near as the résumé's nearest:
 * readers called "set up and broke down all mobile bars" in a marketing manager's letter ignoring the posting when
 * the résumé held promotions and advertising.
 */
const FIT_FLOOR = 0.2;
const FIT_SHARE = 0.6;

function gather(input: CoverLetterInput, now: Date): Material {
  const posting = input.jobDescription ? parsePosting(input.jobDescription) : undefined;
  const company = cleanCompany(input.companyName) ?? companyFromPosting(posting);
  // "Finazzo, Cossolini, O'Leary, Meola & Hager, LLC" heads the letter; inside sentences it would read as a list
  const inSentences = company && (company.match(/,/g) ?? []).length >= 2 ? undefined : company;
  const role = cleanRole(input.jobTitle) ?? cleanRole(posting?.title);
  // what the posting asks for, not what it names about its employer or its benefits (its asked part read once)
  const postingText = posting ? askedText(posting.text) : '';
  const asked = posting ? askedSkills(posting, postingText) : [];
  const wanted = new Set(asked.map((f) => f.skill.id));
  const postingTerms = new Map(posting ? stressedTerms(postingText, 40).map((t) => [t.key, t.weight] as const) : []);
  const facts = resumeFacts(input.userExperience ?? '', now, wanted, postingTerms);
  const own = [input.userExperience, input.keyAchievements, input.specificSkills, input.transferableSkills].filter(Boolean).join('\n');
  const ownSkills = new Map(findSkills(own).map((f) => [f.skill.id, f.surface] as const));
  const matchedFinds = asked.filter((f) => ownSkills.has(f.skill.id));
  // what the posting asks for, in the posting's words ("food safety", not the user's "ServSafe"), unless it shouted
  // them ("MS OFFICE"): then the user's
  const surface = (id: number, postingSurface: string) => {
    const shouted = (w: string) => w.length > 4 && w === w.toUpperCase();
    return shouted(postingSurface) && !shouted(ownSkills.get(id)!) ? ownSkills.get(id)! : postingSurface;
  };
  // (the trade's skills before the office tools every job uses)
  const inProse = (finds: typeof matchedFinds) =>
    tradeFirst(
      uniqueBy(
        // (work named by a kind of software's name is a common noun: "social media", not "Social media")
        finds.map((f) => (namesTheWork(f.skill, f.surface) ? skillInProse(surface(f.skill.id, f.surface), f.skill).toLowerCase() : skillInProse(surface(f.skill.id, f.surface), f.skill))),
        (s) => s.toLowerCase(),
      ),
    ).slice(0, 4);
  const matched = inProse([...matchedFinds.filter((f) => f.skill.kind === 'hard'), ...matchedFinds.filter((f) => f.skill.kind === 'soft')]);
  const matchedTools = inProse(matchedFinds.filter((f) => isTool(f.skill, f.surface)));
  const saidOnce = (list: string[], before: string[]) => list.filter((x) => !before.some((t) => t.toLowerCase() === x.toLowerCase()));
  const matchedPractices = saidOnce(inProse(matchedFinds.filter((f) => isPractice(f.skill, f.surface))), matchedTools);
  const matchedTraits = saidOnce(inProse(matchedFinds.filter((f) => f.skill.kind === 'soft')), [...matchedTools, ...matchedPractices]);
  const results = firstPersonEach(statementsOf(input.keyAchievements), ACHIEVEMENTS_MAX);
  const near = nearness(postingTerms, wanted);
  // (closest to the posting first, as resumeFacts ranks them) a prize or a game outside work only where it speaks to
  // the posting; a statement's employer named only when it is one (never a title or a heading read as one)
  const allDuties = postingDuties(posting, postingText);
  // (the statements closest to the posting's duties are rephrased first, so a duty is named with the closest work)
  const closest = dutyCandidates(allDuties, facts.statements);
  // (a line of what the person seeks is the résumé's objective: pasted into a letter, it reads as pasted)
  const said = facts.statements.filter((x) => !SEEKING.test(x.text) && !SEEKING.test(x.source));
  // the statements nearest the posting first, from whichever role they were written under, not the résumé's own order
  const fitOf = posting ? fitToPosting(posting, allDuties, role) : undefined;
  const statedUnder = fitOf ? statementRoles(facts, said.map((x) => x.source)) : new Map<string, StatementRole>();
  const fits = new Map(said.map((x) => [x.source, fitOf ? fitOf(x.source, statedUnder.get(x.source)?.title) : 0] as const));
  // (a likeness under FIT_FLOOR is too weak to tell two statements apart: those keep resumeFacts' order, figures first)
  const rankOf = (x: Statement) => Math.max(FIT_FLOOR, fits.get(x.source)!);
  const work = fitOf ? said.map((x, at) => ({ x, at })).sort((a, b) => rankOf(b.x) - rankOf(a.x) || a.at - b.at).map(({ x }) => x) : said;
  const chosen = achievementsOf([...closest.filter((x) => work.includes(x)), ...work.filter((x) => !closest.includes(x))], LETTER_STATEMENTS).filter(
    (a) => !results.some((r) => r.toLowerCase() === a.sentence.toLowerCase()) && (!PRIZE_EVENT_OR_WORKSHOP.test(a.source) || near(a.source, a.skillIds) > 0),
  );
  // the role each statement was written under, so the letter says where it was done and calls only the latest "recent"
  const roles = statementRoles(facts, chosen.map((a) => a.source));
  const achievements = chosen.map((a) => ({ ...a, employer: isNoEmployer(a.employer) ? undefined : a.employer, role: roles.get(a.source) }));
  const unmatched = uniqueBy(asked.filter((f) => !ownSkills.has(f.skill.id) && f.skill.kind === 'hard').map((f) => skillInProse(f.surface, f.skill)), (x) => x.toLowerCase()).slice(0, 3);
  const named = new Set(matched.map((x) => x.toLowerCase()));
  // (what the posting asks, not what it says of its employer: "Our HR services include recruitment": postingText)
  // a skill the lower-cased posting does not hold cannot match it, and most do not: the regular expression is built only
  // for the rest. (Exact: under the 'iu' flags an ASCII name matches no other letters than its own but ſ and the Kelvin
  // sign, checked for; a name with other letters goes straight to the expression.)
  const lowerPosting = postingText.toLowerCase();
  const folds = /[\u017f\u212a]/.test(postingText);
  const mayHold = (x: string) => folds || /[^\p{ASCII}]/u.test(x) || lowerPosting.includes(x.toLowerCase());
  const nearSkills = claimedSkills(facts, own).filter(
    (x) => !named.has(x.toLowerCase()) && mayHold(x) && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(x)}(?![\\p{L}\\p{N}])`, 'iu').test(postingText),
  );
  const latest = latestRole(facts, input.userExperience ?? '');
  const links = byRecency(linkDuties(allDuties, achievements), allDuties, facts.employers);
  // what the letter cites speaks to the posting: a statement sharing no telling word with its duties or the terms it
  // stresses, nor a skill it asks for, is said only when the résumé has too little else to say
  const postingKeys = new Set([...postingTerms.keys(), ...allDuties.flatMap((d) => [...termsIn(d).keys()])]);
  // (and, given a posting, is near it as TF-IDF and word vectors read them, beside the résumé's nearest statement)
  const best = Math.max(0, ...achievements.map((a) => fits.get(a.source) ?? 0));
  const nearEnough = (a: Achievement) => !fitOf || (fits.get(a.source) ?? 0) >= Math.max(FIT_FLOOR, FIT_SHARE * best);
  const speaksToPosting = (a: Achievement) => (a.skillIds.some((id) => wanted.has(id)) || sharedWeight(postingKeys, a.source, SPEAKING_IDF).count > 0) && nearEnough(a);
  const unlinked = achievements.filter((a) => !links.some((l) => l.achievement === a));
  const relevant = unlinked.filter(speaksToPosting);
  return {
    role,
    company: inSentences,
    addressee: company,
    // (…but the opening names it all the same: a letter whose opening leaves out the firm it applies to reads as sent to anyone)
    at: company ? ` at ${company}` : '',
    posting,
    facts,
    matched,
    matchedTools,
    matchedPractices,
    matchedTraits,
    achievements: [...relevant, ...unlinked.filter((a) => !relevant.includes(a))],
    relevant: relevant.length,
    links: links.map((l, i) => linkSentence(l, i, latest.employer, facts, links[i - 1])),
    results,
    duties: dutiesToTakeUp(
      allDuties.filter((d) => !links.some((l) => l.duty === d)),
      own,
    ),
    unmatched,
    nearSkills,
    latest,
  };
}

/** "Seeking a setting in which I can…", "I am looking for a role…": an objective, no work done. */
const SEEKING = /^(?:I\s+am\s+|I'm\s+|Currently\s+)?(?:seeking|looking\s+for|searching\s+for|hoping\s+to\s+(?:find|join|obtain|secure))\b/i;

/**
 * A letter cites a statement that does not speak to the posting, or more than CITED_MAX statements, only while it is
 * shorter than this: not to be thin (the readers' rubric calls a letter under about 150 words thin).
 */
const FILLED_WORDS = 155;
/** The most statements of work a letter cites, the duties' among them, once it is long enough: readers asked for three or four strong lines, not eight or ten pasted ones. */
const CITED_MAX = 4;

/** How a letter names the posting's duties, the first and each one after it. */
const DUTY_ASKED = [dutySentence, (duty: string) => `You also need someone to ${duty}.`, (duty: string) => `The role calls for someone to ${duty} as well.`];

/**
 * "Your posting asks for someone to plan and run customer events. I have done work of that kind: at Lakeside Venues, I
 * planned and ran 40 customer events a year…": a duty of the posting, then the statement that shows it, said with where
 * it was done (its employer, the earlier role's title and employer, or the role where no employer is named), unless the
 * duty before it was shown at the same place.
 */
function linkSentence({ duty, achievement: a }: DutyLink, i: number, latestEmployer: string | undefined, f: ResumeFacts, before?: DutyLink): string {
  const earlier = a.employer && a.employer !== latestEmployer ? earlierRoles(f).find((r) => r.employer === a.employer) : undefined;
  const samePlace = !!before && placeOf(a) !== undefined && placeOf(before.achievement) === placeOf(a);
  const where = samePlace
    ? undefined
    : !isNoEmployer(a.employer)
    ? earlier
      ? `As ${withArticle(earlier.title!)} at ${a.employer}`
      : `At ${a.employer}`
    : a.role
      ? !a.role.recent && a.role.title
        ? `As ${withArticle(a.role.title)}`
        : roleOpening(a.role)
      : undefined;
  // (the first says how the two meet: the statement is work of the kind the duty names)
  const asked = DUTY_ASKED[Math.min(i, DUTY_ASKED.length - 1)](duty);
  if (i === 0) return `${asked} I have done work of that kind: ${where ? `${where[0].toLowerCase()}${where.slice(1)}, I` : 'I'} ${a.clause}.`;
  return `${asked} ${where ? `${where}, I` : 'I'} ${a.clause}.`;
}

/** "I bring 8 years of experience, most recently as a Senior Software Engineer at Northwind Payments." */
function whoSentence(f: ResumeFacts, { employer }: Material['latest']): string | undefined {
  const as = f.title ? `as ${withArticle(f.title)}${employer ? ` at ${employer}` : ''}` : undefined;
  if (f.years && as) return `I bring ${f.years} of experience, most recently ${as}.`;
  if (f.years) return `I bring ${f.years} of experience${employer ? `, most recently at ${employer}` : ''}.`;
  if (as) return `Most recently, I have worked ${as}.`;
  if (employer) return `Most recently, I have worked at ${employer}.`;
  return undefined;
}

/** The roles before the most recent one, as records (title and employer together). */
const earlierRoles = (f: ResumeFacts) =>
  f.roles
    .filter((r) => r.title && !(r.title === f.title && (r.employer ?? f.employers[0]) === f.employers[0]))
    .slice(0, 2)
    .map((r) => (isNoEmployer(r.employer) ? { title: r.title } : r));

/**
 * "Before that, I worked as a Sales Assistant at Greenway Stores.": the earlier roles the letter's statements have not
 * introduced; a statement made at an earlier employer introduces its role itself ("Before that, as a Sales Assistant
 * at Greenway Stores, I…").
 */
function earlierSentence(f: ResumeFacts, told: string): string | undefined {
  const said = told.toLowerCase();
  const earlier = earlierRoles(f).filter((r) => !said.includes(`as ${withArticle(r.title!)}${r.employer ? ` at ${r.employer}` : ''}, i `.toLowerCase()));
  if (!earlier.length) return undefined;
  // ("Before that" once: where the letter said it of a role already, "I have also worked as…")
  const roles = listOf(earlier.map((r) => `as ${withArticle(r.title!)}${r.employer ? ` at ${r.employer}` : ''}`), 2);
  return told.includes('Before that, ') ? `I have also worked ${roles}.` : `Before that, I worked ${roles}.`;
}

function skillSentence(m: Material): string | undefined {
  // one "uses" a tool ("JIRA and SQL"), has experience in a practice ("auditing and recruiting"), and works with a trait
  // ("communication", "attention to detail"): each kind in its own sentence, four skills in all, tools first
  const tools = m.matchedTools.slice(0, 4);
  const practices = m.matchedPractices.slice(0, Math.max(0, 4 - tools.length));
  const traits = m.matchedTraits.slice(0, Math.max(0, 4 - tools.length - practices.length));
  // "communication skills" is one item but many things: "them"
  const many = (list: string[]) => list.length > 1 || /(?:skills|tools|systems)$/i.test(list[0]);
  const asking = (first: boolean) => (first ? 'You are asking for' : 'You also ask for');
  const said = [
    tools.length ? `${asking(true)} ${listOf(tools, 4)}, and I have used ${many(tools) ? 'them' : 'it'} in my own work.` : undefined,
    practices.length ? `${asking(!tools.length)} experience in ${listOf(practices, 4)}, which my own work has given me.` : undefined,
    traits.length ? `${asking(!tools.length && !practices.length)} ${listOf(traits, 4)}, which ${many(traits) ? 'are' : 'is'} part of how I work.` : undefined,
  ].filter(Boolean);
  if (said.length) return said.join(' ');
  // (only skills the posting names: "CDL" in a teacher's letter speaks to nothing the school asked)
  const skills = tradeFirst(m.nearSkills).slice(0, 3);
  return skills.length ? `My skills include ${listOf(skills, 3)}.` : undefined;
}

/** The résumé's other skills, when the opening named the posting's: "I also work with Tableau and Power BI." */
function moreSkillsSentence(m: Material): string | undefined {
  const said = [...m.matchedTools, ...m.matchedPractices, ...m.matchedTraits];
  if (!said.length) return undefined;
  const named = new Set([...m.matched, ...said].map((x) => x.toLowerCase()));
  const more = tradeFirst(m.nearSkills).filter((x) => !named.has(x.toLowerCase()) && ![...named].some((n) => n.includes(x.toLowerCase()) || x.toLowerCase().includes(n))).slice(0, 3);
  return more.length ? `I also work with ${listOf(more, 3)}.` : undefined;
}

/** The opening: why I write, who I am, where we meet. Reads on its own (it is in the free preview). */
function openingParagraph(m: Material, tone: Tone, usedDegree: { used: boolean }): string {
  const parts = [OPENING[tone](m.role, m.at, m.company)];
  const who = whoSentence(m.facts, m.latest);
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

/** No résumé statement could be rephrased: the user's own prose, where it makes whole sentences. */
function proseStatements(input: CoverLetterInput, m: Material): string[] {
  const pastime = (statement: string) => PASTIME.test(statement) || m.facts.pastimes.some((line) => line.includes(statement) || statement.includes(line));
  return firstPersonEach(statementsOf(input.userExperience).filter((s) => !pastime(s) && !isNoStatementOfWork(s) && !PRIZE_EVENT_OR_WORKSHOP.test(s) && !describesEmployer(s)), 7);
}

/** The second body paragraph: where the posting and the résumé meet, beyond the results already told. */
function fitParagraph(m: Material, more: string[], degree: string | undefined, extra: string[] = [], told = ''): string | undefined {
  // (the posting's duties are named only with the work that shows them, in the first: a duty said alone, "What draws
  // me to this role is the chance to…" before unrelated work or "I would be glad to…", read as pasted)
  const parts = [...more, earlierSentence(m.facts, told), degree, moreSkillsSentence(m), ...extra].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : undefined;
}

/** "in retail" / "as a Store Manager": users write a field or a job into the industry boxes, and both must read. */
function fieldOrRole(written: string, preposition: 'in' | 'into'): string {
  const s = written.trim();
  if (!(ROLE_WORDS_RE.test(s) || isAgentTitle(s)) || s.split(/\s+/).length > 5) return `${preposition} ${s}`;
  return preposition === 'in' ? `as ${withArticle(s)}` : `into work as ${withArticle(s)}`;
}

function careerChangeSentences(input: CoverLetterInput): string[] {
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
    else parts.push(...firstPersonEach(transferable, 3));
  }
  return parts;
}

function signOff(tone: Tone, name: string | undefined): string {
  // no name in what the user gave: a visible slot for it, never someone else's
  return `${SIGN_OFF[tone]}\n${name ?? '[Your Name]'}`;
}

function letter(greeting: string, paragraphs: (string | undefined)[], tone: Tone, name: string | undefined): string {
  return [greeting, ...paragraphs.filter((p): p is string => !!p && p.trim().length > 0), signOff(tone, name)].join('\n\n');
}

/** A full letter's length, greeting and sign-off aside: a real letter says enough to be read, and no more. */
export const LETTER_WORDS = { min: 250, max: 400 } as const;
/** Under this many words a letter is too thin to send (the readers' rubric, docs/writing-rubric.md). */
const THIN_WORDS = 150;
export const letterWords = (text: string) => bodyWords(text);
const bodyWords = (text: string) => text.split(/\n\n/).slice(1, -1).join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** What the user could add when the résumé gives too little to write a letter from. */
function whatToAdd(m: Material): string[] {
  const add = ['Two or three things you did in your recent jobs, one per line, each opening with what you did and with its result where you have one (for example "Trained 4 new staff on the till").'];
  if (!m.facts.title && !m.facts.employers.length) add.push('Your most recent job title and employer, with the dates you worked there.');
  if (m.unmatched.length && !m.matched.length) add.push(`Where you have used what the posting asks for (${listOf(m.unmatched, 3)}), if you have.`);
  return add;
}

/** The most statements of work a letter is given to choose from (it cites CITED_MAX of them, more only not to be thin). */
const LETTER_STATEMENTS = 10;

/** What a letter may say, as the local writer read it: the facts an OpenAI-written letter is given and held to. */
export interface LetterFacts {
  /** the name the sign-off carries; "[Your Name]" is for a résumé that states none */
  name?: string;
  role?: string;
  company?: string;
  currentRole?: { title?: string; employer?: string };
  earlierRoles: { title?: string; employer?: string }[];
  years?: string;
  degree?: string;
  /** the posting's skills the résumé shows */
  askedSkills: string[];
  /** the résumé's statements of work as first-person sentences, closest to the posting first */
  statements: string[];
  postingDuties: string[];
}

export function composeCoverLetter(input: CoverLetterInput, now: Date = new Date()): CoverLetterOutput {
  return writeCoverLetter(input, now).output;
}

/** The letter and the facts it was written from. */
export function writeCoverLetter(input: CoverLetterInput, now: Date = new Date()): { output: CoverLetterOutput; facts: LetterFacts } {
  // (a text the letter reads in several places is read once: inOneWork)
  return inOneWork(() => writeLetter(input, now));
}

function writeLetter(input: CoverLetterInput, now: Date): { output: CoverLetterOutput; facts: LetterFacts } {
  const m = gather(input, now);
    const facts = (statements: string[]): LetterFacts => ({
    name: m.facts.name,
    role: m.role,
    company: m.addressee,
    currentRole: m.latest.title || m.latest.employer ? m.latest : undefined,
    earlierRoles: earlierRoles(m.facts),
    years: m.facts.years,
    degree: degreeSentence(m.facts.degree),
    askedSkills: m.matched,
    statements,
    postingDuties: m.duties,
  });
  const style = input.mode === 'template' ? input.templateStyle : undefined;
  const tone: Tone = input.tone ?? (style === 'executive' ? 'confident' : style === 'traditional' ? 'formal' : style === 'creative' ? 'enthusiastic' : 'professional');
  const greeting = m.addressee ? `Dear ${m.addressee.replace(/^the\s+/i, '')} Hiring Team,` : 'Dear Hiring Manager,';
  const degreeUse = { used: false };
  const open = openingParagraph(m, tone, degreeUse);
  const degree = degreeUse.used ? undefined : degreeSentence(m.facts.degree);
  const close = `${RESUME_POINTER[tone]} ${CLOSING[tone](m.company)}`;
  const name = m.facts.name;
  const change = input.mode === 'career-change' ? careerChangeSentences(input) : [];
  const prose = m.achievements.length || m.links.length ? [] : proseStatements(input, m);
  // the user's results first (the form's Key achievements field), then the résumé's: the `n` closest to the posting,
  // the most recent employer's first, then each earlier one's, as a reader follows a career back
  const recency = ({ employer, role }: Achievement) => (employer && m.facts.employers.includes(employer) ? m.facts.employers.indexOf(employer) : role && !role.recent ? role.rank : 0);
  const evidenceOf = (n: number): string[] => {
    const closest = m.achievements.slice(0, Math.max(0, n - m.results.length)).map((a, at) => ({ a, at }));
    const told = m.achievements.length ? achievementSentences(closest.sort((x, y) => recency(x.a) - recency(y.a) || x.at - y.at).map((x) => x.a), { rolesRead: true }) : prose;
    return uniqueBy([...m.results, ...told], (x) => x.toLowerCase());
  };
  const evidence = [...m.links, ...evidenceOf(LETTER_STATEMENTS)];
  // (statements, not sentences: two short ones may be told in one sentence, and each still counts)
  const told = m.links.length + uniqueBy([...m.results, ...(m.achievements.length ? m.achievements.slice(0, Math.max(0, LETTER_STATEMENTS - m.results.length)).map((a) => a.sentence) : prose)], (x) => x.toLowerCase()).length;
  // too little to say about the work: a thin letter helps nobody, the user is told what to add instead
  if (told + (change.length ? 1 : 0) < 2) return { output: { coverLetter: '', whatToAdd: whatToAdd(m) }, facts: facts(evidence) };
  const skills = listItems(input.specificSkills);
  const goals = statementsOf(input.careerGoals).map(goalSentence).filter((s): s is string => !!s);
  const extra = [
    ...(input.mode === 'detailed' && skills.length ? [`I would also bring ${listOf(skills, 5)}.`] : []),
    ...(input.mode === 'detailed' && goals.length ? [`Looking ahead, ${goals.slice(0, 2).join(' ')}`] : []),
  ];

  /** The letter with `n` statements of work: about two thirds in the first body paragraph, the rest in the second. */
  const compose = (n: number): string => {
    const shown = evidenceOf(n).slice(0, n);
    const split = change.length ? 0 : Math.min(shown.length, Math.max(2, Math.ceil(shown.length * 0.6)));
    const [first, rest] = [shown.slice(0, split), shown.slice(split)];
    const own = change.length ? change.join(' ') : firstBody(input, m, first);
    // the second paragraph opens on its own feet, not on "I also…" carried over from the first
    // (a paragraph opens on the work itself: "I managed…", not a connective that points back, and has no "There,", whose
    // place was named a paragraph before)
    const more = rest.length ? [rest.join(' ').replace(/^(?:I also|In my recent work, I) /, 'I ').replace(/^I was also /, 'I was ').replace(/(^|[.!?]\s)There, I /g, '$1I ')] : [];
    // (a place a duty's statement introduced is not introduced again: "At Lakeside Venues, I also…", "In my recent
    // work, I also…", "Also as a Sales Assistant, I…")
    let work = [own, ...more].filter(Boolean).join('\n\n');
    const linked = m.links.join(' ').toLowerCase();
    for (const e of m.facts.employers) if (linked.includes(`at ${e}, i `.toLowerCase())) work = work.replace(`At ${e}, I `, `At ${e}, I also `);
    if (linked.includes('in my recent work, i ')) work = work.replace('In my recent work, I ', 'In my recent work, I also ');
    for (const r of m.facts.roles)
      if (r.title && linked.includes(`as ${withArticle(r.title)}, i `.toLowerCase())) work = work.replace(new RegExp(`(?:Before that|Earlier), as ${escapeRegExp(withArticle(r.title))}, I `), `Also as ${withArticle(r.title)}, I `);
    // (the posting's duties the résumé shows done, each with its work, open the body in a paragraph of their own: the
    // first thing the employer reads of the work)
    let bodies = [m.links.join(' '), work].filter(Boolean).join('\n\n');
    // a statement at an earlier employer says which role it was: "Before that, as a Sales Assistant at Greenway Stores, I…"
    // (…or, where a duty's statement introduced that role already, "Also at Greenway Stores, I…")
    for (const r of earlierRoles(m.facts)) {
      if (!r.employer) continue;
      const introduced = m.links.some((l) => l.toLowerCase().includes(`as ${withArticle(r.title!)} at ${r.employer}, i `.toLowerCase()));
      if (introduced) bodies = bodies.replace(`At ${r.employer}, I also `, `Also at ${r.employer}, I `).replace(`At ${r.employer}, I `, `Also at ${r.employer}, I `);
      else bodies = bodies.replace(`At ${r.employer}, I `, `Before that, as ${withArticle(r.title!)} at ${r.employer}, I `);
    }
    const paragraphs = bodies.split('\n\n').map(oneAlso);
    const further = more.length ? [paragraphs.pop()!] : [];
    return letter(greeting, [open, ...paragraphs, fitParagraph(m, further, degree, extra, bodies)].map((p) => (p ? oneAlso(p) : p)).concat(close), tone, name);
  };
  // as many statements as a 250–400-word letter holds
  let text = compose(2);
  for (let n = 3; n <= told && bodyWords(text) < LETTER_WORDS.min; n++) {
    // (work unrelated to the posting is said only to keep the letter from being thin)
    if ((n > m.results.length + m.relevant || m.links.length + n > CITED_MAX) && bodyWords(text) >= FILLED_WORDS) break;
    const longer = compose(n);
    if (bodyWords(longer) > LETTER_WORDS.max) break;
    text = longer;
  }
  // a letter a reader would call thin even with all the résumé gives: the user is told what to add
  // (a short letter of many plain statements is no thin one: it says what was done)
  if (bodyWords(text) < THIN_WORDS && told < 4) return { output: { coverLetter: '', whatToAdd: whatToAdd(m) }, facts: facts(evidence) };
  return { output: { coverLetter: text }, facts: facts(evidence) };
}

/**
 * A paragraph with at most one "also" and one "There,": the first of each stays, a later "I also…", "I was also…",
 * "I would also…", "You also ask…" or "There, I…" reads "I…", "I was…", "I would…", "You ask…".
 */
export function oneAlso(paragraph: string): string {
  const seen = new Set<string>();
  return paragraph.replace(/\b(?:((?:I|You) (?:was |would )?)also |also\b)|(?<=^|[.!?]\s)There, (?=I )/g, (all, opener: string | undefined) => {
    const kind = all.startsWith('There') ? 'there' : 'also';
    if (!seen.has(kind)) {
      seen.add(kind);
      return all;
    }
    return opener ?? (kind === 'there' ? '' : all);
  });
}

/** The first body paragraph: what I have done. Reads on its own (it is the last paragraph of the free preview). */
function firstBody(input: CoverLetterInput, m: Material, sentences: string[]): string {
  const bulleted = (marker: string, items: string[]) => items.map((s) => `${marker} ${s}`).join('\n');
  if (!sentences.length) return '';
  if (input.mode === 'detailed' && m.results.length) return `I am proud of a few results in particular. ${sentences.join(' ')}`;
  if (input.mode !== 'template') return sentences.join(' ');
  switch (input.templateStyle) {
    case 'creative':
      return `Here is what I would bring to ${m.company ?? 'your team'} from day one.\n${bulleted('✦', sentences)}`;
    case 'modern':
      return `My experience speaks to what you need.\n${bulleted('→', sentences)}`;
    case 'executive':
      return `A few results stand out.\n${bulleted('•', sentences)}`;
    default:
      return sentences.join(' ');
  }
}

/**
 * Why a letter would not be shown: the bar every letter meets, the local writer's and a model's alike — a "Dear …,"
 * greeting, an opening, two body paragraphs and a closing, 250–400 words (or no fewer than the local letter holds,
 * when the résumé gives less), signed with the résumé's name where it states one, and no figure the user's text lacks.
 */
export function letterProblems(letter: string, facts: LetterFacts, inputText: string, least: number = LETTER_WORDS.min): string[] {
  const problems: string[] = [];
  const paragraphs = letter.trim().split(/\n\s*\n/);
  if (!/^Dear [^\n]+,$/.test(paragraphs[0] ?? '')) problems.push('the letter must open with a "Dear …," greeting on its own');
  if (paragraphs.length < 6) problems.push('the letter needs a greeting, an opening, two body paragraphs, a closing and a sign-off, each its own paragraph');
  const n = bodyWords(paragraphs.join('\n\n'));
  if (n < Math.min(least, LETTER_WORDS.min) || n > LETTER_WORDS.max) problems.push(`the letter has ${n} words between greeting and sign-off; it must have ${Math.min(least, LETTER_WORDS.min)}–${LETTER_WORDS.max}`);
  const signature = paragraphs[paragraphs.length - 1]?.split('\n').pop()?.trim() ?? '';
  if (facts.name ? signature !== facts.name : signature !== '[Your Name]') problems.push(`the sign-off must end with ${facts.name ?? '[Your Name]'}`);
  if (facts.name && letter.includes('[Your Name]')) problems.push('the résumé states the name: no [Your Name] placeholder');
  if (/\[[A-Z][^\]]*\]/.test(letter.replace('[Your Name]', ''))) problems.push('no placeholders in brackets');
  const known = new Set((inputText.match(/\d[\d,.]*/g) ?? []).map((x) => x.replace(/[,.]+$/, '').replace(/,/g, '')));
  for (const figure of (paragraphs.slice(1, -1).join(' ').match(/\d[\d,.]*/g) ?? []).map((x) => x.replace(/[,.]+$/, '').replace(/,/g, '')))
    if (!known.has(figure)) problems.push(`the figure ${figure} is not in the user's text`);
  return problems;
}
