import { AdminOperatorSaveBody, ApprovalSettingsBody, OPERATOR_ROLES } from '@snapmall/shared/contract';
import type { Actor } from '../modules/operators/service';
import type { Services } from '../services';
import { checked, num, rejection, required } from './input';
import type { OpsCommand } from './release-commands';

/** The command line decides as the shop's root: every role. */
const root = (actor: Actor) => ({ actor, roles: ['owner'] });

/** The console's enrolment page for a link: at OPERATOR_ORIGIN, else this machine's shop address. */
function enrolAddress(s: Services, link: string): string {
  const origin = s.config.operatorOrigin ?? `http://localhost:${s.config.port}`;
  return `${origin}/admin/#/enrol?link=${link}`;
}

/** The operators' commands: the audit trail and their messages read, operators added and reset, requests decided. */
export function operatorCommands(): Record<string, OpsCommand> {
  return {
    'audit:list': { usage: '[page]', run: (s, _a, [page]) => s.operators.auditList(page ? num(page, 'page') : 1) },
    'message:list': { usage: '[page]   (what the shop told its operators: canaries withdrawn, …)', run: (s, _a, [page]) => s.operators.messages.page(page ? num(page, 'page') : 1) },
    'operator:list': { usage: '', run: (s) => s.operators.list() },
    'operator:add': {
      usage: `<username> <role,…>   (roles: ${OPERATOR_ROLES.join(', ')}; prints the generated password and a one-time enrolment link once)`,
      run: async (s, a, [username, roles]) => {
        const body = checked<AdminOperatorSaveBody>(AdminOperatorSaveBody, { username: required(username, 'username'), roles: required(roles, 'roles').split(',').map((r) => r.trim()) });
        const saved = await s.operators.save(a, body);
        return { ...saved, enrol_link: enrolAddress(s, await s.operators.enrolLink(a, saved.username)) };
      },
    },
    'operator:enrol-link': {
      usage: '<username>   (a new one-time enrolment link: good once, for 24 hours)',
      run: async (s, a, [username]) => ({ username, enrol_link: enrolAddress(s, await s.operators.enrolLink(a, required(username, 'username'))) }),
    },
    'operator:factors-reset': {
      usage: "<username>   (removes their passkeys, authenticator app and recovery codes, ends their sessions; prints an enrolment link)",
      run: async (s, a, [username]) => {
        const operator = (await s.operators.list()).find((o) => o.username.toLowerCase() === required(username, 'username').toLowerCase());
        if (!operator) throw new Error(`no operator ${username}`);
        await s.operators.resetFactors(a, undefined, operator.id);
        return { username: operator.username, reset: true, enrol_link: enrolAddress(s, await s.operators.enrolLink(a, operator.username)) };
      },
    },
    'operator:password': {
      usage: '<username>   (password from OPERATOR_PASSWORD)',
      run: async (s, a, [username]) => {
        const password = required(process.env.OPERATOR_PASSWORD, 'OPERATOR_PASSWORD');
        return { username, result: await s.operators.setPassword(a, required(username, 'username'), password) };
      },
    },
    // Issue 26: the command line is the shop's root and acts alone (user:adjust, withdraw:approve, channel:save and
    // operator:add carry out at once, audited as cli:<login>); these decide what operators requested.
    'approval:list': { usage: '[page]   (pending first)', run: (s, a, [page]) => s.approvals.list(root(a), page ? num(page, 'page') : 1, false, 'en-us') },
    'approval:approve': { usage: '<id>', run: (s, a, [id]) => s.approvals.approve(root(a), num(id, 'id'), 'en-us') },
    'approval:reject': {
      usage: '<id> <reason…>',
      run: (s, a, args) => rejection(args, (id, reason) => s.approvals.reject(root(a), id, reason, 'en-us')),
    },
    'approval:threshold': {
      usage: "<amount>   (a deposit or withdrawal that takes its customer's 24 hours above it needs a second operator; set alone from here)",
      run: (s, a, [amount]) => s.approvals.setThresholdAlone(a, checked<ApprovalSettingsBody>(ApprovalSettingsBody, { withdraw_threshold: amount })),
    },
  };
}
