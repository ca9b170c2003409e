import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import QRCode from 'qrcode';
import type {
  AdminLoginAnswer,
  AdminSessionAnswer,
  FactorMethod,
  OperatorFactors as FactorList,
  OperatorRole,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  TotpSetup,
} from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../../db/database';
import { refuse } from '../../../domain/errors';
import { hashToken, newToken } from '../../../security/secrets';
import { checkAttempt, type LockPolicy } from '../../attempts/service';
import { checkAssertion, checkRegistration, creationOptions, PASSKEY_TIMEOUT_MS, requestOptions, signedChallenge, type RelyingParty } from './passkeys';
import { newRecoveryCodes, recoveryHash } from './recovery';
import * as repo from './repository';
import { factorRequired, type OperatorMfa } from './rule';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** The operator a login or a token names. */
export interface FactorOperator {
  id: number;
  username: string;
  roles: readonly string[];
}

/** What the factors need of the operators' service: its audit, and its one way to open (and end) a full session. */
export interface FactorHost {
  record(q: Queryable, actor: string, r: { action: string; target: { type: string; id: number }; before?: unknown; after?: unknown }): Promise<void>;
  openSession(q: Queryable, operatorId: number, client: SessionClientInfo): Promise<{ token: string; expires_in: number }>;
  endSessions(q: Queryable, operatorId: number): Promise<void>;
}

export interface SessionClientInfo {
  device: string;
  address: string;
}

/** A second step is short: a code typed, a passkey touched. Enrolment takes longer (an app installed, a QR scanned). */
const VERIFY_TICKET_SECONDS = 5 * 60;
const ENROL_TICKET_SECONDS = 20 * 60;
const PASSKEY_CHALLENGE_SECONDS = PASSKEY_TIMEOUT_MS / 1000 + 30;
const TOTP_SETUP_SECONDS = 20 * 60;
/** An enrolment link printed by `operator:add` is good once, for a day. */
export const ENROL_LINK_SECONDS = 24 * 3600;

/** The issuer an authenticator app lists the code under. */
const TOTP_ISSUER = 'SnapMall console';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Operators' second factors (issue 26): the login's second step, the first enrolment, an operator's own factors
 * (the Security page) and an owner's reset. Every state a step needs (tickets, challenges, used TOTP steps, used
 * recovery codes) is a row, taken with one conditional statement, so any instance may serve any step.
 */
export class OperatorFactorService {
  private readonly lock: LockPolicy;

  constructor(
    private readonly db: Database,
    private readonly host: FactorHost,
    readonly rule: OperatorMfa,
    lock: { maxFailures: number; lockMinutes: number },
  ) {
    // Wrong codes lock like wrong passwords, in a scope of their own (a wrong code does not lock the password).
    this.lock = { scope: 'operator-factor', ...lock, lockedKey: 'factor.locked' };
  }

  /** The factors an operator can prove now: passkey and/or TOTP, and recovery codes while they have one of those. */
  async methodsOf(q: Queryable, operatorId: number): Promise<FactorMethod[]> {
    // One after another: `q` may be a transaction's one connection.
    const passkeys = await repo.passkeysOf(q, operatorId);
    const totp = await repo.totpOf(q, operatorId);
    const recovery = await repo.recoveryCodesLeft(q, operatorId);
    const methods: FactorMethod[] = [];
    if (passkeys.length > 0) methods.push('passkey');
    if (totp) methods.push('totp');
    if (methods.length > 0 && recovery > 0) methods.push('recovery');
    return methods;
  }

  /**
   * After a right password: a session when no factor is needed and none is enrolled; else a ticket for the second
   * step, or (a required operator with no factor, or `enrol`: an enrolment link) a ticket for the enrolment only.
   */
  async afterPassword(operator: FactorOperator, client: SessionClientInfo, enrol = false): Promise<AdminLoginAnswer> {
    const methods = await this.methodsOf(this.db, operator.id);
    if (methods.length > 0 && !enrol) return this.ticket(operator, 'verify', methods);
    if (methods.length === 0 && (enrol || factorRequired(this.rule, operator.roles))) return this.ticket(operator, 'enrol', []);
    if (enrol) throw refuse('factor.linkInvalid');
    return this.db.tx((q) => this.session(q, operator, client));
  }

  /** Uses up an operator's enrolment link (after their password was right); refused when it is not theirs or not live. */
  async takeLink(link: string, operatorId: number): Promise<void> {
    if (!(await repo.takeEnrolLink(this.db, hashToken(link), operatorId))) throw refuse('factor.linkInvalid');
  }

