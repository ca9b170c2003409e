import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { OperatorFactors as FactorList, PasskeyCreationOptions, TotpSetup } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../../db/database';
import { refuse } from '../../../domain/errors';
import type { LockPolicy } from '../../attempts/service';
import type { FactorHost, FactorOperator } from './host';
import { FactorLogin } from './login';
import type { RelyingParty } from './passkeys';
import { FactorProofs } from './proofs';
import * as repo from './repository';
import { factorRequired, type OperatorMfa } from './rule';

export type { FactorHost, FactorOperator, SessionClientInfo } from './host';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Operators' second factors (issue 26): the login's second step and the first enrolment (`login`, login.ts), an
 * operator's own factors (the Security page) and an owner's reset. Every state a step needs (tickets, challenges,
 * used TOTP steps, used recovery codes) is a row, taken with one conditional statement, so any instance may serve
 * any step.
 */
export class OperatorFactorService {
  /** The login past the password: the second step, the first enrolment, enrolment links. */
  readonly login: FactorLogin;
  private readonly proofs: FactorProofs;

  constructor(
    private readonly db: Database,
    private readonly host: FactorHost,
    readonly rule: OperatorMfa,
    lock: { maxFailures: number; lockMinutes: number },
  ) {
    // Wrong codes lock like wrong passwords, in a scope of their own (a wrong code does not lock the password).
    const policy: LockPolicy = { scope: 'operator-factor', ...lock, lockedKey: 'factor.locked' };
    this.proofs = new FactorProofs(db, host, policy);
    this.login = new FactorLogin(db, host, rule, policy, this.proofs);
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
    return this.proofs.passkeyOptions(rp, operator);
  }

  async addPasskey(rp: RelyingParty, actor: string, operator: FactorOperator, response: RegistrationResponseJSON, name: string): Promise<FactorList> {
    const passkey = await this.proofs.checkNewPasskey(rp, operator.id, response);
    return this.added(operator, (q) => this.proofs.savePasskey(q, actor, operator.id, passkey, name));
  }

  async totpOptions(operator: { id: number; username: string }): Promise<TotpSetup> {
    return this.proofs.totpOptions(operator);
  }

  async addTotp(actor: string, operator: FactorOperator, code: string): Promise<FactorList> {
    const confirmed = await this.proofs.checkNewTotp(operator.id, code);
    return this.added(operator, (q) => this.proofs.saveTotp(q, actor, operator.id, confirmed));
  }

  /** A factor added on the Security page; the first one (an operator the shop did not require) comes with recovery codes. */
  private async added(operator: FactorOperator, save: (q: Queryable) => Promise<void>): Promise<FactorList> {
    const codes = await this.db.tx(async (q) => {
      await repo.lockOperator(q, operator.id);
      const first = (await this.proofs.methodsOf(q, operator.id)).length === 0;
      await save(q);
      return first ? this.proofs.issueRecovery(q, operator.id) : undefined;
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
      const methods = await this.proofs.methodsOf(q, operator.id);
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
      if ((await this.proofs.methodsOf(q, operator.id)).length === 0) throw refuse('factor.none');
      const codes = await this.proofs.issueRecovery(q, operator.id);
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
}
