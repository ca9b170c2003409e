import { randomInt } from 'node:crypto';
import { hashToken } from '../../../security/secrets';

/** How many recovery codes an operator is given at a time (each good once). */
export const RECOVERY_CODES = 10;

/** No 0/O or 1/I/L: a code is read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of 10 characters (about 49 bits each), shown as `ABCDE-FGHJK`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What is stored of a code: its SHA-256, over the code as typed in any case, with or without the dash or spaces.
 * A code has enough random bits that a fast hash does not let a database reader find it.
 */
export const recoveryHash = (code: string): string => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));
