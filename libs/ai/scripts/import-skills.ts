// Builds libs/ai/data/skills-vocabulary.json, the ATS hard-skill vocabulary, from O*NET's Technology Skills
// (the reformatted copy described in shared/data/skills/SOURCES.md). Run: npm run import-skills -w @careerkit/ai [-- <csv>]
// Output is deterministic (same CSV → same file) so a re-run shows as no diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const csvPath = resolve(process.argv[2] ?? resolve(here, '../../../../shared/data/skills/technology-skills.csv'));
const outPath = resolve(here, '../data/skills-vocabulary.json');

/** Vendor prefixes that résumés and postings drop ("Microsoft Excel" → "Excel"). */
const VENDORS = [
  'Microsoft', 'Oracle', 'Adobe', 'Amazon', 'Google', 'IBM', 'SAP', 'Apache', 'Atlassian', 'Autodesk', 'Apple', 'Intuit',
  'Cisco', 'Red Hat', 'VMware', 'Dassault Systemes', 'ESRI', 'The MathWorks', 'MathWorks', 'StataCorp', 'National Instruments',
  'Qlik Tech', 'Bentley', 'Trimble', 'PTC', 'Corel', 'Quest', 'Hewlett-Packard', 'Unity Technologies', 'Grafana Labs',
  'Tenable', 'TIBCO', 'Kronos', 'Henry Schein', 'Portswigger', 'Pixologic', 'Maxon', 'McNeel', 'SideFX', 'TechSmith',
  'Thomson Reuters', 'Medidata', 'Unreal Technology', 'Eclipse', 'Salesforce', 'Salesforce.com', 'SAS', 'Minitab', 'Epic',
  'Blackbaud', 'Infor', 'Sage', 'Siemens', 'Bloomberg', 'Hootsuite', 'Meta', 'Zoho', 'Jira',
];

/** Short forms the name rules cannot derive, keyed by O*NET name. */
const EXTRA_ALIASES: Record<string, string[]> = {
  'Amazon Web Services AWS software': ['AWS'],
  'Amazon Elastic Compute Cloud EC2': ['EC2'],
  'Amazon Simple Storage Service S3': ['S3'],
  'Amazon Elastic Container Service ECS': ['ECS'],
  'Amazon Web Services AWS CloudFormation': ['CloudFormation', 'AWS CloudFormation'],
  'Microsoft Azure software': ['Azure'],
  'Google Cloud software': ['Google Cloud', 'GCP', 'Google Cloud Platform'],
  'PostgreSQL': ['Postgres'],
  'Node.js': ['NodeJS', 'Node'],
  'JavaScript': ['JS'],
  'TypeScript': ['TS'],
  'Go': ['Golang'],
  'Google Angular': ['Angular', 'AngularJS'],
  'React': ['React.js', 'ReactJS'],
  'Vue.js': ['Vue', 'VueJS'],
  'Jenkins CI': ['Jenkins'],
  'Splunk Enterprise': ['Splunk'],
  'Marketo Marketing Automation': ['Marketo'],
  'Rust programming language': ['Rust'],
  'IBM Terraform': ['Terraform'],
  'Microsoft Power BI': ['PowerBI'],
  'Microsoft Office software': ['Microsoft Office', 'MS Office', 'Office 365', 'Microsoft 365'],
  'Microsoft Excel': ['MS Excel'],
  'Microsoft Word': ['MS Word'],
  'Microsoft .NET Framework': ['.NET', 'dotnet', 'Dot Net'],
  'Microsoft ASP.NET': ['ASP.NET'],
  'Very high speed integrated circuit VHSIC hardware description language VHDL simulation software': ['VHDL'],
  'RESTful API': ['REST API', 'REST APIs', 'RESTful'],
  'Objective C': ['Objective-C'],
  'Microsoft Active Directory': ['Active Directory'],
  'Scikit-learn': ['sklearn'],
  'Google Workspace software': ['Google Workspace', 'G Suite'],
  'Salesforce software': ['Salesforce', 'SFDC'],
  'Epic Systems': ['Epic EHR'],
  'Oracle NetSuite': ['NetSuite'],
  'Amazon Redshift': ['Redshift'],
  'Apple iOS': ['iOS'],
  'Google Android': ['Android'],
  'Apple macOS': ['macOS'],
  'Microsoft Windows': ['Windows'],
  'Microsoft Teams': ['MS Teams'],
  'Microsoft Project': ['MS Project'],
  'Microsoft Access': ['MS Access'],
  'Graphical user interface GUI design software': ['GUI design'],
  'Learning management system LMS': ['LMS'],
  'Human resource information system (HRIS)': ['HRIS'],
};