  /** A one-time enrolment link's secret for an operator (printed by the command line, good for a day), audited. */
  async newEnrolLink(q: Queryable, actor: string, operatorId: number): Promise<string> {
    const { token, tokenHash } = newToken();
    await repo.insertEnrolLink(q, tokenHash, operatorId, ENROL_LINK_SECONDS);
    await this.host.record(q, actor, { action: 'operator.enrol.link', target: { type: 'operator', id: operatorId } });
    return token;
  }

  // ── The login's second step (a 'verify' ticket) ──

  async loginOptions(rp: RelyingParty, ticket: string): Promise<PasskeyRequestOptions> {
    const holder = await this.ticketOf(ticket, 'verify');
    const passkeys = await repo.passkeysOf(this.db, holder.operator_id);
    if (passkeys.length === 0) throw refuse('factor.noPasskey');
    const options = await requestOptions(rp, passkeys);
    await repo.insertChallenge(this.db, holder.operator_id, 'passkey-login', options.challenge, PASSKEY_CHALLENGE_SECONDS);
    return options;
  }

  async loginPasskey(rp: RelyingParty, ticket: string, response: AuthenticationResponseJSON, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'verify');
    const id = holder.operator_id;
    const right = await checkAttempt(this.db, this.lock, String(id), async () => {
      const challenge = signedChallenge(response.response.clientDataJSON);
      const passkey = await repo.passkeyByCredential(this.db, id, response.id);
      // The challenge is used up before the check: a response is tried once, whatever it proves.
      if (!challenge || !passkey || !(await repo.takeChallenge(this.db, id, 'passkey-login', challenge))) return false;
      const counter = await checkAssertion(rp, challenge, response, passkey);
      if (counter === undefined) return false;
      await repo.passkeyUsed(this.db, passkey.id, counter);
      return true;
    });
    if (!right) throw refuse('factor.passkeyWrong');
    return this.complete(ticket, holder, client);
  }

  async loginTotp(ticket: string, code: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'verify');
    const id = holder.operator_id;
    const right = await checkAttempt(this.db, this.lock, String(id), async () => {
      const totp = await repo.totpOf(this.db, id);
      const step = totp ? totpStep(totp.secret, code.trim()) : undefined;
      // A code of a step already used (this one, or an older) is a replay: refused like a wrong one.
      return step !== undefined && (await repo.takeTotpStep(this.db, id, step));
    });
    if (!right) throw refuse('factor.codeWrong');
    return this.complete(ticket, holder, client);
  }

  async loginRecovery(ticket: string, code: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'verify');
    const id = holder.operator_id;
    const right = await checkAttempt(this.db, this.lock, String(id), () => repo.useRecoveryCode(this.db, id, recoveryHash(code)));
    if (!right) throw refuse('factor.codeWrong');
    return this.complete(ticket, holder, client, async (q) => {
      const left = await repo.recoveryCodesLeft(q, id);
      await this.host.record(q, `operator:${holder.username}`, { action: 'operator.recovery.use', target: { type: 'operator', id }, after: { left } });
    });
  }

  // ── The first enrolment (an 'enrol' ticket: the operator has no factor yet) ──

  async enrolPasskeyOptions(rp: RelyingParty, ticket: string): Promise<PasskeyCreationOptions> {
    const holder = await this.ticketOf(ticket, 'enrol');
    return this.passkeyOptions(rp, { id: holder.operator_id, username: holder.username });
  }

  async enrolPasskey(rp: RelyingParty, ticket: string, response: RegistrationResponseJSON, name: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'enrol');
    const passkey = await this.checkNewPasskey(rp, holder.operator_id, response);
    return this.enrolled(ticket, holder, client, (q) => this.savePasskey(q, `operator:${holder.username}`, holder.operator_id, passkey, name));
  }

  async enrolTotpOptions(ticket: string): Promise<TotpSetup> {
    const holder = await this.ticketOf(ticket, 'enrol');
    return this.totpOptions({ id: holder.operator_id, username: holder.username });
  }

  async enrolTotp(ticket: string, code: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'enrol');
    const confirmed = await this.checkNewTotp(holder.operator_id, code);
    return this.enrolled(ticket, holder, client, (q) => this.saveTotp(q, `operator:${holder.username}`, holder.operator_id, confirmed));
  }

  // ── An operator's own factors (the Security page) ──

  async list(operator: FactorOperator): Promise<FactorList> {
    const [passkeys, totp, left] = await Promise.all([repo.passkeysOf(this.db, operator.id), repo.totpOf(this.db, operator.id), repo.recoveryCodesLeft(this.db, operator.id)]);
    return {
      passkeys: passkeys.map((p) => ({ id: Number(p.id), name: p.name, createtime: unix(p.created_at), last_used: p.last_used_at ? unix(p.last_used_at) : null })),
      totp: totp ? { createtime: unix(totp.created_at), last_used: totp.last_used_at ? unix(totp.last_used_at) : null } : null,
      recovery_left: passkeys.length > 0 || totp ? left : 0,
      required: factorRequired(this.rule, operator.roles),
    };
  }

  async passkeyOptions(rp: RelyingParty, operator: { id: number; username: string }): Promise<PasskeyCreationOptions> {
    const options = await creationOptions(rp, operator, await repo.passkeysOf(this.db, operator.id));
    await repo.insertChallenge(this.db, operator.id, 'passkey-add', options.challenge, PASSKEY_CHALLENGE_SECONDS);
    return options;
  }

  async addPasskey(rp: RelyingParty, actor: string, operator: FactorOperator, response: RegistrationResponseJSON, name: string): Promise<FactorList> {
    const passkey = await this.checkNewPasskey(rp, operator.id, response);
    return this.added(operator, (q) => this.savePasskey(q, actor, operator.id, passkey, name));
  }

  async totpOptions(operator: { id: number; username: string }): Promise<TotpSetup> {
    const secret = newTotpSecret();
    await repo.insertChallenge(this.db, operator.id, 'totp-add', secret, TOTP_SETUP_SECONDS);
    const uri = totpUri(secret, operator.username, TOTP_ISSUER);
    return { secret, uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
  }

  async addTotp(actor: string, operator: FactorOperator, code: string): Promise<FactorList> {
    const confirmed = await this.checkNewTotp(operator.id, code);
    return this.added(operator, (q) => this.saveTotp(q, actor, operator.id, confirmed));
  }

  /** A factor added on the Security page; the first one (an operator the shop did not require) comes with recovery codes. */
  private async added(operator: FactorOperator, save: (q: Queryable) => Promise<void>): Promise<FactorList> {
    const codes = await this.db.tx(async (q) => {
      await repo.lockOperator(q, operator.id);
      const first = (await this.methodsOf(q, operator.id)).length === 0;
      await save(q);
      return first ? this.issueRecovery(q, operator.id) : undefined;
    });
    return { ...(await this.list(operator)), ...(codes ? { recovery_codes: codes } : {}) };
  }

  /**
   * Removes a passkey or the TOTP app. An operator the shop requires to have a factor keeps at least one (the row
   * lock makes two removals at once wait for each other); removing the last one also voids the recovery codes.
   */
  async remove(actor: string, operator: FactorOperator, kind: 'passkey' | 'totp', id?: number): Promise<FactorList> {
    await this.db.tx(async (q) => {
      await repo.lockOperator(q, operator.id);
      const methods = await this.methodsOf(q, operator.id);
      const passkeys = await repo.passkeysOf(q, operator.id);
      const remaining = passkeys.length + (methods.includes('totp') ? 1 : 0) - 1;
      let name: string | undefined;
      if (kind === 'passkey') {
        if (id === undefined) throw refuse('factor.notFound');
        name = (await repo.deletePasskey(q, operator.id, id))?.name;
        if (name === undefined) throw refuse('factor.notFound');
      } else if (!(await repo.deleteTotp(q, operator.id))) throw refuse('factor.notFound');
      if (remaining < 1 && factorRequired(this.rule, operator.roles)) throw refuse('factor.lastOne');
      if (remaining < 1) await repo.replaceRecoveryCodes(q, operator.id, []);
      await this.host.record(q, actor, { action: 'operator.factor.remove', target: { type: 'operator', id: operator.id }, before: kind === 'passkey' ? { kind, name } : { kind } });
    });
    return this.list(operator);
  }

  /** Ten new recovery codes (the old ones void), shown once; only for an operator with a factor to recover. */
  async newRecovery(actor: string, operator: FactorOperator): Promise<{ codes: string[] }> {
    return this.db.tx(async (q) => {
      await repo.lockOperator(q, operator.id);
      if ((await this.methodsOf(q, operator.id)).length === 0) throw refuse('factor.none');
      const codes = await this.issueRecovery(q, operator.id);
      await this.host.record(q, actor, { action: 'operator.recovery.new', target: { type: 'operator', id: operator.id } });
      return { codes };
    });
  }

  /**
   * An owner's reset of another operator's factors: every passkey, the TOTP app and the recovery codes gone, their
   * sessions ended; they enrol again at their next login. Audited with what was there.
   */
  async reset(actor: string, owner: { id: number } | undefined, operatorId: number): Promise<void> {
    // The command line (no owner) may reset anyone's: how a shop whose only owner lost their phone gets back in.
    if (owner?.id === operatorId) throw refuse('factor.resetSelf');
    await this.db.tx(async (q) => {
      if (!(await repo.lockOperator(q, operatorId))) throw refuse('factor.notFound');
      const before = await repo.deleteAllFactors(q, operatorId);
      await this.host.endSessions(q, operatorId);
      await this.host.record(q, actor, { action: 'operator.factor.reset', target: { type: 'operator', id: operatorId }, before });
    });
  }

  // ── Steps shared by the above ──

  private async ticket(operator: FactorOperator, step: repo.TicketPurpose, methods: FactorMethod[]): Promise<AdminLoginAnswer> {
    const { token, tokenHash } = newToken();
    const ttl = step === 'verify' ? VERIFY_TICKET_SECONDS : ENROL_TICKET_SECONDS;
    await repo.insertTicket(this.db, tokenHash, operator.id, step, ttl);
    return { ticket: token, step, methods, username: operator.username, expires_in: ttl };
  }

  /** A live ticket for this step (a verify ticket opens no enrolment, an enrol ticket no login); else refused. */
  private async ticketOf(ticket: string, purpose: repo.TicketPurpose): Promise<repo.TicketRow> {
    const row = await repo.findTicket(this.db, hashToken(ticket));
    if (!row || row.purpose !== purpose) throw refuse('factor.ticketExpired');
    return row;
  }

  private async session(q: Queryable, operator: FactorOperator, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const session = await this.host.openSession(q, operator.id, client);
    return { ...session, username: operator.username, roles: operator.roles as OperatorRole[] };
  }

  /** The second step proven: the ticket used up (once, on any instance) and the session opened, in one transaction. */
  private async complete(ticket: string, holder: repo.TicketRow, client: SessionClientInfo, also?: (q: Queryable) => Promise<void>) {
    return this.db.tx(async (q) => {
      if (!(await repo.takeTicket(q, hashToken(ticket)))) throw refuse('factor.ticketExpired');
      await also?.(q);
      return this.session(q, { id: holder.operator_id, username: holder.username, roles: holder.roles }, client);
    });
  }

  /** The first factor saved: still the first (checked under the operator's lock), recovery codes issued, a session. */
  private async enrolled(ticket: string, holder: repo.TicketRow, client: SessionClientInfo, save: (q: Queryable) => Promise<void>): Promise<AdminSessionAnswer> {
    return this.db.tx(async (q) => {
      await repo.lockOperator(q, holder.operator_id);
      if (!(await repo.takeTicket(q, hashToken(ticket)))) throw refuse('factor.ticketExpired');
      if ((await this.methodsOf(q, holder.operator_id)).length > 0) throw refuse('factor.ticketExpired');
      await save(q);
      const codes = await this.issueRecovery(q, holder.operator_id);
      const session = await this.session(q, { id: holder.operator_id, username: holder.username, roles: holder.roles }, client);
      return { ...session, recovery_codes: codes };
    });
  }

  private async issueRecovery(q: Queryable, operatorId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(q, operatorId, codes.map(recoveryHash));
    return codes;
  }

  private async checkNewPasskey(rp: RelyingParty, operatorId: number, response: RegistrationResponseJSON) {
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge || !(await repo.takeChallenge(this.db, operatorId, 'passkey-add', challenge))) throw refuse('factor.passkeyWrong');
    const passkey = await checkRegistration(rp, challenge, response);
    if (!passkey) throw refuse('factor.passkeyWrong');
    return passkey;
  }

  private async savePasskey(q: Queryable, actor: string, operatorId: number, passkey: NonNullable<Awaited<ReturnType<typeof checkRegistration>>>, name: string) {
    const id = await repo.insertPasskey(q, operatorId, { ...passkey, name: name.trim() });
    if (id === undefined) throw refuse('factor.passkeyKnown');
    await this.host.record(q, actor, { action: 'operator.factor.add', target: { type: 'operator', id: operatorId }, after: { kind: 'passkey', name: name.trim() } });
  }

  /**
   * The first code of a new TOTP secret (the pending one of this operator), counted against the same lock as a
   * login's codes; answers the secret and the step the code used.
   */
  private async checkNewTotp(operatorId: number, code: string): Promise<{ secret: string; step: number }> {
    let confirmed: { secret: string; step: number } | undefined;
    const right = await checkAttempt(this.db, this.lock, String(operatorId), async () => {
      const secret = await repo.pendingChallenge(this.db, operatorId, 'totp-add');
      const step = secret ? totpStep(secret, code.trim()) : undefined;
      if (secret === undefined || step === undefined || !(await repo.takeChallenge(this.db, operatorId, 'totp-add', secret))) return false;
      confirmed = { secret, step };
      return true;
    });
    if (!right || !confirmed) throw refuse('factor.codeWrong');
    return confirmed;
  }

  private async saveTotp(q: Queryable, actor: string, operatorId: number, totp: { secret: string; step: number }) {
    const replaced = Boolean(await repo.totpOf(q, operatorId));
    await repo.saveTotp(q, operatorId, totp.secret, totp.step);
    await this.host.record(q, actor, { action: 'operator.factor.add', target: { type: 'operator', id: operatorId }, after: { kind: 'totp', replaced } });
  }
}
