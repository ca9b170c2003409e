import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Id } from './bank';
import { Int, requestBody, Unix } from './common';
import { OperatorRoles } from './admin';
import { RULES } from './rules';

/**
 * An operator's second factors (issue 26): passkeys (WebAuthn) first, a TOTP app as the fallback, one-time recovery
 * codes. A login past the password answers a ticket; the second step (or, with no factor yet, the enrolment) turns
 * it into the operator's token.
 */

export const FactorMethod = Type.Union([Type.Literal('passkey'), Type.Literal('totp'), Type.Literal('recovery')]);
export type FactorMethod = Static<typeof FactorMethod>;

/** An operator's session: the token (12 hours at most) and what their roles open; recovery codes only at enrolment. */
export const AdminSessionAnswer = Type.Object({
  token: Type.String(),
  username: Type.String(),
  expires_in: Int,
  roles: OperatorRoles,
  /** Shown once, when the first factor is enrolled: ten one-time codes. */
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});
export type AdminSessionAnswer = Static<typeof AdminSessionAnswer>;

/**
 * The password was right and a second factor is needed: `step` 'verify' (prove one of `methods`) or 'enrol' (the
 * operator has none yet: only the enrolment calls take this ticket). The ticket opens no other admin call.
 */
export const AdminTicketAnswer = Type.Object({
  ticket: Type.String(),
  step: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  methods: Type.Array(FactorMethod),
  username: Type.String(),
  expires_in: Int,
});
export type AdminTicketAnswer = Static<typeof AdminTicketAnswer>;

/** /api/admin/login: a session when no factor is needed, else a ticket for the second step or the enrolment. */
export const AdminLoginAnswer = Type.Union([AdminSessionAnswer, AdminTicketAnswer]);
export type AdminLoginAnswer = Static<typeof AdminLoginAnswer>;

const Ticket = Type.String({ minLength: 16, maxLength: 128 });
const B64u = (max = 4096) => Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 8 });
/** What a browser reports of its extensions (credProps …): read by no one here, bounded all the same. */
const ClientExtensions = Type.Object({}, { additionalProperties: true, maxProperties: 8 });

/** A credential as @simplewebauthn/browser sends it: the same envelope around create()'s and get()'s own answer. */
const credential = <R extends TProperties>(response: R) =>
  Type.Object(
    {
      id: B64u(1024),
      rawId: B64u(1024),
      type: Type.Literal('public-key'),
      authenticatorAttachment: Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')])),
      clientExtensionResults: ClientExtensions,
      response: Type.Object(response, { additionalProperties: false }),
    },
    { additionalProperties: false },
  );

/** navigator.credentials.create()'s answer. */
export const PasskeyRegistration = credential({
  clientDataJSON: B64u(),
  attestationObject: B64u(16_384),
  authenticatorData: Type.Optional(B64u(16_384)),
  transports: Type.Optional(Transports),
  publicKeyAlgorithm: Type.Optional(Int),
  publicKey: Type.Optional(B64u()),
});

/** navigator.credentials.get()'s answer. */
export const PasskeyAssertion = credential({
  clientDataJSON: B64u(),
  authenticatorData: B64u(),
  signature: B64u(),
  userHandle: Type.Optional(Type.String({ maxLength: 256 })),
});

const Code = Type.String({ minLength: 6, maxLength: 32 });
const PasskeyName = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

/** The second step's calls and the enrolment's, each with the login's ticket. */
export const TicketBody = requestBody({ ticket: Ticket });
export type TicketBody = Static<typeof TicketBody>;
export const TicketCodeBody = requestBody({ ticket: Ticket, code: Code });
export type TicketCodeBody = Static<typeof TicketCodeBody>;
export const TicketPasskeyBody = requestBody({ ticket: Ticket, response: PasskeyAssertion });
export type TicketPasskeyBody = Static<typeof TicketPasskeyBody>;
export const TicketPasskeyAddBody = requestBody({ ticket: Ticket, response: PasskeyRegistration, name: PasskeyName });
export type TicketPasskeyAddBody = Static<typeof TicketPasskeyAddBody>;
/** An enrolment link (`npm run ops -- operator:add`) with the operator's name and password: an enrolment ticket. */
export const EnrolLinkBody = requestBody({
  link: Type.String({ minLength: 16, maxLength: 128 }),
  username: Type.String({ minLength: 1, maxLength: 30 }),
  password: Type.String({ minLength: 1, maxLength: RULES.secretMax }),
});
export type EnrolLinkBody = Static<typeof EnrolLinkBody>;

/** The Security page's calls (an operator's own factors, with their token). */
export const FactorCodeBody = requestBody({ code: Code });
export type FactorCodeBody = Static<typeof FactorCodeBody>;
export const FactorPasskeyAddBody = requestBody({ response: PasskeyRegistration, name: PasskeyName });
export type FactorPasskeyAddBody = Static<typeof FactorPasskeyAddBody>;
export const FactorRemoveBody = requestBody({ kind: Type.Union([Type.Literal('passkey'), Type.Literal('totp')]), id: Type.Optional(Id) });
export type FactorRemoveBody = Static<typeof FactorRemoveBody>;
/** An owner's reset of another operator's factors. */
export const FactorResetBody = requestBody({ id: Id });
export type FactorResetBody = Static<typeof FactorResetBody>;

const Credential = Type.Object({ id: Type.String(), type: Type.String(), transports: Type.Optional(Type.Array(Type.String())) });

/** What navigator.credentials.create() is given (@simplewebauthn/server's registration options). */
export const PasskeyCreationOptions = Type.Object({
  challenge: Type.String(),
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Int, type: Type.String() })),
  timeout: Type.Optional(Int),
  attestation: Type.Optional(Type.String()),
  excludeCredentials: Type.Optional(Type.Array(Credential)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Type.String()),
      residentKey: Type.Optional(Type.String()),
      requireResidentKey: Type.Optional(Type.Boolean()),
      userVerification: Type.Optional(Type.String()),
    }),
  ),
  extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  hints: Type.Optional(Type.Array(Type.String())),
});
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptions>;

/** What navigator.credentials.get() is given (@simplewebauthn/server's authentication options). */
export const PasskeyRequestOptions = Type.Object({
  challenge: Type.String(),
  rpId: Type.Optional(Type.String()),
  timeout: Type.Optional(Int),
  allowCredentials: Type.Optional(Type.Array(Credential)),
  userVerification: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Array(Type.String())),
  extensions: Type.Optional(Type.Object({})),
});
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptions>;

/** A TOTP secret waiting for its first code: the QR code (a PNG data URL), the address in it, and the secret typed. */
export const TotpSetup = Type.Object({ secret: Type.String(), uri: Type.String(), qr: Type.String() });
export type TotpSetup = Static<typeof TotpSetup>;

/** An operator's factors as the Security page lists them (never a secret or a key). */
export const OperatorFactors = Type.Object({
  passkeys: Type.Array(Type.Object({ id: Int, name: Type.String(), createtime: Unix, last_used: Type.Union([Unix, Type.Null()]) })),
  totp: Type.Union([Type.Object({ createtime: Unix, last_used: Type.Union([Unix, Type.Null()]) }), Type.Null()]),
  recovery_left: Int,
  /** Whether the shop requires this operator to keep a factor (the last one cannot then be removed). */
  required: Type.Boolean(),
  /** Shown once, when this call added the operator's first factor. */
  recovery_codes: Type.Optional(Type.Array(Type.String())),
});
export type OperatorFactors = Static<typeof OperatorFactors>;

/** New recovery codes, shown once. */
export const RecoveryCodes = Type.Object({ codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;
