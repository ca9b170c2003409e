import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@snapmall/shared/contract';
import type { PasskeyRow } from './repository';

/**
 * The relying party a passkey is bound to: the console's host name and origin, from OPERATOR_ORIGIN or else the
 * request's host (behind a trusted proxy, its forwarded host and scheme). A passkey made for one id opens no other.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** ES256 and RS256: what platform authenticators and security keys make. */
const ALGORITHMS = [-7, -257];
/** How long the browser's passkey prompt waits (the challenge lives as long, plus a margin). */
export const PASSKEY_TIMEOUT_MS = 120_000;

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => row.transports as AuthenticatorTransport[];

/** The options of a new passkey for this operator: user verification required, their passkeys excluded. */
export async function creationOptions(rp: RelyingParty, operator: { id: number; username: string }, existing: PasskeyRow[]): Promise<PasskeyCreationOptions> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: operator.username,
    userDisplayName: operator.username,
    userID: new TextEncoder().encode(`snapmall-operator-${operator.id}`),
    attestationType: 'none',
    timeout: PASSKEY_TIMEOUT_MS,
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/** The options of a login with one of these passkeys. */
export async function requestOptions(rp: RelyingParty, passkeys: PasskeyRow[]): Promise<PasskeyRequestOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
  });
}

/** The challenge the browser signed (from clientDataJSON), to find the single-use challenge it answers. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 256 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** What every answer must carry: this challenge, from this origin, for this relying party, the person verified. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: true,
});

/** A new passkey checked (origin, RP id, challenge, user verification): its credential, or undefined when not right. */
export async function checkRegistration(rp: RelyingParty, challenge: string, response: RegistrationResponseJSON) {
  try {
    const result = await verifyRegistrationResponse({ response, ...expected(rp, challenge), supportedAlgorithmIDs: ALGORITHMS });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
  } catch {
    // A malformed or forged response is a wrong answer, never a 500.
    return undefined;
  }
}

/** A login's assertion checked against the stored passkey: the new signature counter, or undefined when not right. */
export async function checkAssertion(rp: RelyingParty, challenge: string, response: AuthenticationResponseJSON, passkey: PasskeyRow): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      ...expected(rp, challenge),
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: transportsOf(passkey) },
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
