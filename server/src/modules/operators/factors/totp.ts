import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after now is taken too: a phone's clock a little off, a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'operator', issuer = 'SnapMall') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits, in base32 as the apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app scans from the QR code. */
export const totpUri = (secret: string, label: string, issuer: string): string => totpOf(secret, label, issuer).toString();

/**
 * The time step a code belongs to (now, or one step either side), or undefined for a wrong code. The caller takes
 * the step as used, so the same code is not accepted twice.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
