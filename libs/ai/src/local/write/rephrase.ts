// Rephrasing a résumé statement into a sentence a person would write: the opening verb (or verbs) put in the past
// tense after "I", a duty put in the infinitive after "the chance to". compromise supplies the verb lexicon and the
// conjugations (irregular forms, doubled consonants; read/clauses.ts); everything else in the statement is kept word for word, so
// no fact changes on the way. A statement that cannot be rephrased safely is left out, never stitched in.
import { ACTION_VERBS } from '../read/phrases';
import { ROLE_WORDS_RE } from '../read/role-words';
import { cleanStatement, conjugate, isCleanClause, isolatedTags, isVerbTagged, LEXICON, NOUN_GERUNDS, NOUN_OR_VERB, readAlone, remember, SAME_PAST, taggedText, VERB_TAGS } from '../read/clauses';

// what opens a verb's object ("Automated the reports", "Trained several hires") and the prepositions a verb takes
const OBJECT_DETERMINER = /^(?:a|an|the|all|any|each|every|new|our|their|its|his|her|my|various|multiple|several|daily|weekly|monthly|key|existing|end-to-end)$/i;
const PREPOSITION_NEXT = /^(?:with|to|for|on|in|into|up|out)$/i;
/** The determiners that show a word before them is a verb with its object ("and planning the location"). */
const DETERMINER = /^(?:the|a|an|all|each|every|our|their|its|his|her|my|new|existing)$/i;
// Past forms that open a noun phrase as adjectives ("Advanced Excel", "Experienced nurse", "Automated tests")
const ADJECTIVE_PAST = new Set(
  `advanced experienced skilled qualified certified detailed dedicated motivated talented accomplished seasoned integrated automated
distributed embedded related based limited licensed registered computerized customized specialized sophisticated varied mixed united
applied preferred required desired interested proven trained organised organized educated focused oriented driven committed`.split(/\s+/),
);
// Openers that are not the person's action: auxiliaries, modals, months, wishes ("Seeking…", "To work…")
const NOT_AN_ACTION = /^(?:is|are|am|be|been|being|has|have|had|having|will|shall|can|could|may|might|must|should|would|do|does|did|to|seeking|searching|looking|want|wants|wish|wishes|aspire|aspiring|hope|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|good|excellent|strong|ability|able|knowledge|proficient|familiar|hands|trouble)$/i;


function splitWords(s: string): string[] {
  return s.split(' ');
}

/** A trade's -ing words that name its work as often as they act ("Receiving department"; "Managing operations" acts). */
const TRADE_GERUNDS = /^(?:receiving|ordering|stocking|filing|cashiering|dispatching|picking|packing|loading|unloading|purchasing|invoicing|cleaning|cooking)$/i;
/** What such a word before it names a kind of: "receiving duties", "billing operations", "shipping department". */
const WORK_KIND = /^(?:duties|responsibilities|operations|activities|functions|tasks|department|dept|area|process(?:es)?|procedures|clerk|lead|supervisor|associate)[,.]?$/i;

/** "Shipping and receiving duties", "Receiving department lead": the opening -ing words name a kind of work, not actions. */
function namesKindOfWork(words: string[], chain: number[]): boolean {
  const last = words[chain[chain.length - 1]].replace(/,$/, '');
  return (NOUN_GERUNDS.test(last) || TRADE_GERUNDS.test(last)) && WORK_KIND.test(words[chain[chain.length - 1] + 1] ?? '');
}

/** Openers that say what was done to the person: "Promoted to team lead". */
const PASSIVE_OPENER = /^(?:promoted|admitted|appointed|elected|nominated|selected|shortlisted|invited|recognized|recognised|honou?red|chosen|hired|deputed|transferred|awarded|granted|certified|enrolled|sponsored|ranked)$/;
const TIME_ADVERB = /^(?:currently|presently|recently|formerly|previously|initially|originally|subsequently|simultaneously|concurrently|additionally|mainly|mostly|primarily|largely|partly|usually|generally|typically|frequently|occasionally|daily|weekly|monthly|quarterly|yearly|annually)$/;
/** Openers that say what I was given to do when "to" follows: "Assigned to…", "Asked to lead…". */
const PASSIVE_BEFORE_TO = /^(?:assigned|challenged|charged|asked|requested|required|expected|authorized|authorised|trusted|picked)$/;
/** what follows a passive opener: where or as what I was placed, or the honour I was given */
const PASSIVE_NEXT = /^(?:to|for|as|into|at|in|by|among|with|on|the (?:best|employee|first|title)|employee|best|first|1st|2nd|3rd|gold|silver|bronze|star|scholarship|certificate|prize|medal)\b/i;

/** "Reporting also included forecasting": a verb right after an -ing opener makes the opener the subject. */
const GERUND_SUBJECT_VERB = /^(?:(?:also|often|always|usually|mainly|mostly|\w+ly) )?(?:included|includes|involved|involves|required|requires|consisted|consists|meant|means|helped|helps|became|becomes|remained|remains|proved|proves|covered|covers|entailed|entails)\b/i;

/** Clauses already made, by statement: a writer asks for a statement's clause twice (its draft, then its clause). */
const CLAUSES = new Map<string, string | null>();

/**
 * "Designed an event pipeline…", "Design and develop REST APIs…", "Managing a team of 5…", "Responsible for…"
 * → the clause after "I" in the past tense: "designed an event pipeline…". Undefined when the statement does not
 * open with a verb we can read, or does not make one clean clause.
 */
export function pastTenseClause(statement: string): string | undefined {
  const known = CLAUSES.get(statement);
  if (known !== undefined) return known ?? undefined;
  return remember(CLAUSES, statement, clauseOf(statement) ?? null) ?? undefined;
}

