// What the analysis calls a measured result: a figure that measures an outcome or the scale of the work, not one that
// names, dates or describes a thing. Every line here is written for the test (no corpus text, no real names).
import { quantifiesResult, resultFigure } from '../src/local/judge/resume-review';
import { figuresIn } from '../src/local/read/phrases';
import { engine } from './fixtures';

const noResult = (lines: string[]) => lines.map((line) => [line, quantifiesResult(line), resultFigure(line)]);
const none = (lines: string[]) => lines.map((line) => [line, false, undefined]);

describe('measured results', () => {
  it('takes no tenure for a result, but keeps the time a result took', () => {
    const lines = ['Experience of 2 Yrs as a Java developer at Northwind', 'Office assistant at Harbor Traders 6 MONTH', 'Ran a private tax practice for more than 6 years, handling filings', 'Completed an internship in calibration for 6 months duration'];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Turned the region around within the first 3 months.')).toBe('3 months');
    expect(resultFigure('Promoted to shift lead in 18 months.')).toBe('18 months');
    expect(resultFigure('Kept the plant free of lost-time incidents for 3 years running')).toBe('3 years');
  });

  it('takes no part of a date for a result', () => {
    const lines = ['Enrolled as a notary since 14-Mar-2015.', 'Secretary of the town rowing club (2016-17).', 'Sales workshop - Harbor Consulting 2012 / 10', 'Joined the audit desk on Sep 21 and filed returns'];
    expect(noResult(lines)).toEqual(none(lines));
    // (a month's name is a whole word: "a 30 Marine platoon" counts Marines)
    expect(resultFigure('Led a 30 Marine platoon through two deployments')).toBe('30');
  });

  it("takes no grade point out of 4 for a result, nor an honour society's", () => {
    const lines = ['Graduated with 3.85/4.00 and joined the Honor Society', 'Finished with 3.6 out of 4 in the final year', "Named to the Dean's List 6 times"];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Raised the average customer rating to 4.8/5')).toBe('4.8');
  });

  it("takes no version, model or standard's number for a result, but keeps a score's points and a currency's amount", () => {
    const lines = [
      'Installed the reporting suite RPX 3.0 and DSX 3.0/3.1 on two servers',
      'Built a payments token on XRC 40 standards',
      'Audited the kitchen against 21 CFR 117 rules',
      'Passed Statistics 1, 2, 3 with honours',
      'Configured core switches (4820, 6610) in the branch network',
      'Replaced edge firewalls ( 7700-X) at the depot',
    ];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Raised NPS 12 points in one quarter')).toBe('12 points');
    expect(quantifiesResult('Secured USD 40,000 grant funding for the shelter')).toBe(true);
    // (a line in capitals has no acronym to tell apart)
    expect(resultFigure('SOLD 40 HOMES ACROSS TWO TOWNS')).toBe('40');
  });

  it("takes no item's number in a list run into one line for a result, but keeps a count that ends a sentence", () => {
    const lines = ['Measure the earth resistance with a tester (ERT) 3. Check the relay settings', 'Mapped the ledgers and 2) Re-built the month-end checklist', 'Résumé of a site engineer · Page 2'];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Grew the support desk to 12. Hired 3 leads')).toBe('12');
  });

  it("takes no street address, equipment rating or hotel's category for a result", () => {
    const lines = ['42/B Lakeside Road 3rd cross,', 'Flat No. 17, Green Park', 'Wired the star delta starter of a 3 phase pump motor', 'Serviced 180/200 CFM compressor units on site', 'Supplied linen to 5 star hotels in the region'];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Achieved a 5 star rating on the review site')).toBe('5 star rating');
    expect(quantifiesResult('Cut the line’s draw by 20 kW across the plant')).toBe(true);
    expect(quantifiesResult('Implemented 8 core banking modules')).toBe(true);
  });

  it("takes no game's medals for a result, but keeps a contest at work and work in a sports school", () => {
    const lines = ['Won 4 gold medals in the state judo championship', '2 times best player of the year in the district cricket league'];
    expect(noResult(lines)).toEqual(none(lines));
    expect(resultFigure('Won 3 regional sales contests')).toBe('3 regional sales contests');
    expect(quantifiesResult('Ran the after-school judo program for about 80 children')).toBe(true);
    expect(quantifiesResult('Served 300 cups of coffee a day at the counter')).toBe(true);
  });

  it("takes no employer's size or description for a result, nor the audience a finding was shown to", () => {
    const lines = [
      'Handled press for Fortune 500 grocer with more than 20,000 employees in 30 states',
      'One of the largest freight brokerages in the region with 40 branches',
      'A supplier of lab glass to more than 300 hospitals',
      'Northwind is a leading maker of pumps with 9 plants',
      'Presented the audit findings to 5 stakeholders and 2 senior managers',
      'Worked under the guidance of 7 senior engineers',
    ];
    expect(noResult(lines)).toEqual(none(lines));
    expect(quantifiesResult('Ran office services for a site with over 300 employees')).toBe(true);
    expect(quantifiesResult("Grew the firm's book with 40 new accounts")).toBe(true);
    expect(quantifiesResult('Managed 12 engineers across two plants')).toBe(true);
  });

  it('quotes only real results as measured results, and counts only them', async () => {
    const resumeText = [
      'Dana Lee',
      'Experience',
      'Operations Lead, Harbor Foods, Jan 2018 - Dec 2023',
      '• Experience of 3 Yrs as an operations lead',
      '• Installed the planner PLN 4.0/4.1 on all sites',
      '• Measure the cold-room temperature (CRT) 3. Check the door seals',
      '• Cut delivery delays by 18% with a new routing plan',
      '• Saved $12,000 a year on packaging',
    ].join('\n');
    const out = await engine().analyzeResume({ resumeText });
    const measured = out.strengths.filter((s) => s.startsWith('Measured result'));
    expect(measured.join('\n')).toMatch(/18%/);
    expect(measured.join('\n')).toMatch(/\$12,000/);
    expect(measured.join('\n')).not.toMatch(/Yrs|PLN|CRT/);
    expect(out.scoreEvidence.achievementImpactScore[0]).toMatch(/^2 of 5 bullets quantify a result/);
  });

  it('leaves the figures the letter writer and the scanner read as they were', () => {
    expect(figuresIn('Built a payments token on XRC 40 standards')).toEqual(['40']);
    expect(figuresIn('Won 4 gold medals in the state judo championship')).toEqual(['4']);
  });
});
