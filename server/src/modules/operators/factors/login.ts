import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AdminLoginAnswer, AdminSessionAnswer, FactorMethod, OperatorRole, PasskeyCreationOptions, PasskeyRequestOptions, TotpSetup } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../../db/database';
import { refuse } from '../../../domain/errors';
import { hashToken, newToken } from '../../../security/secrets';
import { checkAttempt, type LockPolicy } from '../../attempts/service';
import type { FactorHost, FactorOperator, SessionClientInfo } from './host';
import { checkAssertion, requestOptions, signedChallenge, type RelyingParty } from './passkeys';
import { PASSKEY_CHALLENGE_SECONDS, type FactorProofs } from './proofs';
import { recoveryHash } from './recovery';
import * as repo from './repository';
import { factorRequired, type OperatorMfa } from './rule';
import { totpStep } from './totp';

/** A second step is short: a code typed, a passkey touched. Enrolment takes longer (an app installed, a QR scanned). */
const VERIFY_TICKET_SECONDS = 5 * 60;
const ENROL_TICKET_SECONDS = 20 * 60;
/** An enrolment link printed by `operator:add` is good once, for a day. */
export const ENROL_LINK_SECONDS = 24 * 3600;

/**
 * An operator's login past the password (issue 26): the second step (a passkey, an app's code or a recovery code),
 * or for an operator with no factor yet the enrolment of a first one, each opened by the ticket the password login
 * answered, used up once on any instance; and the one-time enrolment links that send an operator to enrol.
 */
export class FactorLogin {
  constructor(
    private readonly db: Database,
    private readonly host: FactorHost,
    private readonly rule: OperatorMfa,
    private readonly lock: LockPolicy,
    private readonly proofs: FactorProofs,
  ) {}

  /**
   * After a right password: a session when no factor is needed and none is enrolled; else a ticket for the second
   * step, or (a required operator with no factor, or `enrol`: an enrolment link) a ticket for the enrolment only.
   */
  async afterPassword(operator: FactorOperator, client: SessionClientInfo, enrol = false): Promise<AdminLoginAnswer> {
    const methods = await this.proofs.methodsOf(this.db, operator.id);
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
    return this.proofs.passkeyOptions(rp, { id: holder.operator_id, username: holder.username });
  }

  async enrolPasskey(rp: RelyingParty, ticket: string, response: RegistrationResponseJSON, name: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'enrol');
    const passkey = await this.proofs.checkNewPasskey(rp, holder.operator_id, response);
    return this.enrolled(ticket, holder, client, (q) => this.proofs.savePasskey(q, `operator:${holder.username}`, holder.operator_id, passkey, name));
  }

  async enrolTotpOptions(ticket: string): Promise<TotpSetup> {
    const holder = await this.ticketOf(ticket, 'enrol');
    return this.proofs.totpOptions({ id: holder.operator_id, username: holder.username });
  }

  async enrolTotp(ticket: string, code: string, client: SessionClientInfo): Promise<AdminSessionAnswer> {
    const holder = await this.ticketOf(ticket, 'enrol');
    const confirmed = await this.proofs.checkNewTotp(holder.operator_id, code);
    return this.enrolled(ticket, holder, client, (q) => this.proofs.saveTotp(q, `operator:${holder.username}`, holder.operator_id, confirmed));
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
      if ((await this.proofs.methodsOf(q, holder.operator_id)).length > 0) throw refuse('factor.ticketExpired');
      await save(q);
      const codes = await this.proofs.issueRecovery(q, holder.operator_id);
      const session = await this.session(q, { id: holder.operator_id, username: holder.username, roles: holder.roles }, client);
      return { ...session, recovery_codes: codes };
    });
  }
}
