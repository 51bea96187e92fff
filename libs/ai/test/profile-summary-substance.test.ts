// A résumé that says little in bullets of what was done still has work to speak of: the roles it says were held, the
// courses it lists, its first-person lines opened with "Currently", its duties written after a label. A profile summary reads them before it is left
// with a skills line and a degree (the readers' first defect on the tune part: a thin summary).
import { LinkedInRequest } from '@careerkit/contracts/tools';
import { engine } from './fixtures';

const summaryOf = async (currentProfile: string, targetRole: string) => (await engine().linkedin(LinkedInRequest.parse({ currentProfile, targetRole }))).summary;

describe('a profile summary speaks of the work a résumé keeps outside its bullets', () => {
  it('names the role an export\'s description says was held, and where', async () => {
    const resume = ['Skill Details', 'Excel- Experience - 24 months', 'Company Details', 'company - Brightwater Traders', 'description - Worked as a store supervisor at a garden centre for 6 years'].join('\n');
    const summary = await summaryOf(resume, 'Retail Store Manager');
    expect(summary).toContain('I worked as a store supervisor at a garden centre for 6 years.');
    expect(summary).toContain('I have worked at Brightwater Traders.');
  });

  it('lists the courses of a service role, their lengths left off', async () => {
    const resume = ['Company Details', 'company - Coastal Rescue Reserve', 'description - COURSES', '• Sea Survival Course\t\t-\t03 weeks', '• Radio Operator Training\t\t-\t06 weeks'].join('\n');
    const summary = await summaryOf(resume, 'Marine Radio Operator');
    expect(summary).toContain('My training includes a Sea Survival Course and Radio Operator Training.');
    expect(summary).not.toMatch(/weeks/);
  });

  it('reads a project line that opens with "Currently, I …" as a statement of its own', async () => {
    const resume = ['Web Developer', 'Projects', 'Currently, I build booking apps with React and Node.js.', 'Skills', 'React, Node.js, PostgreSQL'].join('\n');
    const summary = await summaryOf(resume, 'Frontend Developer');
    expect(summary).toMatch(/\bI build booking apps with React and Node\.js\./);
  });

  it('reads a duty written after its label as the duty', async () => {
    const resume = ['Groundskeeper', 'Experience', 'Groundskeeper, Maple Park Trust, 2019 - 2023', '• Gardening/Landscaping- Pruned hedges and planted seasonal beds across the park'].join('\n');
    const summary = await summaryOf(resume, 'Landscape Technician');
    expect(summary).toMatch(/\bI pruned hedges and planted seasonal beds across the park\./);
  });

  it('never says again the role its first line has named', async () => {
    const resume = ['Company Details', 'company - Harbor Soft Pvt Ltd', 'description - I am working as a dot net developer.', 'Role: Dot Net Developer'].join('\n');
    const summary = await summaryOf(resume, 'Backend Engineer');
    expect(summary).toMatch(/^I'm a Dot Net Developer at Harbor Soft Pvt Ltd\b/);
    expect(summary).not.toMatch(/working as a dot net developer/i);
  });
});
