// A letter cites the résumé's statements closest to the posting, from whichever role they were written under, and leaves
// out the statements that do not speak to it once it says enough (blind readers' first defect, "ignores the posting":
// bar set-up duties in a marketing manager's letter, cooking in a blog writer's). And it claims "I have done work of
// that kind" only where the work is of that kind: recruiting staff is no answer to recruiting schools. All résumé and
// posting lines here are made up.
import { CoverLetterRequest } from '@careerkit/contracts/tools';
import { letterWords } from '../src/local/write/cover-letter';
import { engine } from './fixtures';

// a posting in prose, as many are: no duty of it reads as a list item or a "You will…" sentence, so no duty is named
// with its work, and only how near each statement is to the posting chooses what the letter cites
const MARKETING = [
  'Marketing Manager',
  'Harbour Outfitters is a family-owned outdoor clothing company with 6 stores and an online shop.',
  'The Marketing Manager owns our email marketing, our social media advertising on Facebook and Instagram, our brand awareness campaigns in print and online, and the reporting of campaign results in Google Analytics.',
  'Sales in our stores grow through seasonal promotions and in-store events for our guests.',
  'Requirements: 3+ years of marketing experience, email marketing, social media advertising, Google Analytics.',
].join('\n');

// the latest role's lines have nothing to do with marketing, though they have figures and share a word or two with the
// posting ("guests", "events", "sales"); the older role's lines are the posting's work
const RESUME = [
  'Experience',
  'Bartender',
  'Jan 2021 - Present',
  'Dockside Tavern - Portland, OR',
  '• Set up and broke down 4 mobile bars for hotel banquets and events of 300 guests',
  '• Checked the identification of 150 guests a night ordering alcoholic drinks',
  '• Cleaned the bar tables, glasses and ice wells at closing',
  '• Restocked 12 beer coolers and the spirits shelves before each shift',
  '• Counted the cash drawer and the card sales slips of 2 registers at the end of each night',
  'Marketing Coordinator',
  'Mar 2016 - Dec 2020',
  'Bright Lane Apparel - Portland, OR',
  '• Ran weekly email marketing campaigns for the online shop',
  '• Planned social media advertising on Facebook and Instagram for the spring and autumn promotions',
  '• Reported campaign results in Google Analytics to the sales director',
  '• Wrote the copy for brand awareness campaigns in print and online',
  '• Planned in-store launch events for each new collection',
  'Education',
  'Bachelor of Arts in Communication, Riverside University, 2015',
].join('\n');

const BAR_WORK = /mobile bars|identification of guests|bar tables|beer coolers|cash drawer/;

const letterFor = async (jobDescription: string, userExperience = RESUME, companyName = 'Harbour Outfitters') =>
  (await engine().coverLetter(CoverLetterRequest.parse({ mode: 'standard', jobDescription, userExperience, companyName }))).coverLetter;

