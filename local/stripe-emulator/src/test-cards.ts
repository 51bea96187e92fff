// Stripe's test cards and test PaymentMethod ids, and what a charge on each one does
// (https://docs.stripe.com/testing). Any other number that passes the Luhn check is charged successfully.

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode: string; message: string; param?: string };

const DECLINED = 'Your card was declined.';
const decline = (code: string, declineCode: string, message: string, param?: string): CardOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
  ...(param ? { param } : {}),
});

const OUTCOMES: Record<string, CardOutcome> = {
  '4000000000000002': decline('card_declined', 'generic_decline', DECLINED),
  '4000000000009995': decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': decline('card_declined', 'lost_card', DECLINED),
  '4000000000009979': decline('card_declined', 'stolen_card', DECLINED),
  '4100000000000019': decline('card_declined', 'fraudulent', DECLINED),
  '4000000000000069': decline('expired_card', 'expired_card', 'Your card has expired.', 'exp_month'),
  '4000000000000127': decline('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'),
  '4000000000000119': decline('processing_error', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'),
  // 3-D Secure: the payment waits in requires_action until the customer authenticates.
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000003220': { kind: 'authenticate' },
  '4000000000003063': { kind: 'authenticate' },
};

export function cardOutcome(number: string): CardOutcome {
  return OUTCOMES[number] ?? { kind: 'succeed' };
}

/** Off-session or `error_on_requires_action`: a card that needs authentication is declined instead. */
export const AUTHENTICATION_REQUIRED = decline(
  'authentication_required',
  'authentication_required',
  'Your card was declined. This transaction requires authentication.',
);

/** The ids Stripe's test mode turns into a fresh PaymentMethod for server-side tests (`payment_method: 'pm_card_visa'`). */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_visa_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_visa_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedFraudulent: '4100000000000019',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_visa_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_visa_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_visa_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_threeDSecureRequired: '4000000000003063',
};

/** The same cards as tokens (`card[token]=tok_visa`). */
export const TEST_TOKENS: Record<string, string> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_amex: '378282246310005',
  tok_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_chargeDeclinedLostCard: '4000000000009987',
  tok_chargeDeclinedExpiredCard: '4000000000000069',
  tok_chargeDeclinedIncorrectCvc: '4000000000000127',
  tok_threeDSecure2Required: '4000000000003220',
};

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
