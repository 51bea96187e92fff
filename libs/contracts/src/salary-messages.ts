// The spec's salary messages, word for word (part 2 §8). Apart from salary.ts so the salary page can show them
// without bringing zod into its bundle.

export const SALARY_MESSAGES = {
  jobTitleNotFound: 'Job Title Not Found',
  trySuggestions: 'Try one of these similar roles:',
  marketDataRequired: 'Please run salary benchmark first to get market data for negotiation',
  analysisComplete: 'Analysis Complete!',
  strategyGenerated: 'Strategy Generated!',
  /** The salary page's purchase notice (the tools' toast, part 1 §8, has no '!'). */
  paymentSuccessful: 'Payment Successful!',
  analysisFailed: 'Analysis Failed',
  generationFailed: 'Generation Failed',
  /** The AI provider failed or timed out (the use is refunded). */
  strategyUnavailable: 'The negotiation strategy could not be generated right now. Please try again.',
  /** What a free preview says about what it leaves out. */
  benchmarkUpgrade: 'Upgrade to see the 25th and 75th percentiles of your salary range.',
  negotiationUpgrade: 'Upgrade to get the full email script, call talk track and every key point.',
} as const;
