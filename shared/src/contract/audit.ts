/**
 * Every action the audit trail records, defined once: the server's OperatorService.record takes only these, and
 * the console words each in both languages (`admin.audit.action.<name>`; its catalog test fails for a name without
 * words). Adding an action is a line here plus its words in shell/messages/admin/{en-us,zh-tw}.json.
 */
export const AUDIT_ACTIONS = [
  'deposit.approve',
  'deposit.reject',
  'withdraw.approve',
  'withdraw.reject',
  'withdraw.card.reveal',
  'channel.create',
  'channel.update',
  'user.adjust',
  'brand.create',
  'brand.update',
  'goods.create',
  'goods.update',
  'goods.stock',
  'order.ship',
  'vip.create',
  'vip.update',
  'lottery.game.create',
  'lottery.game.update',
  'notice.create',
  'notice.update',
  'notice.withdraw',
  'content.save',
  'config.save',
  'operator.create',
  'operator.update',
  'operator.update+password',
  'operator.password',
  'operator.session.end',
  'operator.factor.add',
  'operator.factor.remove',
  'operator.factor.reset',
  'operator.recovery.new',
  'operator.recovery.use',
  'operator.enrol.link',
  'approval.request',
  'approval.approve',
  'approval.reject',
  'approval.fail',
  'approval.expire',
  'approval.threshold',
  'release.publish',
  'release.republish',
  'release.preview',
  'release.devlink',
  'release.promote',
  'release.canary',
  'release.rollback',
  'release.smoke',
  'release.smokeAgain',
  'release.canaryWithdraw',
  'remote.save',
  'remote.retire',
  'deploy.tokenCreate',
  'deploy.tokenRevoke',
  'deploy.grant',
  'deploy.ungrant',
  'smoke.tokenCreate',
  'smoke.tokenRevoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an action is done to, besides a configuration key (`config:<key>`) or a content page (`content:<key>`):
 * the console words each (`admin.audit.target.<type>`), the same test holding it to both languages.
 */
export const AUDIT_TARGETS = [
  'deposit',
  'withdrawal',
  'channel',
  'user',
  'brand',
  'goods',
  'order',
  'vip',
  'lottery_game',
  'notice',
  'operator',
  'release',
  'remote',
  'deploy_token',
  'smoke_runner',
  'approval',
  'setting',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGETS)[number] | `config:${string}` | `content:${string}`;

export const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);
