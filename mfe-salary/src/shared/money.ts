// Salaries as the page shows and sends them (spec part 2 §2, §5): USD without decimals; typed amounts stripped to digits.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export const formatUsd = (amount: number): string => usd.format(amount);

/** What the user typed, kept to its digits; an amount with none (or blank) becomes 0. */
export function amountOf(typed: string | number | undefined | null): number {
  const digits = String(typed ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}