/** Dropped aliases: ordinary words or employer names that would match prose ("Word", "Project", "Google"). */
const BLOCKED_ALIASES = new Set(
  ['word', 'project', 'access', 'teams', 'drive', 'docs', 'sheets', 'slides', 'meet', 'sites', 'calendar', 'classroom', 'google',
    'spring', 'office', 'server', 'analytics', 'ads', 'video', 'scholar', 'books', 'translate', 'checkout', 'chrome', 'earth',
    'database', 'dynamics', 'windows', 'visual studio code', 'edge', 'forms', 'lens', 'keep', 'sway', 'bookings', 'planner',
    'publisher', 'paint', 'notepad', 'stream', 'lists', 'to do', 'photos', 'messages', 'numbers', 'pages', 'keynote', 'mail',
    'maps', 'finder', 'preview', 'notes', 'reminders', 'health', 'wallet', 'music', 'tv', 'news', 'weather', 'contacts',
    'epic', 'sage', 'node', 'quest', 'infor', 'meta', 'workplace', 'enterprise', 'cloud', 'connect', 'data', 'studio',
    'reader', 'system', 'systems', 'manager', 'designer', 'builder', 'explorer', 'professional', 'standard', 'express',
    // job titles and a place, even inside a list ("Director, Investment Sales", "New Jersey"): only the full name counts
    'director', 'painter', 'presenter', 'jersey',
    // an adjective of teaching ("instructional materials"), not a kind of software
    'instructional'].map((a) => a),
);

/** Aliases that are also English words: matched only as written (capitalised), never in lower case. */
const CASE_SENSITIVE = new Set(['go', 'swift', 'chef', 'puppet', 'react', 'zoom', 'slack', 'bootstrap', 'spark', 'hive', 'unity', 'rust', 'ruby',
  'excel', 'outlook', 'r', 'c', 'ts', 'js', 'node', 'julia', 'dart', 'elixir', 'airflow', 'git', 'blender', 'maya', 'houdini', 'postman',
  'prometheus', 'pandas', 'shell', 'bash', 'chrome', 'illustrator', 'teams', 'windows', 'access', 'angular', 'ember', 'backbone', 'express',
  'flask', 'rails', 'mercury', 'oracle', 'snowflake', 'looker', 'basecamp', 'notion', 'monday', 'workday', 'epic', 'rhino', 'sketch',
  'framer', 'origin', 'compass', 'aurora', 'atlas', 'jenkins', 'travis', 'circle', 'maven', 'ant', 'nexus', 'eclipse', 'pig', 'domino',
  'cocoa', 'jersey', 'flex', 'safari', 'inventor', 'painter', 'audition', 'presenter', 'director', 'distiller', 'captivate', 'solaris',
  'struts', 'groovy', 'bamboo', 'perforce', 'multisim', 'tivoli', 'essbase', 'cognos', 'dentrix', 'teamcenter', 'tekla', 'snagit',
  'tanium', 'laserfiche', 'interwoven', 'arbortext', 'webtrends', 'spotfire', 'camtasia', 'nessus', 'alteryx', 'abaqus', 'westlaw',
  'kinesis', 'visualforce', 'openshift', 'hubspot', 'confluence', 'hyperion', 'blackboard', 'dreamweaver', 'meditech', 'peoplesoft']);

/** Everyday words that, written as a lone alias, would match prose even capitalised ("Director", "Pricing"). */
const EVERYDAY = new Set(['reports', 'pricing', 'budgeting', 'bookkeeping', 'blogging', 'chat', 'chatbot', 'central', 'spectroscopy', 'cartography',
  'biofeedback', 'diagramming', 'label-making', 'middleware', 'antivirus', 'anti-spyware', 'wiki', 'disassembler', 'workspace', 'magic', 'icon',
  'com', 'air', 'etc', 'dos', 'sam', 'apex', 'pest', 'calm', 'mars', 'bars', 'feds', 'paws', 'slam', 'basic', 'san', 'director', 'reports',
  'presenter', 'painter', 'inventor', 'audition', 'flex', 'safari', 'distiller', 'jersey', 'cocoa', 'domino', 'gaussian', 'earth pro', 'web services aws',
  'compris', 'central', 'costimater', 'avro', 'pig', 'flume', 'oozie', 'sqoop', 'mahout']);

