/**
 * What the parity checks share (test/brain/parity.test.ts on parity.json, models/recipe/int8-agreement.ts on held-out data).
 */

/**
 * Below this top-1 minus top-2 logit margin (fp32) a position is a near-tie that int8 rounding may flip either way
 * without anything being wrong (the recipe's README, "int8 (quantize.py)"): such positions are not judged.
 */
export const NEAR_TIE = 0.01;
