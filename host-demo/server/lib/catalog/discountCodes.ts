import { randomInt } from "node:crypto";

// Letters that read and say clearly: no vowel-free clusters, no I/L/O beside 1 and 0.
const CONSONANTS = "BDFGHKMNPRSTVZ";
const VOWELS = "AEU";
const DIGITS = "23456789";

const pick = (letters: string) => letters[randomInt(letters.length)];

/**
 * A coupon code an operator can read out over the phone: three consonant-vowel syllables and
 * two digits ("MEDARU47"). 14·3 syllables cubed times 64 digit pairs is about 4.7 million codes.
 */
export function readableCode(): string {
  let code = "";
  for (let syllable = 0; syllable < 3; syllable += 1) code += pick(CONSONANTS) + pick(VOWELS);
  return code + pick(DIGITS) + pick(DIGITS);
}
