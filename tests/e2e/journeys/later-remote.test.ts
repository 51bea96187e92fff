// Remotes are built and released on their own: a release built after the shell may use an antd export that no app
// deployed so far uses. It must render, in the site's theme, inside the shell already deployed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { theme } from '@careerkit/web/layout/theme';
import { theme as antdTheme } from 'antd';
import type { Page } from 'playwright-core';
import { registerNewUser, useJourney } from '../journey';
import { navigateInPage, ROOT, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const WEB = join(ROOT, 'dist/web');
const LATER = join(WEB, 'remotes/mfe_tools-later');
afterAll(() => rmSync(LATER, { recursive: true, force: true }));

/** The source files behind every deployed bundle, from the builds' (unserved) source maps. */
function deployedSources(): string[] {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js.map')) sources.push(...(JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources);
    }
  };
  walk(WEB);
  return sources;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

it('renders a remote built after the shell that uses an antd export no deployed app uses', async () => {
  // No app deployed so far contains antd's Slider.
  expect(deployedSources().filter((source) => source.includes('antd/es/slider/'))).toEqual([]);

  const fixture = join(ROOT, 'tests/e2e/fixtures/later-remote');
  const built = spawnSync('npx', ['rspack', 'build', '-c', join(fixture, 'rspack.config.mjs'), '-o', LATER], { cwd: fixture, encoding: 'utf8' });
  expect(built.status).toBe(0);

  const manifest = JSON.parse(readFileSync(join(ROOT, 'deploy/remotes/local.json'), 'utf8'));
  manifest.mfe_tools = `/${relative(WEB, LATER)}/mf-manifest.json`;
  await page.route('**/remotes.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(manifest) }));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  // Signed in: a tool page's remote loads for a user only (a visitor gets the shell's 'Sign In Required').
  await registerNewUser(journey);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await navigateInPage(page, '/resume-scanner');
  const area = page.locator('[data-remote="mfe_tools"][data-release="later"]');
  await area.getByRole('slider', { name: 'Confidence' }).waitFor();
  // The track in the colour antd derives from the site's theme (libs/web), not from antd's default blue.
  const track = await area.locator('.ant-slider-track').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(track).toBe(rgb(antdTheme.getDesignToken(theme).colorPrimaryBorder));
  expect(track).not.toBe(rgb(antdTheme.getDesignToken().colorPrimaryBorder));
  await snap(page, 'later-remote');
  expect(errors).toEqual([]);
  // The rest of the site still works around it.
  await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
  await page.getByRole('heading', { name: 'Pay only for what you use' }).waitFor();
});