/** Aliases counted only inside a list (next to a comma, slash, bar, bracket or colon): single letters and the like. */
const LIST_ONLY = new Set(['r', 'c', 'go', 'ts', 'js', 'swift', 'chef', 'puppet', 'rust', 'unity', 'spark', 'hive', 'shell', 'origin', 'compass', 'aurora',
  'atlas', 'ant', 'circle', 'sketch', 'mercury', 'monday', 'notion', 'express', 'ember', 'backbone', 'maya', 'rhino', 'julia', 'dart',
  'scheme', 'forth', 'ada', 'pascal', 'blink', 'loom', 'seesaw', 'squeegee', 'vigilant', 'ferret', 'bowtie', 'compilers', 'debuggers',
  'honeypot', 'mendel', 'eko', 'canu', 'oberon', 'modula', 'samba', 'snort', 'ethereal', 'vue', 'prolog', 'smalltalk', 'b-method',
  // product names that are everyday words in capitals ("Flex time", "Captivate your audience")
  'inventor', 'domino', 'flex', 'audition', 'captivate', 'distiller']);

/** O*NET entries left out: an employer name, a word ("Act as the main contact", "Disabilities Act,") or an initial ("N. J. Szabo", "J&J"), more often than a skill. */
const BLOCKED_NAMES = new Set(['Google', 'Act!', 'J']);

type Row = { technology: string; category: string; hot: boolean; inDemand: boolean; occupations: number };

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** Is `acronym` made of the words' initials (each word giving its first letter and maybe more of its letters)? */
function isAcronymOf(acronym: string, words: string[]): boolean {
  const target = acronym.toLowerCase().replace(/[^a-z]/g, '');
  const ws = words.map((w) => w.toLowerCase().replace(/[^a-z]/g, '')).filter(Boolean);
  const fits = (ti: number, wi: number): boolean => {
    if (ti === target.length) return wi === ws.length || ws.slice(wi).every((w) => ['and', 'for', 'of', 'the', 'to'].includes(w));
    if (wi === ws.length) return false;
    const w = ws[wi];
    if (['and', 'for', 'of', 'the', 'to'].includes(w) && fits(ti, wi + 1)) return true;
    if (w[0] !== target[ti]) return false;
    // take the first letter, then any in-order letters of the same word
    let t = ti + 1;
    if (fits(t, wi + 1)) return true;
    for (let k = 1; k < w.length && t < target.length; k++) {
      if (w[k] === target[t]) {
        t++;
        if (fits(t, wi + 1)) return true;
      }
    }
    return false;
  };
  return target.length >= 2 && fits(0, 0);
}

