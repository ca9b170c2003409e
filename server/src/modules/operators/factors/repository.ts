import type { Queryable } from '../../../db/database';

/** The tables of operators' second factors (migration 039): passkeys, TOTP, recovery codes, tickets, challenges, links. */

export interface PasskeyRow {
  id: bigint;
  credential_id: string;
  public_key: Buffer;
  counter: bigint;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export async function passkeysOf(q: Queryable, operatorId: number): Promise<PasskeyRow[]> {
  return q.query<PasskeyRow>('SELECT * FROM operator_passkeys WHERE operator_id = $1 ORDER BY id', [operatorId]);
}

export async function passkeyByCredential(q: Queryable, operatorId: number, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await q.query<PasskeyRow>('SELECT * FROM operator_passkeys WHERE operator_id = $1 AND credential_id = $2', [operatorId, credentialId]);
  return row;
}

/** Adds a passkey; answers undefined when that credential is registered already (to anyone). */
export async function insertPasskey(
  q: Queryable,
  operatorId: number,
  p: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
): Promise<bigint | undefined> {
  const [row] = await q.query<{ id: bigint }>(
    `INSERT INTO operator_passkeys (operator_id, credential_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [operatorId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports, p.name],
  );
  return row?.id;
}

/** A passkey's use: its new signature counter (never moved backwards) and when. */
export async function passkeyUsed(q: Queryable, id: bigint, counter: number): Promise<void> {
  await q.query('UPDATE operator_passkeys SET counter = GREATEST(counter, $2), last_used_at = now() WHERE id = $1', [id, counter]);
}

export async function deletePasskey(q: Queryable, operatorId: number, id: number): Promise<{ name: string } | undefined> {
  const [row] = await q.query<{ name: string }>('DELETE FROM operator_passkeys WHERE operator_id = $1 AND id = $2 RETURNING name', [operatorId, id]);
  return row;
}

export interface TotpRow {
  secret: string;
  last_step: bigint;
  created_at: Date;
  last_used_at: Date | null;
}

export async function totpOf(q: Queryable, operatorId: number): Promise<TotpRow | undefined> {
  const [row] = await q.query<TotpRow>('SELECT secret, last_step, created_at, last_used_at FROM operator_totp WHERE operator_id = $1', [operatorId]);
  return row;
}

/** The operator's TOTP secret, replacing any earlier one; `step` (the code that confirmed it) counts as used. */
export async function saveTotp(q: Queryable, operatorId: number, secret: string, step: number): Promise<void> {
  await q.query(
    `INSERT INTO operator_totp (operator_id, secret, last_step) VALUES ($1, $2, $3)
     ON CONFLICT (operator_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = EXCLUDED.last_step, created_at = now(), last_used_at = NULL`,
    [operatorId, secret, step],
  );
}

/**
 * Takes a TOTP step for a login: true only when it is newer than every step accepted before. The condition is in the
 * update, so two instances given the same code at once accept it once.
 */
export async function takeTotpStep(q: Queryable, operatorId: number, step: number): Promise<boolean> {
  const rows = await q.query('UPDATE operator_totp SET last_step = $2, last_used_at = now() WHERE operator_id = $1 AND last_step < $2 RETURNING 1', [operatorId, step]);
  return rows.length === 1;
}

export async function deleteTotp(q: Queryable, operatorId: number): Promise<boolean> {
  return (await q.query('DELETE FROM operator_totp WHERE operator_id = $1 RETURNING 1', [operatorId])).length === 1;
}

/** Replaces the operator's recovery codes with these (hashed). */
export async function replaceRecoveryCodes(q: Queryable, operatorId: number, hashes: string[]): Promise<void> {
  await q.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
  await q.query('INSERT INTO operator_recovery_codes (operator_id, code_hash) SELECT $1, unnest($2::text[])', [operatorId, hashes]);
}

/** Uses a recovery code once: true only for an unused code of this operator (a second use finds it used). */
export async function useRecoveryCode(q: Queryable, operatorId: number, hash: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE operator_recovery_codes SET used_at = now() WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1',
    [operatorId, hash],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(q: Queryable, operatorId: number): Promise<number> {
  const [row] = await q.query<{ n: bigint }>('SELECT count(*) AS n FROM operator_recovery_codes WHERE operator_id = $1 AND used_at IS NULL', [operatorId]);
  return Number(row!.n);
}

/** Every factor of an operator gone (an owner's reset): passkeys, TOTP, recovery codes, and any ticket or challenge. */
export async function deleteAllFactors(q: Queryable, operatorId: number): Promise<{ passkeys: number; totp: boolean }> {
  const passkeys = await q.query('DELETE FROM operator_passkeys WHERE operator_id = $1 RETURNING 1', [operatorId]);
  const totp = await deleteTotp(q, operatorId);
  for (const table of ['operator_recovery_codes', 'operator_tickets', 'operator_challenges']) {
    await q.query(`DELETE FROM ${table} WHERE operator_id = $1`, [operatorId]);
  }
  return { passkeys: passkeys.length, totp };
}

/** Locks the operator's row until the transaction ends: two removals at once cannot both leave it without a factor. */
export async function lockOperator(q: Queryable, operatorId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM operators WHERE id = $1 FOR UPDATE', [operatorId])).length === 1;
}

export type TicketPurpose = 'verify' | 'enrol';

export async function insertTicket(q: Queryable, ticketHash: string, operatorId: number, purpose: TicketPurpose, ttlSeconds: number): Promise<void> {
  await q.query('DELETE FROM operator_tickets WHERE expires_at < now() - interval \'1 hour\'');
  await q.query(
    'INSERT INTO operator_tickets (ticket_hash, operator_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [ticketHash, operatorId, purpose, ttlSeconds],
  );
}

export interface TicketRow {
  operator_id: number;
  purpose: TicketPurpose;
  username: string;
  roles: string[];
}

/** A live ticket of a usable operator (undefined once used, expired, or the operator disabled). */
export async function findTicket(q: Queryable, ticketHash: string): Promise<TicketRow | undefined> {
  const [row] = await q.query<TicketRow>(
    `SELECT t.operator_id, t.purpose, o.username, o.roles FROM operator_tickets t JOIN operators o ON o.id = t.operator_id
     WHERE t.ticket_hash = $1 AND t.expires_at > now() AND o.status = 'normal'`,
    [ticketHash],
  );
  return row;
}

/** Uses a ticket up: true for the one call that deletes it (a second, on any instance, finds it gone). */
export async function takeTicket(q: Queryable, ticketHash: string): Promise<boolean> {
  return (await q.query('DELETE FROM operator_tickets WHERE ticket_hash = $1 AND expires_at > now() RETURNING 1', [ticketHash])).length === 1;
}

export type ChallengeKind = 'passkey-add' | 'passkey-login' | 'totp-add';

/** A new challenge of this kind for the operator; an older one of the same kind is dropped (one ceremony at a time). */
export async function insertChallenge(q: Queryable, operatorId: number, kind: ChallengeKind, value: string, ttlSeconds: number): Promise<void> {
  await q.query('DELETE FROM operator_challenges WHERE (operator_id = $1 AND kind = $2) OR expires_at < now()', [operatorId, kind]);
  await q.query('INSERT INTO operator_challenges (operator_id, kind, value, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))', [
    operatorId,
    kind,
    value,
    ttlSeconds,
  ]);
}

/** Uses up the live challenge with this value (a WebAuthn challenge as the browser signed it); true once only. */
export async function takeChallenge(q: Queryable, operatorId: number, kind: ChallengeKind, value: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM operator_challenges WHERE operator_id = $1 AND kind = $2 AND value = $3 AND expires_at > now() RETURNING 1', [
    operatorId,
    kind,
    value,
  ]);
  return rows.length === 1;
}

/** The live pending value of this kind (a TOTP secret waiting for its first code), without using it up. */
export async function pendingChallenge(q: Queryable, operatorId: number, kind: ChallengeKind): Promise<string | undefined> {
  const [row] = await q.query<{ value: string }>('SELECT value FROM operator_challenges WHERE operator_id = $1 AND kind = $2 AND expires_at > now() ORDER BY id DESC LIMIT 1', [
    operatorId,
    kind,
  ]);
  return row?.value;
}

export async function insertEnrolLink(q: Queryable, linkHash: string, operatorId: number, ttlSeconds: number): Promise<void> {
  await q.query('INSERT INTO operator_enrol_links (link_hash, operator_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
    linkHash,
    operatorId,
    ttlSeconds,
  ]);
}

/** Uses this operator's enrolment link once: false when unknown, someone else's, used or expired. */
export async function takeEnrolLink(q: Queryable, linkHash: string, operatorId: number): Promise<boolean> {
  const rows = await q.query(
    'UPDATE operator_enrol_links SET used_at = now() WHERE link_hash = $1 AND operator_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING 1',
    [linkHash, operatorId],
  );
  return rows.length === 1;
}