function clauseOf(statement: string): string | undefined {
  const s = cleanStatement(statement);
  const words = splitWords(s);
  if (words.length < 3 || words.length > 32 || !isCleanClause(s)) return undefined;
  const first = words[0].toLowerCase();
  const rest = words.slice(1).join(' ');
  // "Advance Fire Fighting Course", "Shop and Commercial Establishments Act": a title, not a statement
  // (acronyms like REST or APIs do not count; they are capitalised in any sentence)
  const titled = words.slice(1).filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !/\p{Lu}/u.test(w.slice(1))).length;
  if (words.length > 1 && titled / (words.length - 1) >= 0.6) return undefined;
  if (/^i$/i.test(words[0])) return undefined; // already first person: handled by firstPersonSentence
  // "Like coordinators, I have to…": a comparison, not a liking
  if (/^(?:like|unlike)$/.test(first)) return undefined;
  // "Successfully resolved…", "Actively participated…": the adverb stays before the verb put in the past
  // (not one that places the work in time: "Currently worked as…", "Previously managed…" say when, not how)
  if (/^\p{Ll}{4,}ly$/u.test(first) && !TIME_ADVERB.test(first) && !LEXICON[first] && readAlone(first).includes('Adverb')) {
    const clause = pastTenseClause(rest);
    return clause && !/^was\b/.test(clause) ? `${first} ${clause}` : undefined;
  }
  if (first === 'responsible' && /^for\b/i.test(rest)) return `was responsible ${rest}`;
  if (/^(?:involved|engaged|tasked|assigned|entrusted)$/.test(first) && /^(?:in|with)\b/i.test(rest)) return `was ${first} ${rest}`;
  // "Promoted to team lead", "Admitted to practice", "Awarded employee of the month": done to me, not by me
  if (PASSIVE_OPENER.test(first) && PASSIVE_NEXT.test(rest)) return `was ${first} ${rest}`;
  // "Assigned to major stories", "Challenged to lead a turnaround": what I was given to do ("Assigned tasks to…" acts)
  if (PASSIVE_BEFORE_TO.test(first) && /^to\b/i.test(rest)) return `was ${first} ${rest}`;
  if (/^(?:was|were)$/.test(first)) return /^(?:\w+(?:ed|en|wn|ght)|responsible|part|promoted|awarded|given|selected|chosen|made|put|sent|won)\b/i.test(rest) ? `was ${rest}` : undefined;
  const chain = verbChain(words);
  if (!chain) return undefined;
  if (namesKindOfWork(words, chain)) return undefined;
  // "Conducted by IIT": a passive fragment with no object; "Institute, Chicago, IL": a verb-shaped name and a place
  if (/^(?:by|from|of)$/i.test(words[chain[chain.length - 1] + 1] ?? '') || words[chain[chain.length - 1]].endsWith(',')) return undefined;
  // "Keeping an open line … is a vital part of the job": the -ing phrase is the subject, not my action
  // (…a few words on too, before its object: "Working with Vision Airlines included a lot of…"; not in a clause of its
  // own, "…a team that included", nor a participle before a preposition, "…the infrastructure required for…")
  const subjectVerbAt = (k: number) =>
    GERUND_SUBJECT_VERB.test(words.slice(k, k + 3).join(' ')) && (k === 1 || (!/^(?:that|which|who|and|or)$/i.test(words[k - 1]) && !/^(?:for|in|by|with|to|on|at|from|of|as|into|under)$/i.test(words[k + 1] ?? '')));
  if (/ing$/i.test(words[0]) && (/\s(?:is|are|was|were|has|have)\s/i.test(s) || [1, 2, 3, 4, 5].some(subjectVerbAt))) return undefined;
  const out = [...words];
  for (const i of [...chain, ...laterVerbs(words, chain)]) {
    const c = conjugate(words[i].replace(/,$/, ''));
    if (!c?.past) return undefined;
    out[i] = c.past + (words[i].endsWith(',') ? ',' : '');
    // a sign in a note ("& also") is a word in a sentence
    if (words[i - 1] === 'also' && words[i - 2] === '&') out[i - 2] = 'and';
  }
  if (runsOnAfterNoun(words, chain[chain.length - 1] + 1)) return undefined;
  if (!actsOnItsObject(words, out, chain)) return undefined;
  joinLastAction(out, chain[chain.length - 1]);
  out[0] = out[0].toLowerCase();
  return out.join(' ');
}

/**
 * Two actions a writer ran together with a comma and no "and" ("supervised the lifecycle, recruited team members")
 * are joined with "and"; a list that has its "and" already is left as written.
 */
function joinLastAction(out: string[], chainEnd: number): void {
  const rest = out.slice(chainEnd + 1);
  if (rest.some((w) => /^(?:and|&)$/i.test(w))) return;
  const commas = rest.map((w, i) => (w.endsWith(',') ? chainEnd + 1 + i : -1)).filter((i) => i >= 0);
  if (commas.length !== 1) return;
  const next = out[commas[0] + 1] ?? '';
  if (/^[a-z]+$/.test(next) && isCoordinatedVerb(next) && conjugate(next)?.past === next && PAST_ONLY.test(next)) out[commas[0]] = `${out[commas[0]].slice(0, -1)} and`;
}

// a past form that is no past participle used as an adjective after a comma ("…, based in Denver", "…, located in…")
const PAST_ONLY = /^(?!(?:based|located|focused|used|including|aimed|designed|built|made|given|known|called|named|headquartered|dedicated|specialized|certified|trained|experienced)$)[a-z]+(?:ed|ght|t)$/;


// an -ing word that with the next names a thing, not an action
const GERUND_COMPOUND = /^(?:operating (?:systems?|rooms?|costs?|expenses|income|procedures?|budgets?)|working (?:capital|hours|conditions|papers|groups?)|cleaning (?:supplies|products|agents)|mailing lists?|living (?:expenses|conditions|quarters))$/i;