function aliasesFor(row: Row, lowercaseWords: Set<string>): string[] {
  const out = new Set<string>([row.technology]);
  let name = row.technology;
  const paren = /^(.*?)\s*\(([^)]+)\)\s*(.*)$/.exec(name);
  if (paren) {
    const [, before, inside, after] = paren;
    name = `${before} ${after}`.trim();
    out.add(name);
    if (isAcronymOf(inside, before.split(/\s+/))) out.add(inside);
  }
  const stripped = name.replace(/\s+software$/i, '').trim();
  const strippedWords = stripped.split(/\s+/);
  // "Tax software" is a class, not a product: keep only the full name
  const generic = strippedWords.every((w, i) => (i === 0 ? lowercaseWords.has(w.toLowerCase()) : w === w.toLowerCase()));
  if (stripped !== name && !generic) out.add(stripped);
  let base = stripped;
  const allWords = stripped.split(/\s+/);
  const tail = allWords[allWords.length - 1];
  if (allWords.length >= 3 && /^[A-Z][A-Z0-9/]+$/.test(tail) && isAcronymOf(tail, allWords.slice(0, -1))) {
    // "Amazon Web Services AWS": the acronym spans the vendor, so keep the vendor in the expansion
    out.add(tail);
    out.add(allWords.slice(0, -1).join(' '));
  } else
  for (const vendor of VENDORS) {
    if (base.startsWith(vendor + ' ') && base.length > vendor.length + 1) {
      base = base.slice(vendor.length + 1);
      out.add(base);
      break;
    }
  }
  const words = base.split(/\s+/);
  const last = words[words.length - 1];
  if (words.length >= 2 && /^[A-Z][A-Z0-9/]+$/.test(last) && isAcronymOf(last, words.slice(0, -1))) {
    out.add(last);
    out.add(words.slice(0, -1).join(' '));
  }
  for (const extra of EXTRA_ALIASES[row.technology] ?? []) out.add(extra);
  return [...out].filter((a) => {
    const lower = a.toLowerCase();
    if (BLOCKED_ALIASES.has(lower) || (a !== row.technology && EVERYDAY.has(lower) && !CASE_SENSITIVE.has(lower))) return false;
    if (a !== row.technology && !a.includes(' ') && /ing$/.test(lower) && !CASE_SENSITIVE.has(lower)) return false;
    // a stripped alias that is one everyday word ("Tax", "Database") would match prose
    if (a !== row.technology && !a.includes(' ') && lowercaseWords.has(lower) && !CASE_SENSITIVE.has(lower) && !/[A-Z].*[A-Z]|[+#.]/.test(a)) return false;
    return a.length >= 1;
  });
}

/** Alias encoding in the data file: "^" = case-sensitive, "@" = case-sensitive and only inside a list. */
function encodeAlias(alias: string): string {
  const lower = alias.toLowerCase();
  if (LIST_ONLY.has(lower)) return '@' + alias;
  if (CASE_SENSITIVE.has(lower)) return '^' + alias;
  // a short all-caps acronym that is also a word or a name is only the acronym when written in capitals
  if (/^[A-Z]{2,5}$/.test(alias) && EVERYDAY.has(lower)) return '^' + alias;
  return alias;
}

function main(): void {
  const [header, ...body] = parseCsv(readFileSync(csvPath, 'utf8'));
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${csvPath}: no column ${name}`);
    return i;
  };
  const [ti, ci, hi, di, oi] = ['technology', 'category', 'hot_technology', 'in_demand', 'occupations'].map(col);
  const rows: Row[] = body.map((r) => ({
    technology: r[ti].trim(),
    category: r[ci].trim(),
    hot: r[hi] === 'Y',
    inDemand: r[di] === 'Y',
    occupations: Number(r[oi]),
  }));
  // Words O*NET itself writes in lower case are everyday words, not product names.
  const lowercaseWords = new Set<string>();
  for (const r of rows)
    for (const w of `${r.technology} ${r.category}`.split(/\s+/).slice(1)) if (w && w === w.toLowerCase()) lowercaseWords.add(w.replace(/[^a-z-]/g, ''));
  for (const w of ['tax', 'payroll', 'accounting', 'statistical', 'database', 'firewall', 'inventory', 'operating', 'web', 'video', 'email', 'spreadsheet'])
    lowercaseWords.add(w);

  // Keep what carries signal: listed by two or more occupations, or flagged hot / in demand by employers.
  const kept = rows.filter((r) => (r.occupations >= 2 || r.hot || r.inDemand) && !BLOCKED_NAMES.has(r.technology));
  const skills = kept.map((r) => {
    const flags = (r.hot ? 1 : 0) | (r.inDemand ? 2 : 0);
    const aliases = aliasesFor(r, lowercaseWords)
      .filter((a) => a !== r.technology && !a.startsWith('Web Services '))
      .map(encodeAlias);
    const name = CASE_SENSITIVE.has(r.technology.toLowerCase()) || LIST_ONLY.has(r.technology.toLowerCase()) ? encodeAlias(r.technology) : r.technology;
    return aliases.length ? [name, r.occupations, flags, ...aliases] : [name, r.occupations, flags];
  });
  const out = {
    source: 'O*NET Database, Technology Skills (USDOL/ETA), CC BY 4.0; reformatted copy in shared/data/skills (see SOURCES.md)',
    release: 'O*NET 28.x (early 2024); upstream file SHA-256 d16eb34bb73014821a6311af05fbb717c75c77fb6876ca3833063b389280e54a',
    attribution:
      'This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. The data were reformatted; USDOL/ETA has not approved, endorsed, or tested these modifications.',
    selection: 'technologies listed by >= 2 occupations or flagged Hot Technology / In Demand; aliases derived by scripts/import-skills.ts',
    format: '[name, occupations, flags (1 hot, 2 in demand), ...aliases]; a leading ^ marks a case-sensitive alias, @ case-sensitive and list-only',
    count: skills.length,
    skills,
  };
  writeFileSync(outPath, JSON.stringify(out, null, 0).replace(/\],\[/g, '],\n[') + '\n');
  console.log(`${skills.length} of ${rows.length} technologies → ${outPath}`);
}

main();
