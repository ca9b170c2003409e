import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { hashSecret, newInviteCode } from '../../security/secrets';
import * as repo from './repository';

/**
 * The customer the shop keeps for its own use in this role (the smoke runner signs in as 'smoke'), made on first
 * use: a random name no one can have registered first, and a random password no one knows, so the only way in is
 * AccountService.serviceSession, which only the server's own code calls. Answers its id.
 */
export async function serviceCustomer(q: Queryable, role: 'smoke', entryLevel: () => Promise<number>): Promise<number> {
  await repo.lockServiceCustomer(q, role);
  const known = await repo.serviceCustomer(q, role);
  if (known !== undefined) return known;
  const suffix = randomBytes(6).toString('hex');
  const id = await repo.insertUser(q, {
    username: `${role}_runner_${suffix}`,
    realname: 'Smoke Runner',
    mobile: '0000000000',
    passwordHash: await hashSecret(randomBytes(24).toString('base64url')),
    level: await entryLevel(),
    pid: null,
    inviteCode: newInviteCode(),
    ip: '127.0.0.1',
  });
  await repo.insertServiceCustomer(q, role, id);
  return id;
}