/** A span of time after a verb: "six months of study", "two years" say how long, not what was acted on. */
const TIME_SPAN = /^(?:(?:a|an|the|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|few|\d+\+?)\s+)?(?:full\s+)?(?:days?|weeks?|months?|years?|semesters?|quarters?)(?![\w'’-])/i;
/** The past forms that take a span of time as their object: "spent six months", "served two years", "cut 3 days". */
const TAKES_A_SPAN = /^(?:spent|served|completed|worked|volunteered|logged|taught|studied|interned|finished|passed|took|devoted|dedicated|reduced|saved|cut|shortened|trimmed|extended|added|gained|lasted|covered|planned|scheduled|booked|averaged|exceeded)$/;
const PREPOSITION = /^(?:in|on|at|of|with|to|for|from|into|about)$/i;

/**
 * Whether the opening verb acts on what follows it, as a reader of "I <verb> …" takes it: not on a span of time ("I
 * mastered six months of study…" says something else), and, for a word neither compromise's lexicon nor our verb
 * list knows as a verb (a verb only by its ending: "Professionalized", "Cruited" cut from "Re-cruited"), not straight
 * into a preposition, where only a verb a reader knows can take one.
 */
function actsOnItsObject(words: string[], out: string[], chain: number[]): boolean {
  const end = chain[chain.length - 1];
  const verb = out[end].replace(/,$/, '').toLowerCase();
  if (TIME_SPAN.test(words.slice(end + 1, end + 4).join(' ')) && !TAKES_A_SPAN.test(verb)) return false;
  const opener = words[chain[0]].replace(/,$/, '').toLowerCase();
  const known = (w: string | undefined) => !!w && (ACTION_VERBS.has(w) || [LEXICON[w] ?? []].flat().some((t) => VERB_TAGS.has(t)));
  if (!known(opener) && !known(conjugate(opener)?.infinitive) && PREPOSITION.test(words[chain[0] + 1] ?? '')) return false;
  // "…Listener Status, connectivity Troubleshooting and fixing…": a capitalised action after a word in lower case is a
  // heading's words run into the line, not an action of this sentence
  return !words.some((w, k) => k > end + 1 && /^\p{Lu}\p{Ll}+ing$/u.test(w) && /^\p{Ll}+$/u.test(words[k - 1]) && !/^(?:and|or|of|the|a|an|in|on|for|with|by|to|from|as)$/.test(words[k - 1]) && /^\p{Ll}/u.test(words[k + 1] ?? '') && (ACTION_VERBS.has(w.toLowerCase()) || isVerbTagged(w)) && !NOUN_GERUNDS.test(w));
}

/**
 * The verbs coordinated further on take the past with the opener: "Researching precedents, gathering evidence" →
 * "researched precedents, gathered evidence", "Created tablespaces and planning their location" → "…and planned…",
 * "Represent … and guide the team" → "…and guided…", so one clause never mixes "documented … and developing".
 */
/** An -ing word after a comma that says what the action brought about ("…, decreasing no-shows", "…, enabling progress"). */
const RESULT_ING = /^(?:increas|decreas|reduc|improv|cutt|boost|rais|lower|lift|driv|sav|expand|accelerat|shorten|doubl|tripl|enabl|allow|result|lead|generat|eliminat|minimi[sz]|maximi[sz]|streamlin|yield|free)ing$/i;

function laterVerbs(words: string[], chain: number[]): number[] {
  const out: number[] = [];
  const opener = words[chain[0]].toLowerCase();
  const pastOpener = conjugate(opener)?.past?.toLowerCase() === opener;
  for (let k = chain[chain.length - 1] + 2; k < words.length - 1; k++) {
    const word = words[k].replace(/,$/, '');
    // after a comma, an -ing word goes on the opener's list ("Researching precedents, gathering evidence", "Understand the
    // flow, doing research"); after a past opener it states the result and stays ("Automated the reports, saving 10 hours")
    // ("…competency & also Participate in field trips": "also" between changes nothing)
    const andAlso = /^also$/i.test(words[k - 1]) && /^(?:and|&)$/.test(words[k - 2]);
    // (…and so does a result after any opener: "Implement online booking, decreasing no-shows by 26%" is no "decreased")
    const joined = andAlso || /^(?:and|&)$/.test(words[k - 1]) || (words[k - 1].endsWith(',') && !((pastOpener || RESULT_ING.test(word)) && /ing$/i.test(word)));
    // a trade word followed by "the", "a"… is the verb again ("and planning the location")
    // …and any -ing word before "of" names an activity, not a second action ("and mining of the text data")
    // …and so does one that heads a compound noun ("PC software and operating systems")
    const noun = (NOUN_GERUNDS.test(word) && !DETERMINER.test(words[k + 1])) || /^of$/i.test(words[k + 1]) || GERUND_COMPOUND.test(`${word} ${words[k + 1].replace(/[,.]$/, '')}`);
    // …and an -ing word paired with one that stayed as written names a kind ("small reading and writing groups"), as a
    // verb paired with an infinitive stays one ("to differentiate and promote the brand")
    const pairedWith = /^(?:and|&|or)$/i.test(words[k - 1]) ? words[k - 2] ?? '' : '';
    if (/ing$/i.test(word) && /ing$/i.test(pairedWith) && !out.includes(k - 2) && !chain.includes(k - 2)) continue;
    // …as does one after "and" that goes on a participle describing a noun before it ("…for an agency promoting the
    // sea and supporting local business": the agency supports it, not the writer)
    if (/ing$/i.test(word) && /^(?:and|&)$/.test(words[k - 1]) && continuesParticiple(words, chain[chain.length - 1], k, out)) continue;
    if (pairedWith && /^to$/i.test(words[k - 3] ?? '') && /^[a-z]+$/.test(pairedWith) && !/(?:ed|ing|s)$/.test(pairedWith)) continue;
    if (joined && /ing$/i.test(word) && !noun && isCoordinatedVerb(word) && !ingStaysAsWritten(words, chain[chain.length - 1], k)) out.push(k);
    // a present verb coordinated before its object takes the past too: "Represent … and act as deputy", "Monitors … and
    // guides the crew", and the present a writer slipped into after another form ("Monitoring … and guide the work force")
    // (…or before a count of what it acted on: "Negotiate vendor contracts and research 3 programs", "Set up and
    // disclose 30-40 loans")
    // (…not inside an infinitive, "to build, maintain and manage the reputation", which a comma before "and" ends: "…to
    // resolve bugs, and identify the causes")
    else if (
      joined &&
      (DETERMINER.test(words[k + 1]) || words[k + 1] === 'as' || /^\d[\d,]*(?:[-–]\d[\d,]*)?\+?$/.test(words[k + 1])) &&
      isCoordinatedVerb(word) &&
      PRESENT_FORMS.has(verbForm(word)) &&
      !(inInfinitive(words, k) && !words[k - 2]?.endsWith(','))
    )
      out.push(k);
    // a third-person present after "and" is one more of my actions, whatever comes before ("Analyzed cost data to
    // validate requirements and develops adjustments", "…and applies this to…"): no "I" takes it, so it takes the past;
    // a word that names a thing as often ("budgets and plans", "and reports") stays
    else if ((/^(?:and|&)$/.test(words[k - 1]) || (words[k - 1].endsWith(',') && !inInfinitive(words, k))) && isThirdPersonAction(word, words[k + 1])) out.push(k);
    // a verb paired with one just put in the past takes it too: "…and receive and process cash" → "received and processed"
    else if (/^(?:and|&|or)$/i.test(words[k - 1]) && out.includes(k - 2) && /^[a-z]+$/.test(word) && isCoordinatedVerb(word) && PRESENT_FORMS.has(verbForm(word))) out.push(k);
    // …and any base-form action before its object that is no noun as well ("Prepare cash registers, …, and prepare
    // documentation", "Provided customer service, manage associates"); one that also names a thing ("report templates",
    // "support and training") stays, and so does a word ending a list item
    // (an action-verb list word in lower case only, and not inside an infinitive: "…to meet demand and generate revenue")
    else if (
      joined &&
      /^[a-z]+$/.test(word) &&
      ACTION_VERBS.has(word) &&
      verbForm(word) === 'base' &&
      // (a quality in a list of qualities stays: "…defined consistent, correct and complete specifications")
      !isolatedTags(word).includes('Adjective') &&
      !NOUN_OR_VERB.has(word) &&
      !words[k].endsWith(',') &&
      !inInfinitive(words, k) &&
      /^[\w$/-]/.test(words[k + 1]) &&
      !/^(?:or|to|of)$/i.test(words[k + 1]) &&
      (!/^(?:and|&)$/.test(words[k + 1]) || verbForm(words[k + 2] ?? '') === 'base')
    )
      out.push(k);
    // a verb written with a capital after a comma or "and also" opens a clause the writer ran on ("…lifecycle, Recruited
    // team members"); one paired with another capitalised word is a list of things ("…Control Panel, Pump and Motor")
    else if (
      joined &&
      (words[k - 1].endsWith(',') || andAlso) &&
      /^[A-Z][a-z]+$/.test(word) &&
      isCoordinatedVerb(word) &&
      // (a word that names a thing or a quality as often is a list's item: "…data files, Control files", "…consistent,
      // Correct and Complete specification")
      !NOUN_OR_VERB.has(word.toLowerCase()) &&
      !isolatedTags(word).some((t) => t === 'Adjective' || t === 'Noun' || t === 'Singular') &&
      (PRESENT_FORMS.has(verbForm(word)) || conjugate(word)?.past === word.toLowerCase()) &&
      !(/^(?:and|&|or)$/i.test(words[k + 1] ?? '') && /^\p{Lu}/u.test(words[k + 2] ?? ''))
    )
      out.push(k);
  }
  return out;
}

// -ing words that often describe the noun after them ("eating habits", "receiving date", "onboarding process")
const MODIFYING_GERUNDS = /^(?:eating|drinking|painting|receiving|supporting|onboarding|governing|rotating|handling|rating|licensing|drawing|operating|measuring|driving|feeding|lifting|tracking|cleaning|mailing|living|working|cooking|dining|parking|closing|opening|cutting|finishing|matching|routing|landing|boarding|templating|existing|remaining|growing|changing|rising|leading|winning)$/i;

/**
 * An -ing word after "and" that belongs to a phrase, not to the opener's list of actions: after a preposition that
 * takes -ing words ("…by providing information and resolving complaints", "…in training staff and streamlining
 * operations"), or, one of the words below, naming a thing inside a phrase of one of the prepositions below ("…with their
 * nutrition and eating habits", "…knowledge of surface preparation and painting techniques"; one before "the",
 * "their"… is an action), or a name ("Process Models and Operating Models").
 */
function ingStaysAsWritten(words: string[], chainEnd: number, k: number): boolean {
  if (/^[A-Z]/.test(words[k]) && /^[A-Z]/.test(words[k + 1] ?? '')) return true;
  // an item of a list of examples is a thing, not one more action: "…roles like bug fixing, data loads and writing
  // endpoints", "…the function including recruiting, hiring practice and pay", "…such as stock counts and cleaning"
  if (words.slice(chainEnd + 1, k).some((w, i, between) => /^(?:like|including|include|includes|included)$/i.test(w) || (/^such$/i.test(w) && /^as$/i.test(between[i + 1] ?? '')))) return true;
  for (let j = chainEnd + 1; j < k - 1; j++) {
    const w = words[j].toLowerCase();
    if (/^(?:by|in|including|for|of|with|on|through|while|as)$/.test(w) && /ing,?$/i.test(words[j + 1]) && !NOUN_GERUNDS.test(words[j + 1].replace(/,$/, ''))) return true;
    if (/^(?:of|with|by|for|in)$/.test(w) && MODIFYING_GERUNDS.test(words[k]) && !words.slice(j + 1, k).some((x) => x.endsWith(',')) && /^[a-z][\w-]*$/.test(words[k + 1] ?? '') && !DETERMINER.test(words[k + 1]) && !OBJECT_DETERMINER.test(words[k + 1])) return true;
  }
  return false;
}

/** The words before a participle that do not make it describe a noun ("by promoting…", "the leading…"). */
const PREPOSITION_OR_LINK = /^(?:by|in|including|for|of|with|on|through|while|as|to|from|at|into|after|before|without|about|and|or|the|a|an|is|are|was|were|be|been)$/i;

/**
 * Whether the -ing word at k, after "and", pairs with an earlier -ing word that stayed as written right after a noun (a
 * participle that describes it: "…agency promoting X and supporting Y"), with no comma between them.
 */
function continuesParticiple(words: string[], chainEnd: number, k: number, converted: number[]): boolean {
  for (let j = k - 2; j > chainEnd + 1; j--) {
    const w = words[j];
    if (w.endsWith(',') || /^(?:and|&|or)$/i.test(w)) return false;
    if (!/^[a-z]+ing$/.test(w) || NOUN_GERUNDS.test(w)) continue;
    const before = words[j - 1];
    return !converted.includes(j) && /^[a-z]+$/.test(before) && !PREPOSITION_OR_LINK.test(before) && !/ing$/.test(before);
  }
  return false;
}

/** Does a "to" + verb come before words[k] ("…to extract free EIP and release those", "…to develop, design and operate")? */
function inInfinitive(words: string[], k: number): boolean {
  // "help" takes the bare infinitive too: "Helped organize and manage interviews"
  // (…and so does a word compromise does not know, as a verb after "to" often is: "to input orders")
  for (let j = 1; j < k; j++) if (/^(?:to|help|helps|helped|helping)$/i.test(words[j - 1]) && (verbForm(words[j]) === 'base' || (/^[a-z]+$/.test(words[j]) && !isolatedTags(words[j]).length))) return true;
  return false;
}

/** What does not open a verb's object: a preposition, a conjunction, the end. */
const NOT_AN_OBJECT = /^(?:and|or|&|of|to|for|in|on|at|by|from|as|with|into|per|via|than)$/i;

/**
 * "develops", "builds", "applies" written after "and" before their object: an action-list verb's third-person form, in
 * lower case, that names no thing as well ("plans", "reports", "checks" stay as written).
 */
function isThirdPersonAction(word: string, next: string | undefined): boolean {
  if (!/^[a-z]+s$/.test(word) || !(ACTION_VERBS.has(word) || /^(?:acts|serves)$/.test(word)) || NOUN_OR_VERB.has(word.replace(/e?s$/, '')) || NOUN_OR_VERB.has(word.replace(/s$/, ''))) return false;
  // ("acts as the first level of escalation": "as" after a verb of serving opens its complement)
  if (!next || !/^[a-z\d$]/.test(next) || (NOT_AN_OBJECT.test(next.replace(/[,.]$/, '')) && !(/^as$/i.test(next) && /^(?:acts|serves|works|functions)$/.test(word)))) return false;
  return verbForm(word) === 'third' && !isolatedTags(word).some((t) => t === 'Plural' || t === 'Noun');
}

const PRESENT_FORMS = new Set<string | undefined>(['base', 'third']);

/** "base" for "guide", "third" for "guides"; undefined for any other form or a word that is no verb. */
function verbForm(w: string): 'base' | 'third' | undefined {
  const word = w.replace(/,$/, '').toLowerCase();
  const infinitive = conjugate(word)?.infinitive?.toLowerCase();
  if (!infinitive) return undefined;
  if (infinitive === word) return 'base';
  return /s$/.test(word) && word.replace(/e?s$/, '') === infinitive.replace(/e$/, '') ? 'third' : undefined;
}

/** The duty after "the chance to": "Designs and maintains…" / "Designing…" → "design and maintain…". */
export function infinitiveClause(statement: string): string | undefined {
  const s = cleanStatement(statement);
  const words = splitWords(s);
  if (words.length < 3 || words.length > 22 || !isCleanClause(s) || /^(?:was|were)$/i.test(words[0])) return undefined;
  const chain = verbChain(words);
  if (!chain) return undefined;
  if (namesKindOfWork(words, chain)) return undefined;
  const out = [...words];
  // "…prioritize community involvement and builds relationships": the posting's third person takes the infinitive too
  const later = words.map((w, k) => (k > chain[chain.length - 1] + 1 && /^(?:and|&)$/.test(words[k - 1]) && isThirdPersonAction(w, words[k + 1]) ? k : -1)).filter((k) => k >= 0);
  for (const i of [...chain, ...later]) {
    const c = conjugate(words[i].replace(/,$/, ''));
    if (!c?.infinitive) return undefined;
    out[i] = c.infinitive + (words[i].endsWith(',') ? ',' : '');
  }
  if (runsOnAfterNoun(words, chain[chain.length - 1] + 1)) return undefined;
  return out.join(' ');
}

/** Verbs that take a person and a bare verb after it ("help clients manage…", "had students complete…"). */
const BARE_VERB_AFTER = /^(?:help|helps|helped|helping|make|makes|made|making|let|lets|letting|have|has|had|having|see|saw|watch|watched|ensure|ensured|ensuring|sure|that|who|which|where|when|while|if|because)$/i;

/**
 * Two duties run together with no word between: a bare action right after a plural noun ("check emails communicate
 * via email", "supervised employees engage in sales"), with no verb before it that takes one ("helped clients find").
 */
function runsOnAfterNoun(words: string[], from: number): boolean {
  for (let k = from + 1; k < words.length; k++) {
    const word = words[k];
    const previous = words[k - 1];
    if (!/^[a-z]+$/.test(word) || /^(?:like|near|plus|per|via)$/.test(word) || !/^[a-z]+[^s]s$/.test(previous) || !(ACTION_VERBS.has(word) || isolatedTags(word).includes('Infinitive')) || NOUN_OR_VERB.has(word) || verbForm(word) !== 'base') continue;
    if (isolatedTags(previous).some((t) => !/^(?:Plural|Noun|Actor)$/.test(t)) || isolatedTags(word).some((t) => !VERB_TAGS.has(t))) continue;
    if (words.slice(0, k - 1).some((w) => BARE_VERB_AFTER.test(w.replace(/,$/, '')))) continue;
    return true;
  }
  return false;
}

/** The prefixes a hyphenated verb opens with ("co-founded", "re-designed"); other compounds are adjectives. */
const VERB_PREFIX = /^(?:co|re|pre|de|un|over|under|out|up|down|cross|double|triple|fast|hand|spear|kick|jump|back|bench|road|sub)-[a-z]/;

/** Indexes of the statement's opening verbs ("Install, configure and maintain…" → 0, 1, 3), or undefined. */
function verbChain(words: string[]): number[] | undefined {
  const isVerb = (w: string, next: string | undefined, after: string | undefined) => {
    const word = w.replace(/,$/, '').toLowerCase();
    if (!/^[a-z][a-z-]*$/.test(word) || NOT_AN_ACTION.test(word)) return false;
    // "Detail-oriented", "Self-motivated", "Results-driven": a compound adjective describing the person, not an action;
    // a verb's own prefix keeps it one ("Co-founded", "Re-designed")
    if (word.includes('-') && !VERB_PREFIX.test(word)) return false;
    const c = conjugate(word);
    if (!c) return false;
    const nextWord = (next ?? '').replace(/,$/, '');
    // "Shop and Commercial Establishments Act", "Research and Development": a noun pair, not two actions
    if (/^(?:and|&)$/.test(nextWord) && !(after && isCoordinatedVerb(after))) return false;
    // "Automated the reports" is an action; "Dedicated to…", "Experienced in…", "Committed and motivated" describe the person
    // …and so is one that opens a series of actions ("Trained, oversaw and assisted 12 staff"), not of descriptions
    // ("Dedicated, motivated and…")
    const describes = (x: string) => ADJECTIVE_PAST.has(x) || ADJECTIVE_PAST.has(x + 'd') || ADJECTIVE_PAST.has(x + 'ed');
    if (describes(word))
      return /^\d/.test(nextWord) || OBJECT_DETERMINER.test(nextWord) || (/^focus/.test(word) && PREPOSITION_NEXT.test(nextWord)) || (w.endsWith(',') && isCoordinatedVerb(nextWord) && !describes(nextWord.toLowerCase()));
    if (NOUN_OR_VERB.has(word) || NOUN_OR_VERB.has(word.replace(/(?:s|ed|ing)$/, ''))) {
      // "Designed…", "Designing dashboards…": the verb's own forms settle it
      if (/(?:ed|ing)$/.test(word)) return true;
      return OBJECT_DETERMINER.test(nextWord) || PREPOSITION_NEXT.test(nextWord) || /^(?:and|&|,)$/.test(nextWord) || w.endsWith(',');
    }
    return true;
  };
  if (!isVerb(words[0], words[1], words[2])) return undefined;
  const chain = [0];
  // coordinated verbs: "Design and develop", "Install, configure and maintain"
  let i = 1;
  while (i < words.length - 1) {
    if (words[i - 1].endsWith(',') && isCoordinatedVerb(words[i])) {
      chain.push(i);
      i += 1;
    } else if (/^(?:and|&|\/)$/.test(words[i]) && isCoordinatedVerb(words[i + 1])) {
      chain.push(i + 1);
      i += 2;
    } else break;
  }
  return chain;
}

function isCoordinatedVerb(w: string): boolean {
  const word = w.replace(/,$/, '').toLowerCase();
  return /^[a-z]+$/.test(word) && (ACTION_VERBS.has(word) || isVerbTagged(word)) && !!conjugate(word);
}

type TaggedTerm = { text: string; pre: string; post: string; tags: Set<string> };
const HEADING_NOUN = /^(?:experience|skills?|summary|profile|objective|details?|knowledge|exposure|responsibilities|projects?|education|history|achievements?|highlights|expertise|areas?)$/i;
const CHANGE_VERB = /^(?:increas|improv|reduc|decreas|cut|grew|grow|boost|rais|lower|lift|drove|driv|shrank|sav|expand|accelerat|shortened|doubl)/i;

/**
 * A rephrased sentence as compromise's sentence and part-of-speech model reads it: one sentence whose "I" is followed
 * by a verb; not cut before its object ("…techniques to accommodate.", "…a mandatory.") or its unit ("…improved user
 * experience by 30."); no second subject with its own verb run in ("I stated Street Global Advisors … is the …"); no
 * capitalised action after a comma that opens another fragment ("…Backlog, Having knowledge…"); and no heading
 * word taken for the verb's object ("I worked Experience with…"). What does not parse is left as written.
 */
export function parsesAsClause(sentence: string): boolean {
  return parseAsClauses([sentence])[0];
}


/**
 * parsesAsClause of each sentence, all tagged in one pass of compromise's tagger: the tagger reads one sentence at a
 * time, so the tags are the same, and its cost per call is paid once for a résumé's statements. A text that does not
 * split back into the sentences given ("…at Acme Inc. in Texas.") has each tagged on its own.
 */
export function parseAsClauses(sentences: string[]): boolean[] {
  if (!sentences.length) return [];
  const tagged = (text: string) => (taggedText(text) as unknown as { document: TaggedTerm[][] }).document;
  const together = tagged(sentences.join(' '));
  const same = together.length === sentences.length && together.every((terms, i) => terms.map((t) => t.pre + t.text + t.post).join('').trim() === sentences[i]);
  if (same) return together.map(readsAsClause);
  return sentences.map((sentence) => {
    const alone = tagged(sentence);
    return alone.length === 1 && readsAsClause(alone[0]);
  });
}

/** One tagged sentence read as parsesAsClause says. */
function readsAsClause(terms: TaggedTerm[]): boolean {
  if (!terms.length || terms[0].text !== 'I') return true;
  let v = 1;
  while (terms[v]?.tags.has('Adverb')) v++;
  const verb = terms[v];
  // (compromise reads some pasts as adjectives, "recorded"; the conjugation tables still know them as verbs)
  if (!verb || (!verb.tags.has('Verb') && !isVerbTagged(verb.text) && !conjugate(verb.text))) return false;
  const object = terms[v + 1];
  if (object && /^\p{Lu}\p{Ll}+$/u.test(object.text) && HEADING_NOUN.test(object.text)) return false;
  // a summary's noun phrase read as an action: "Marketing manager and writer offering…" is no "I marketed manager…",
  // nor "Master teacher looking…" "I mastered teacher…"; an action takes a person as its object with a determiner or in
  // the plural ("trained the new manager", "supervised 5 engineers"), and a role word before a noun describes it
  // ("managed executive relationships")
  if (object && ROLE_WORDS_RE.test(object.text) && !/s$/i.test(object.text) && !terms[v + 2]?.tags.has('Noun')) return false;
  const last = terms[terms.length - 1];
  const before = terms[terms.length - 2];
  const lower = (t: TaggedTerm | undefined) => t?.text.toLowerCase() ?? '';
  if (/^(?:to)$/.test(lower(before)) && (last.tags.has('Infinitive') || conjugate(last.text)?.infinitive === lower(last))) return false;
  if (/^(?:a|an|the|his|her|their|our|my|its)$/.test(lower(before)) && (last.tags.has('Adjective') || LEXICON[lower(last)] === 'Adjective')) return false;
  // (…or cut before what "like", "such as" or "including" names: "…deployed features like.")
  if (/^(?:like|including|such|via|per|than|whose|which|where)$/.test(lower(last))) return false;
  if ((last.tags.has('Determiner') && !/^(?:this|that|these|those|all|each|both)$/.test(lower(last))) || last.tags.has('Conjunction') || (last.tags.has('Preposition') && !/^(?:up|out|in|on|down|off|over|through|back)$/.test(lower(last)))) return false;
  if (/^\d[\d,.]*$/.test(last.text) && lower(before) === 'by' && terms.slice(v, terms.length - 2).some((t) => CHANGE_VERB.test(t.text))) return false;
  if (cutAtEnd(terms)) return false;
  const pastMain = verb.tags.has('PastTense') || conjugate(verb.text)?.past === verb.text.toLowerCase();
  for (let k = v + 1; k < terms.length; k++) {
    const t = terms[k];
    const previous = terms[k - 1];
    const between = terms.slice(v + 1, k);
    if (fusedAction(terms, k)) return false;
    // an action with no object before "and" and a thing: "I created and maintained and Database mail", "…for building,
    // maintaining, and sales related to…"
    if (k + 1 < terms.length && previous.tags.has('Conjunction') && /^(?:and|&)$/i.test(previous.text) && t.tags.has('Noun') && !t.tags.has('Verb') && !t.tags.has('Adjective')) {
      const action = terms[k - 2];
      if (action && k - 2 > v && ((action.tags.has('PastTense') && /ed$/i.test(action.text) && terms[k - 3]?.tags.has('Conjunction')) || (action.tags.has('Gerund') && /,/.test(action.post)))) return false;
    }
    // a past paired with an -ing result after a comma: "…the transition, improving security and resulted in savings"
    if (/^(?:and|&)$/i.test(previous.text) && t.tags.has('PastTense') && !t.tags.has('Adjective') && /ed$/.test(t.text)) {
      let j = k - 2;
      while (j > v && !terms[j].tags.has('Verb')) j--;
      if (j > v && terms[j].tags.has('Gerund') && /,/.test(terms[j - 1].post)) return false;
    }
    // the present after "and" in a sentence told in the past: "…and develops adjustments", "…and invite them to return"
    // (a clause of its own, "…that customers receive", or an infinitive, "…to build and maintain", is read as written)
    if (pastMain && /^(?:and|&)$/i.test(previous.text) && /^\p{Ll}+$/u.test(t.text) && t.tags.has('Verb') && !t.tags.has('Noun') && !t.tags.has('Gerund') && !t.tags.has('PastTense')) {
      const opensClause = terms.slice(v, k).some((x, i) => /^(?:to|that|which|who|where|when|while|if|because|will|would|can|could|should|must|help|helped|ensure|sure|let|make)$/i.test(x.text) || (i > 0 && x.tags.has('Copula')));
      const objectOpens = ['Determiner', 'Pronoun'].some((tag) => terms[k + 1]?.tags.has(tag));
      const third = isThirdPersonAction(t.text, terms[k + 1]?.text) || (/^(?:acts|serves)$/.test(t.text) && /^as$/i.test(terms[k + 1]?.text ?? '')) || (/[^s]s$/.test(t.text) && t.tags.has('PresentTense') && objectOpens && !NOUN_OR_VERB.has(t.text.replace(/e?s$/, '')));
      const after = terms[k + 1];
      // (an object that opens with a determiner, a pronoun, an adjective, a figure, a plural or a name in capitals; a
      // singular noun after it may make the word a modifier, "meeting and travel coordination")
      // (…or a question word or an infinitive that says what for: "…and ascertain what each customer wants", "…and
      // adjust to optimize success")
      const infinitiveNext = /^to$/i.test(after?.text ?? '') && !!terms[k + 2]?.tags.has('Infinitive');
      const objectNext =
        !!after && !/[,;:]/.test(t.post) && (['Determiner', 'Pronoun', 'Adjective', 'Value', 'Plural', 'Acronym'].some((tag) => after.tags.has(tag)) || /^\p{Lu}{2,}$/u.test(after.text) || /^(?:what|how|which|whether|why)$/i.test(after.text) || infinitiveNext);
      if (third && !between.some((x) => /^(?:that|which|who)$/i.test(x.text))) return false;
      // (a word that names a thing as often, "research", "monitor", acts only before an object no noun takes: "…and
      // monitor COGS", "…and research alternative programs"; "…and contract language" stays)
      const strongObject = !!after && !/[,;:]/.test(t.post) && (['Determiner', 'Pronoun', 'Adjective'].some((tag) => after.tags.has(tag)) || /^\p{Lu}{2,}$/u.test(after.text)) && !/,/.test(terms[k - 2]?.post ?? '');
      const base = conjugate(t.text);
      // (two modifiers of one noun are no two actions: "federal and state laws")
      const modifiers = terms[k - 2]?.tags.has('Adjective');
      // (…and so does a present compromise reads as the verb where no noun stands: before "with" or "to" and what it
      // acts with or on, "…and work with suppliers", "…and distribute to the manager", or before an adjective and its
      // noun, "…and plans suitable budgets"; not the second of two bare words it reads as verbs, "…over chat and phone
      // to troubleshoot issues")
      const phraseNext = ['Noun', 'Determiner', 'Adjective', 'Pronoun'].some((tag) => terms[k + 2]?.tags.has(tag));
      const pairedBare = !!terms[k - 2]?.tags.has('Verb') && !terms[k - 2]?.tags.has('PastTense');
      const slipped =
        t.tags.has('Verb') &&
        !t.tags.has('Noun') &&
        !t.tags.has('Adjective') &&
        !t.tags.has('PastTense') &&
        !t.tags.has('Gerund') &&
        !/[,;:]/.test(t.post) &&
        ((/^(?:with|to)$/i.test(after?.text ?? '') && phraseNext && (base ? base.infinitive === t.text && base.past !== t.text : t.tags.has('Infinitive'))) ||
          (/[^s]s$/.test(t.text) && t.tags.has('PresentTense') && !!after?.tags.has('Adjective') && !!terms[k + 2]?.tags.has('Noun')));
      if (slipped && !pairedBare && !opensClause && !modifiers && !between.some((x) => /^(?:that|which|who)$/i.test(x.text))) return false;
      if (!third && !opensClause && !modifiers && objectNext && !t.tags.has('Adjective') && !(NOUN_OR_VERB.has(t.text) && !strongObject) && !SAME_PAST.has(t.text) && (base ? base.infinitive === t.text && base.past !== t.text : t.tags.has('Infinitive'))) return false;
    }
    // a past after "to" and an adverb, before what it acts on: "…to effectively communicated the value", a slip no
    // reading mends (a past that describes its noun stays: "…to significantly increased sales")
    if (/ed$/.test(t.text) && t.tags.has('PastTense') && !t.tags.has('Adjective') && previous.tags.has('Adverb') && lower(terms[k - 2]) === 'to' && !!terms[k + 1] && (['Determiner', 'Pronoun', 'Possessive'].some((tag) => terms[k + 1].tags.has(tag)) || /^\p{Lu}/u.test(terms[k + 1].text))) return false;
    if (/^\p{Lu}\p{Ll}+ing$/u.test(t.text) && /,/.test(previous.post) && isVerbTagged(t.text) && !NOUN_GERUNDS.test(t.text) && /^\p{Ll}/u.test(terms[k + 1]?.text ?? '')) return false;
    // a subject of its own: a copula after a noun, with no "that", "which" or "and" to join it
    if (t.tags.has('Copula') && (previous.tags.has('Noun') || previous.tags.has('ProperNoun')) && !terms.slice(v + 1, k).some((x) => /^(?:that|which|who|where|and|or|while|when|because|so)$/i.test(x.text))) return false;
  }
  return true;
}

/**
 * A sentence that stops before what it needs: an adjective after a preposition ("…based on primary."), an -ing action
 * after a comma or "and/or" ("…in history, outpolling.", "…by replacing and/or refreshing."), a count in thousands with
 * no unit ("…services to 90,000."), or initials that open a name the line lost ("…process for 130 U.S.").
 */
function cutAtEnd(terms: TaggedTerm[]): boolean {
  const last = terms[terms.length - 1];
  const before = terms[terms.length - 2];
  if (!before) return false;
  const afterSuchAs = /^as$/i.test(before.text) && /^such$/i.test(terms[terms.length - 3]?.text ?? '');
  if (last.tags.has('Adjective') && !last.tags.has('Noun') && (afterSuchAs || /^(?:on|of|in|for|with|by|from|at|about|into|to)$/i.test(before.text))) return true;
  if (last.tags.has('Gerund') && !last.tags.has('Noun') && !NOUN_GERUNDS.test(last.text) && (/,/.test(before.post) || /^and\/or$/i.test(before.text))) return true;
  // "…coordinated with vendors and manages.": a second action with no object
  if (/^(?:and|&)$/i.test(before.text) && /[^s]s$/.test(last.text) && last.tags.has('PresentTense') && !last.tags.has('Noun') && ACTION_VERBS.has(last.text) && !NOUN_OR_VERB.has(last.text.replace(/e?s$/, '')) && !NOUN_OR_VERB.has(last.text.replace(/s$/, ''))) return true;
  if (/^\d{1,3}(?:,\d{3})+$/.test(last.text) && /^(?:to|of|for|over|by|from|with)$/i.test(before.text)) return true;
  return /^(?:\p{Lu}\.){2,}$|^(?:\p{Lu}\.)+\p{Lu}$/u.test(last.text + last.post.trim().replace(/\.+$/, '.'));
}

/**
 * A capitalised action inside a sentence, where a bullet the export ran in begins ("…Service Agents Coordinate daily
 * operations", "…supplier contracts Introduced Lean Manufacturing practices"); a name ("Advanced Excel", "Project
 * Manager", "Certified Nursing Assistant") is none.
 */
function fusedAction(terms: TaggedTerm[], k: number): boolean {
  const t = terms[k];
  const previous = terms[k - 1];
  const next = terms[k + 1];
  if (!/^\p{Lu}\p{Ll}+$/u.test(t.text) || /[,;:(]/.test(previous.post) || /^(?:and|&|or|of|the|a|an|in|on|at|to|for|with|by|from|as|into|via|per)$/i.test(previous.text)) return false;
  const word = t.text.toLowerCase();
  // "…as needed Trained, oversaw and assisted staff": a past that opens a list of actions acts, even one that describes
  if (ADJECTIVE_PAST.has(word) && /,/.test(t.post) && /^\p{Ll}/u.test(next?.text ?? '') && next?.tags.has('Verb') && /^\p{Ll}/u.test(previous.text)) return true;
  if (!ACTION_VERBS.has(word) || ADJECTIVE_PAST.has(word) || NOUN_GERUNDS.test(word) || /ing$/.test(word)) return false;
  const form = verbForm(word);
  const regularPast = /ed$/.test(word) && conjugate(word)?.past === word;
  // "Advocates Present and promoted…": a capitalised word paired with a past action is one, whatever else it names
  const pairedWithAction = /^(?:and|&)$/i.test(next?.text ?? '') && /^\p{Ll}+ed$/u.test(terms[k + 2]?.text ?? '');
  if (NOUN_OR_VERB.has(word) && !pairedWithAction) return false;
  // (…after a word that ends a phrase, not an adjective that needs its noun: "entire Managed Care sales force")
  if (regularPast) return /^[\p{Ll}\d]/u.test(previous.text) && (previous.tags.has('Noun') || previous.tags.has('Value')) && !previous.tags.has('Adjective') && !previous.tags.has('Determiner');
  // (a third-person duty after a word in lower case is one too: "…with state regulations Performs the full gamut of…")
  if (form === 'third' && /^\p{Ll}/u.test(previous.text) && /^\p{Ll}/u.test(next?.text ?? '') && !next?.tags.has('Preposition')) return true;
  // (…before its object: "Benefit Advocate during peak periods" is a title)
  return form === 'base' && (pairedWithAction || (/^\p{Ll}/u.test(next?.text ?? '') && !next?.tags.has('Preposition') && !next?.tags.has('Conjunction')));
}

/** A statement as a first-person sentence, or undefined when it cannot be made one safely. */
export function firstPersonSentence(statement: string): string | undefined {
  const draft = firstPersonDraft(statement);
  return draft && (!draft.toParse || parsesAsClause(draft.sentence)) ? draft.sentence : undefined;
}

/**
 * firstPersonSentence before the tagger has read it: the sentence, and whether it must still parse as one clause
 * (parseAsClauses), so that a writer tags only the statements it chose, all at once.
 */
export function firstPersonDraft(statement: string): { sentence: string; toParse: boolean } | undefined {
  const s = cleanStatement(statement);
  if (/^I\s/.test(s)) {
    const words = splitWords(s);
    const verb = (words[1] ?? '').toLowerCase();
    // "I want to…", "I can…" are whole; "I Declaration…", "I May 2010…" are not
    const finite =
      /^(?:am|was|were|have|had|'ve|can|could|will|would|should|work|worked|led|ran|built|made|won)$/.test(verb) ||
      (!/^(?:may|might|must|shall|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/.test(verb) && /^[a-z]+$/.test(verb) && !!conjugate(verb));
    if (!finite) return undefined;
    if (words.length < 4 || words.length > 32 || !isCleanClause(s)) return undefined;
    // an objective written to the employer ("I want to work … to gain more knowledge with our organisation") speaks as
    // the employer in a letter to it
    if (/\b(?:our|your)\s+(?:organi[sz]ation|company|firm|institution|esteemed)\b/i.test(s) && /^(?:want|wish|seek|hope|aim|intend|would|like|look)/.test(verb)) return undefined;
    // "I experiences sea wave generation": a verb that does not agree with "I" is put in the past, as the bullets are
    const past = /^[a-z]+s$/.test(verb) && !/^(?:was|has|is|does)$/.test(verb) ? conjugate(verb) : null;
    if (past?.past && past.infinitive && past.infinitive !== verb) return { sentence: `I ${past.past} ${words.slice(2).join(' ')}.`, toParse: false };
    if (verb === 'has') return { sentence: `I have ${words.slice(2).join(' ')}.`, toParse: false };
    return { sentence: `${s}.`, toParse: true };
  }
  const clause = pastTenseClause(s);
  return clause ? { sentence: `I ${clause}.`, toParse: true } : undefined;
}

/** "a" or "an" by how the word sounds: "an MBA", "an M.S.", "a B.Tech", "an engineer", "a university". */
export function withArticle(phrase: string): string {
  const first = phrase.split(/[\s/]/)[0];
  // short forms of titles are read as their words: "a Sr. Engineer" (senior), "an Asst. Manager" (assistant)
  if (/^(?:sr|snr|jr|jnr|mgr)\.?$/i.test(first)) return `a ${phrase}`;
  if (/^(?:asst|assoc|exec|admin)\.?$/i.test(first)) return `an ${phrase}`;
  const abbreviation = /^[A-Z][A-Z.]*(?:[a-z]{0,4})?\.?$/.test(first) && /[A-Z]{2}|\./.test(first) || /^[A-Z]{1,4}$/.test(first);
  if (abbreviation) return `${/^[AEFHILMNORSX]/.test(first) ? 'an' : 'a'} ${phrase}`;
  return `${/^[aeiou]/i.test(first) && !/^(?:uni|use|usu|eu|one)/i.test(first) ? 'an' : 'a'} ${phrase}`;
}

/** "A, B and C", never more than `max` items: a longer list does not belong inside a sentence. */
export function listOf(items: string[], max = 4): string {
  const shown = items.slice(0, max);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
