// Upload fixtures made in code: a one-page PDF written byte by byte, a .docx zipped here, a Word 97 .doc built as an
// OLE2 compound file, and a program's first bytes.
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';

/** A one-page PDF (Helvetica, one text line per entry) with a correct cross-reference table; its content stream encoded by `contentFilter` if given. */
export function makePdf(lines: string[], contentFilter?: { filter: string; encode: (content: Buffer) => Buffer }): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  const content = contentFilter ? contentFilter.encode(Buffer.from(text, 'latin1')).toString('latin1') : text;
  const filter = contentFilter ? ` /Filter ${contentFilter.filter}` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')}${filter} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const xmlEscape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** A .docx with one paragraph per entry: the parts Word itself needs to open it. */
export function makeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

/** A zip of text files (not a Word document). */
export const makeZip = (files: Record<string, string>) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));

/**
 * A Word 97 .doc: an OLE2 compound file with a WordDocument stream (its FIB says where the text is) and a 1Table
 * stream holding the piece table, with the text stored as 8-bit characters, one paragraph per entry.
 */
export function makeDoc(paragraphs: string[]): Buffer {
  const text = Buffer.from(`${paragraphs.join('\r')}\r`, 'latin1');
  const TEXT_AT = 0x800;
  const word = Buffer.alloc(TEXT_AT + text.length + 512);
  word.writeUInt16LE(0xa5ec, 0x0); // wIdent: a Word document
  word.writeUInt16LE(0x00c1, 0x2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0xa); // fWhichTblStm: the piece table is in 1Table
  word.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  word.writeUInt32LE(21, 0x1a6); // lcbClx
  text.copy(word, TEXT_AT);
  const table = Buffer.alloc(21);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // one piece: two character positions and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE((0x40000000 | (TEXT_AT * 2)) >>> 0, 15); // 8-bit text at TEXT_AT
  const doc = CFB.utils.cfb_new();
  CFB.utils.cfb_add(doc, 'WordDocument', word);
  CFB.utils.cfb_add(doc, '1Table', table);
  return Buffer.from(CFB.write(doc, { type: 'buffer' }) as Buffer);
}

/** The first bytes of a Windows program (MZ header, PE signature) padded with code-like bytes. */
export function makeExecutable(size = 4096): Buffer {
  const exe = Buffer.alloc(size);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  for (let i = 0x100; i < size; i++) exe[i] = (i * 31) & 0xff;
  return exe;
}

/** A resume with plenty in it: enough skills, results and gaps for every list a tool returns to go past its preview quota. */
export const RICH_RESUME = `Jane Doe
Senior Software Engineer
jane.doe@example.com | +1 555 010 2030 | linkedin.com/in/janedoe | github.com/janedoe | Seattle, WA

SUMMARY
Senior software engineer with 9 years of experience building distributed systems, cloud platforms and data pipelines.
Led teams of 8 engineers and shipped products used by 2 million customers.

SKILLS
TypeScript, JavaScript, Node.js, React, Python, Go, Java, SQL, PostgreSQL, MongoDB, Redis, Kafka, Docker, Kubernetes,
AWS, GCP, Terraform, GraphQL, REST APIs, CI/CD, Jenkins, GitHub Actions, Linux, Microservices, Agile, Scrum

EXPERIENCE
Staff Engineer, Acme Cloud Inc. — Seattle, WA (2019 – Present)
- Led the migration of 40 services to Kubernetes, cutting hosting costs by 35% ($1.2M a year).
- Designed an event pipeline on Kafka processing 3 billion events a day with 99.99% uptime.
- Mentored 6 engineers; 3 were promoted to senior roles.
- Reduced p99 API latency from 800 ms to 120 ms by introducing Redis caching and query tuning.
- Built the CI/CD platform with GitHub Actions and Terraform, shortening release cycles from 2 weeks to 1 day.

Software Engineer, DataWorks LLC — Portland, OR (2015 – 2019)
- Developed React and TypeScript dashboards used by 500 enterprise clients.
- Increased test coverage from 40% to 90% and cut production incidents by 60%.
- Implemented GraphQL APIs in Node.js serving 20,000 requests per second.
- Automated data ingestion in Python, saving 30 hours of manual work per week.

EDUCATION
B.S. Computer Science, University of Washington, 2015

CERTIFICATIONS
AWS Certified Solutions Architect – Professional; Certified Kubernetes Administrator (CKA)

PROJECTS
Open-source contributor to a Kubernetes operator for PostgreSQL (1,200 GitHub stars).
`;

export const JOB_DESCRIPTION = `Senior Backend Engineer at Northwind Analytics (Remote, US).
We are hiring a senior backend engineer to design and scale our data platform. You will build microservices in Go and
TypeScript, own our Kubernetes infrastructure on AWS, and work with Kafka, PostgreSQL and Snowflake. Experience with
machine learning pipelines, Airflow, Spark, dbt, observability (Prometheus, Grafana, OpenTelemetry), security
compliance (SOC 2), and leading cross-functional projects is a plus. Competitive salary $170,000 – $210,000, equity,
health benefits. Apply at careers.northwind.example.com.`;

/** A resume with a lot wrong in it: enough weaknesses, concerns and advice to go past those quotas. */
export const WEAK_RESUME = `john smith
partyboy99@hotmail.com

objective
I am a hard-working team player and results-driven go-getter who thinks outside the box. I have 15 years of experience.

work
* i was responsible for helping with various tasks and duties as assigned
- I worked on the website and did stuff with computers
• RESPONSIBLE FOR ANSWERING PHONES AND EMAILS
* i helped the team with the team work and the team goals
* was responsible for helping with various tasks and duties as assigned

Sales Associate, Shop A (Jan 2010 - Mar 2010)
Cashier, Shop B (Jun 2013 - Sep 2013)
Helper, Shop C (2019 - 2019)

skills
Python, Java, Excel, Excel, Excel, Excel, Excel, Excel, Word, synergy, leverage
`;
