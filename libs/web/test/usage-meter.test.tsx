// The usage banner of every tool page (spec part 1 §4 'Usage banner', §8 'Usage and upload', §9 low-usage warning):
// loading; error (session expired with Log In, load failure with Try Again); free preview (blue); running low (one
// use left, orange); limit reached (red); paid (green); paid users at the limit are offered renewal.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TOKEN_KEY } from '@careerkit/web/api/client';
import { UsageMeter } from '@careerkit/web/tool/usage-meter';
import type { UsageInfo } from '@careerkit/web/tool/usage-rules';
import { renderInKit } from './support/render';

const SESSION_EXPIRED = 'Your session has expired. Please log in again to see your usage information.';
const LOAD_FAILED = 'Unable to load usage information. Please check your internet connection and try again.';

const free = (used: number, limit: UsageInfo['limit']): UsageInfo => ({ used, limit, hasPayment: false, source: 'free_preview' });
const paid = (used: number, limit: UsageInfo['limit']): UsageInfo => ({ used, limit, hasPayment: true, source: 'paid' });

/** The banner, and the alert colour it shows (info = blue, warning = orange, error = red, success = green). */
async function banner() {
  const alert = await screen.findByRole('alert');
  const colour = ['info', 'warning', 'error', 'success'].find((type) => alert.classList.contains(`ck-alert-${type}`));
  return { text: alert.textContent, colour };
}

describe('while usage loads and when it cannot', () => {
  it('shows a loading placeholder and no figures while usage loads', async () => {
    renderInKit(<UsageMeter usage={undefined} loading onRetry={() => {}} />);

    expect(screen.getByRole('status', { name: 'Loading usage information' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a user whose session has expired to log in again, with a Log In button to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const expired = new ApiError(401, 'Please sign in to continue.', undefined, undefined);
    renderInKit(<UsageMeter usage={null} error={expired} onRetry={() => {}} />);

    expect((await banner()).text).toContain(SESSION_EXPIRED);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Now at /login')).toBeTruthy();
  });

  it('reads no usage and no stored token as an expired session', async () => {
    renderInKit(<UsageMeter usage={null} onRetry={() => {}} />);

    expect((await banner()).text).toContain(SESSION_EXPIRED);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('offers Try Again when usage could not be loaded for a signed-in user', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const onRetry = jest.fn();
    renderInKit(<UsageMeter usage={null} onRetry={onRetry} />);

    expect((await banner()).text).toContain(LOAD_FAILED);
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('usage figures', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token-1'));

  it('shows a free preview in blue with the free uses left', async () => {
    renderInKit(<UsageMeter usage={free(0, 3)} onRetry={() => {}} />);

    expect(await banner()).toEqual({ text: 'Free Preview: 3 uses left0 of 3 free uses used', colour: 'info' });
  });

  it('warns in orange when one use is left', async () => {
    renderInKit(<UsageMeter usage={free(2, 3)} onRetry={() => {}} />);

    expect(await banner()).toEqual({ text: 'Free Preview: 1 use left2 of 3 free uses used', colour: 'warning' });
  });

  it('counts a single use in the singular', async () => {
    renderInKit(<UsageMeter usage={free(0, 1)} onRetry={() => {}} />);

    expect((await banner()).text).toBe('Free Preview: 1 use left0 of 1 free use used');
  });

  it('says in red that the free limit is reached, without offering renewal', async () => {
    renderInKit(<UsageMeter usage={free(3, 3)} onRetry={() => {}} onRenew={() => {}} />);

    expect(await banner()).toEqual({ text: 'Free Preview: limit reached3 of 3 free uses used', colour: 'error' });
    expect(screen.queryByRole('button', { name: 'Renew Access' })).toBeNull();
  });

  it('shows paid access in green with the paid uses left', async () => {
    renderInKit(<UsageMeter usage={paid(2, 10)} onRetry={() => {}} onRenew={() => {}} />);

    expect(await banner()).toEqual({ text: 'Paid Access: 8 uses left2 of 10 uses used', colour: 'success' });
    expect(screen.queryByRole('button', { name: 'Renew Access' })).toBeNull();
  });

  it('shows an unlimited plan as unlimited uses', async () => {
    renderInKit(<UsageMeter usage={paid(40, 'unlimited')} onRetry={() => {}} />);

    expect(await banner()).toEqual({ text: 'Paid AccessUnlimited uses', colour: 'success' });
  });

  it('offers Renew Access to a paid user who has used up every use', async () => {
    const onRenew = jest.fn();
    renderInKit(<UsageMeter usage={paid(10, 10)} onRetry={() => {}} onRenew={onRenew} />);

    expect(await banner()).toEqual({ text: 'Paid Access: all uses used10 of 10 uses usedRenew Access', colour: 'error' });
    await userEvent.click(screen.getByRole('button', { name: 'Renew Access' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });
});
