// The 'other tools' strip: previous and next in the spec's order, every other tool by name, links that go there.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInKit } from '../../libs/web/test/support/render';
import { OtherTools } from '../src/features/other-tools/other-tools';

const strip = () => screen.getByRole('navigation', { name: 'Other tools' });
const linkNames = () => within(strip()).getAllByRole('link').map((link) => link.textContent);

it('links the resume scanner to LinkedIn before it and the analysis after it, and lists every other tool', () => {
  renderInKit(<OtherTools current="resume-scanner" />, { route: '/resume-scanner' });
  expect(linkNames()).toEqual([
    '← Previous: LinkedIn Profile Optimizer',
    'Next: AI Resume Analysis →',
    'Cover Letter Writer',
    'LinkedIn Profile Optimizer',
    'AI Resume Analysis',
    'Ghost Job Detector',
    'Salary Benchmarker',
  ]);
});

it('gives the first tool no previous link and the last no next link', () => {
  const first = renderInKit(<OtherTools current="cover-letter-writer" />, { route: '/cover-letter-writer' });
  expect(linkNames().slice(0, 1)).toEqual(['Next: LinkedIn Profile Optimizer →']);
  first.unmount();
  renderInKit(<OtherTools current="ghost-job-detector" />, { route: '/ghost-job-detector' });
  expect(linkNames()[0]).toBe('← Previous: AI Resume Analysis');
  expect(linkNames()).not.toContain('Ghost Job Detector');
});

it('takes the user to the tool they pick', async () => {
  renderInKit(<OtherTools current="linkedin-optimizer" />, { route: '/linkedin-optimizer' });
  await userEvent.setup().click(within(strip()).getByRole('link', { name: 'Next: Resume Scanner →' }));
  expect(await screen.findByText('Now at /resume-scanner')).toBeTruthy();
});
