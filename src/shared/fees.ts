// The gift fee (DESIGN.md section 4), written once. The rate is in basis points (389 = 3,89%) and
// stored with each payment. When the couple pays it, the guest pays the gift's value and the
// couple nets value − fee; when guests pay it, the charge is grossed up to value / (1 − rate),
// rounded up to the centavo, and the couple nets the full value. Integer arithmetic only.

export type FeePayer = 'couple' | 'guests';

export interface FeeSplit {
  /** What the guest is charged. */
  grossCents: number;
  /** What the platform keeps. */
  feeCents: number;
  /** What the couple receives. */
  netCents: number;
  feeBasisPoints: number;
}

const SCALE = 10_000n;

function checkInputs(valueCents: number, basisPoints: number): void {
  if (!Number.isSafeInteger(valueCents) || valueCents < 0)
    throw new RangeError(`value must be whole non-negative centavos: ${valueCents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints >= 10_000)
    throw new RangeError(`fee must be 0 to 9999 basis points: ${basisPoints}`);
}

/** The fee on an amount, rounded half up to the centavo. */
export function feeOn(amountCents: number, basisPoints: number): number {
  checkInputs(amountCents, basisPoints);
  return Number((BigInt(amountCents) * BigInt(basisPoints) + SCALE / 2n) / SCALE);
}

/** value / (1 − rate), rounded up to the centavo: what guests pay so the couple nets `value`. */
export function grossUp(valueCents: number, basisPoints: number): number {
  checkInputs(valueCents, basisPoints);
  const denominator = SCALE - BigInt(basisPoints);
  return Number((BigInt(valueCents) * SCALE + denominator - 1n) / denominator);
}

/** How a gift of `valueCents` splits between guest, platform and couple. */
export function splitGift(valueCents: number, basisPoints: number, payer: FeePayer): FeeSplit {
  if (payer === 'guests') {
    const grossCents = grossUp(valueCents, basisPoints);
    return {
      grossCents,
      feeCents: grossCents - valueCents,
      netCents: valueCents,
      feeBasisPoints: basisPoints,
    };
  }
  const feeCents = feeOn(valueCents, basisPoints);
  return { grossCents: valueCents, feeCents, netCents: valueCents - feeCents, feeBasisPoints: basisPoints };
}

/** The price a guest sees for a gift: its value, grossed up when guests pay the fee. */
export function guestPriceCents(valueCents: number, basisPoints: number, payer: FeePayer): number {
  return splitGift(valueCents, basisPoints, payer).grossCents;
}
