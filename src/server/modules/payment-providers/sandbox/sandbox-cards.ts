// The sandbox's test cards, documented in the README: numbers that approve and one that declines,
// any future expiry, any three-digit CVV. Only brand, last four and outcome ever leave this file.
import type { CardInput } from '../payment-provider.ts';

export const sandboxTestCards = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approve' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approve' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'decline' },
] as const;

export type CardOutcome = 'approve' | 'decline';

export interface CardCheck {
  brand: string;
  last4: string;
  outcome: CardOutcome;
}

/** Luhn's check digit: what every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'Elo';
  return 'Cartão';
}

/**
 * What the sandbox "bank" decides about a card: test numbers as documented; any other number that
 * passes Luhn approves (like a PSP's sandbox); a bad number, expiry or CVV declines.
 */
export function checkCard(card: CardInput, now = new Date()): CardCheck {
  const digits = card.number.replace(/\D/g, '');
  const last4 = digits.slice(-4);
  const known = sandboxTestCards.find((c) => c.number === digits);
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear.length === 2 ? `20${card.expiryYear}` : card.expiryYear);
  const expired =
    !(month >= 1 && month <= 12) ||
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  const badCvv = !/^\d{3,4}$/.test(card.cvv);
  if (digits.length < 13 || digits.length > 19 || !luhn(digits) || expired || badCvv) {
    return { brand: brandOf(digits), last4, outcome: 'decline' };
  }
  return { brand: known?.brand ?? brandOf(digits), last4, outcome: known?.outcome ?? 'approve' };
}
