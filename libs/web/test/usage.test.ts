// Access to a tool and uses left (spec part 1 §4 'Access to a tool', §9 low-usage warning at one use left).
import { hasAccess, remainingUses, usageMeterState, type UsageInfo } from '../src/tool/usage-rules';

const free = (used: number, limit: UsageInfo['limit']): UsageInfo => ({ used, limit, hasPayment: false, source: 'free_preview' });

describe('remainingUses', () => {
  it('counts the uses left below a numeric limit', () => {
    expect(remainingUses(free(1, 3))).toBe(2);
  });

  it('reads a numeric-string limit as its number', () => {
    expect(remainingUses(free(2, '5'))).toBe(3);
  });

  it('is endless when the limit is unlimited', () => {
    expect(remainingUses(free(40, 'unlimited'))).toBe(Infinity);
  });

  it('is zero at the limit and never goes below zero past it', () => {
    expect(remainingUses(free(3, 3))).toBe(0);
    expect(remainingUses(free(4, '3'))).toBe(0);
  });
});

describe('hasAccess', () => {
  it('grants access while used is below a numeric limit', () => {
    expect(hasAccess(free(0, 1))).toBe(true);
  });

  it('grants access while used is below a numeric-string limit', () => {
    expect(hasAccess(free(2, '3'))).toBe(true);
  });

  it('always grants access when the limit is unlimited', () => {
    expect(hasAccess(free(1000, 'unlimited'))).toBe(true);
  });

  it('refuses a free user whose used count has reached the limit', () => {
    expect(hasAccess(free(1, 1))).toBe(false);
    expect(hasAccess(free(3, '3'))).toBe(false);
  });

  it('grants access when the usage source is paid, even at the limit', () => {
    expect(hasAccess({ used: 5, limit: 5, hasPayment: false, source: 'paid' })).toBe(true);
  });

  it('grants access when hasPayment is true, even at the limit', () => {
    expect(hasAccess({ used: 5, limit: 5, hasPayment: true, source: 'free_preview' })).toBe(true);
  });
});

describe('usageMeterState', () => {
  it('shows a free preview while more than one use is left', () => {
    expect(usageMeterState(free(1, 3))).toBe('free-preview');
  });

  it('warns that usage runs low at exactly one use left', () => {
    expect(usageMeterState(free(2, 3))).toBe('running-low');
    expect(usageMeterState({ used: 4, limit: 5, hasPayment: true, source: 'paid' })).toBe('running-low');
  });

  it('does not say a one-free tool runs low before its first use', () => {
    expect(usageMeterState(free(0, 1))).toBe('free-preview');
  });

  it('shows the limit reached when no use is left, for paid users too', () => {
    expect(usageMeterState(free(3, 3))).toBe('limit-reached');
    expect(usageMeterState({ used: 5, limit: 5, hasPayment: true, source: 'paid' })).toBe('limit-reached');
  });

  it('shows paid access while a paid user has uses to spare', () => {
    expect(usageMeterState({ used: 1, limit: 5, hasPayment: true, source: 'paid' })).toBe('paid');
    expect(usageMeterState({ used: 9, limit: 'unlimited', hasPayment: true, source: 'paid' })).toBe('paid');
  });
});
