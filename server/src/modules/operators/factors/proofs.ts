import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import QRCode from 'qrcode';
import type { FactorMethod, PasskeyCreationOptions, TotpSetup } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../../db/database';
import { refuse } from '../../../domain/errors';
import { checkAttempt, type LockPolicy } from '../../attempts/service';
import type { FactorHost } from './host';
import { checkRegistration, creationOptions, PASSKEY_TIMEOUT_MS, signedChallenge, type RelyingParty } from './passkeys';
import { newRecoveryCodes, recoveryHash } from './recovery';
import * as repo from './repository';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** A passkey's challenge lives as long as the browser's prompt may, and a little more. */
export const PASSKEY_CHALLENGE_SECONDS = PASSKEY_TIMEOUT_MS / 1000 + 30;
/** Setting up an app takes a while (an app installed, a QR scanned). */
const TOTP_SETUP_SECONDS = 20 * 60;

/** The issuer an authenticator app lists the code under. */
const TOTP_ISSUER = 'SnapMall console';

/** A new passkey as its registration proved it, ready to save. */
type NewPasskey = NonNullable<Awaited<ReturnType<typeof checkRegistration>>>;

/**
 * What an operator can prove, and a new proof taken: the factors they have now, a new passkey or authenticator app
 * checked against its pending challenge and saved (audited), and the recovery codes issued with a first factor.
 * Shared by the first enrolment at login (login.ts) and the Security page (service.ts), so both take a factor alike.
 */
export class FactorProofs {
  constructor(
    private readonly db: Database,
    private readonly host: FactorHost,
    private readonly lock: LockPolicy,
  ) {}

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

  async passkeyOptions(rp: RelyingParty, operator: { id: number; username: string }): Promise<PasskeyCreationOptions> {
    const options = await creationOptions(rp, operator, await repo.passkeysOf(this.db, operator.id));
    await repo.insertChallenge(this.db, operator.id, 'passkey-add', options.challenge, PASSKEY_CHALLENGE_SECONDS);
    return options;
  }

  async totpOptions(operator: { id: number; username: string }): Promise<TotpSetup> {
    const secret = newTotpSecret();
    await repo.insertChallenge(this.db, operator.id, 'totp-add', secret, TOTP_SETUP_SECONDS);
    const uri = totpUri(secret, operator.username, TOTP_ISSUER);
    return { secret, uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
  }

  async issueRecovery(q: Queryable, operatorId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(q, operatorId, codes.map(recoveryHash));
    return codes;
  }

  async checkNewPasskey(rp: RelyingParty, operatorId: number, response: RegistrationResponseJSON): Promise<NewPasskey> {
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge || !(await repo.takeChallenge(this.db, operatorId, 'passkey-add', challenge))) throw refuse('factor.passkeyWrong');
    const passkey = await checkRegistration(rp, challenge, response);
    if (!passkey) throw refuse('factor.passkeyWrong');
    return passkey;
  }

  async savePasskey(q: Queryable, actor: string, operatorId: number, passkey: NewPasskey, name: string) {
    const id = await repo.insertPasskey(q, operatorId, { ...passkey, name: name.trim() });
    if (id === undefined) throw refuse('factor.passkeyKnown');
    await this.host.record(q, actor, { action: 'operator.factor.add', target: { type: 'operator', id: operatorId }, after: { kind: 'passkey', name: name.trim() } });
  }

  /**
   * The first code of a new TOTP secret (the pending one of this operator), counted against the same lock as a
   * login's codes; answers the secret and the step the code used.
   */
  async checkNewTotp(operatorId: number, code: string): Promise<{ secret: string; step: number }> {
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

  async saveTotp(q: Queryable, actor: string, operatorId: number, totp: { secret: string; step: number }) {
    const replaced = Boolean(await repo.totpOf(q, operatorId));
    await repo.saveTotp(q, operatorId, totp.secret, totp.step);
    await this.host.record(q, actor, { action: 'operator.factor.add', target: { type: 'operator', id: operatorId }, after: { kind: 'totp', replaced } });
  }
}