describe('a letter cites the work closest to the posting', () => {
  it("cites an older role's marketing work for a marketing post, and none of the latest role's bar work", async () => {
    const letter = await letterFor(MARKETING);
    expect(letter).toMatch(/email marketing campaigns for the online shop/);
    expect(letter).toMatch(/social media advertising on Facebook and Instagram/i);
    expect(letter).toMatch(/Google Analytics to the sales director/);
    // (the letter is no thin one without the bar work: it says enough to be sent)
    expect(letterWords(letter)).toBeGreaterThanOrEqual(150);
    expect(letter).not.toMatch(BAR_WORK);
  });

  it('cites the bar work for a bar post, and no marketing work it does not need', async () => {
    const bar = [
      'Banquet Bartender',
      'The Grand Harbor Hotel is hiring a Banquet Bartender.',
      'You will set up and break down mobile bars for banquets and events.',
      'You will check the identification of guests ordering alcoholic drinks.',
      'You will keep the bar, glasses and ice wells clean and restock the beer and spirits.',
      'You will count the cash drawer at the end of each shift.',
    ].join('\n');
    const letter = await letterFor(bar, RESUME, 'The Grand Harbor Hotel');
    expect(letter).toMatch(/mobile bars/);
    expect(letter).toMatch(/identification of guests/);
    expect(letter).not.toMatch(/online shop|Facebook and Instagram/);
  });

  it('cites three or four strong lines, not every line of the posting\'s kind the résumé holds', async () => {
    const marketer = [
      'Experience',
      'Marketing Coordinator',
      'Mar 2016 - Present',
      'Bright Lane Apparel - Portland, OR',
      '• Ran weekly email marketing campaigns for the online shop',
      '• Planned social media advertising on Facebook and Instagram for the spring and autumn promotions',
      '• Reported campaign results in Google Analytics to the sales director',
      '• Wrote the copy for brand awareness campaigns in print and online',
      '• Ran Facebook advertising campaigns for the brand awareness of the online shop',
      '• Built email marketing reports in Google Analytics for each store',
      '• Wrote social media advertising copy for the Instagram promotions',
      '• Planned the email marketing and social media calendar of the seasonal promotions',
      'Education',
      'Bachelor of Arts in Communication, Riverside University, 2015',
    ].join('\n');
    const letter = await letterFor(MARKETING, marketer);
    const lines = ['campaigns for the online shop', 'Facebook and Instagram', 'Google Analytics to the sales director', 'brand awareness campaigns', 'Facebook advertising campaigns', 'email marketing reports', 'advertising copy', 'calendar'];
    const cited = lines.filter((line) => letter.toLowerCase().includes(line.toLowerCase()));
    expect(cited.length).toBeGreaterThanOrEqual(3);
    // eight lines of the posting's kind: the letter cites four, and a fifth only where four leave it thin
    expect(cited.length).toBeLessThanOrEqual(5);
    expect(letterWords(letter)).toBeGreaterThanOrEqual(150);
  });

  it('leaves out work that shares a word or two with the posting but is not its kind, once the letter says enough', async () => {
    const three = [
      'Experience',
      'Bartender',
      'Jan 2021 - Present',
      'Dockside Tavern - Portland, OR',
      '• Set up and broke down 4 mobile bars for hotel banquets and events of 300 guests',
      '• Checked the identification of 150 guests a night ordering alcoholic drinks',
      '• Poured drinks for the in-store events of the shops on our street',
      'Marketing Coordinator',
      'Mar 2016 - Dec 2020',
      'Bright Lane Apparel - Portland, OR',
      '• Ran weekly email marketing campaigns for the online shop and the six stores to a list of forty thousand subscribers',
      '• Planned social media advertising on Facebook and Instagram for the spring and autumn promotions of every store in the region',
      '• Reported campaign results and sales from each promotion in Google Analytics to the sales director and the store managers every month',
      'Education',
      'Bachelor of Arts in Communication, Riverside University, 2015',
    ].join('\n');
    const letter = await letterFor(MARKETING, three);
    expect(letter).toMatch(/email marketing campaigns for the online shop/);
    expect(letter).toMatch(/Google Analytics to the sales director/);
    expect(letterWords(letter)).toBeGreaterThanOrEqual(150);
    expect(letter).not.toMatch(/mobile bars|identification of guests|Poured drinks/i);
  });
});

describe('"I have done work of that kind" only for work of that kind', () => {
  it('does not answer a duty of recruiting schools with hiring staff', async () => {
    const posting = [
      'Recruitment Manager',
      'Northfield Learning is hiring a Recruitment Manager.',
      'You will design and facilitate a recruitment plan to expand the number of schools using our reading programme.',
      'You will meet school principals and district leaders to present the programme.',
    ].join('\n');
    const resume = [
      'Experience',
      'HR Generalist',
      'Jan 2019 - Present',
      'Copperfield Foods - Boise, ID',
      '• Managed recruitment and selection activities to meet the manpower needs of all the departments',
      '• Ran onboarding for 60 new hires a year',
      '• Answered staff questions about benefits and payroll',
      '• Wrote the employee handbook and the leave policy for 3 sites',
      '• Organized the yearly staff survey and reported its results to the directors',
      'HR Assistant',
      'Jun 2015 - Dec 2018',
      'Copperfield Foods - Boise, ID',
      '• Kept the personnel files and the training records of 400 staff',
      '• Scheduled interviews for the hiring managers of 5 departments',
      'Education',
      'Bachelor of Arts in Psychology, Riverside University, 2015',
    ].join('\n');
    const letter = await letterFor(posting, resume, 'Northfield Learning');
    expect(letter).toMatch(/recruitment and selection/);
    expect(letter).not.toMatch(/I have done work of that kind|someone to design and facilitate a recruitment plan/);
  });
});
