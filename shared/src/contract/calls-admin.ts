import { Type, type TSchema } from '@sinclair/typebox';
import { AdminChannel, AdminLoginBody, AdminMessageReadBody, AdminOperator, AdminOperatorSaveBody, AdminPageBody, AdminRejectBody, AdminReviewBody, BulkAnswer, ChannelSaveBody, LedgerReport, OperatorMessage, OperatorSaved, OperatorUnread, UserAdjustBody } from './admin';
import { AdminBrand, AdminGoods, AdminVipLevel, StockAnswer, VipSaved } from './admin-catalogue';
import { AdminAuditListBody, AdminAuditRow, AdminDashboard, AdminDashboardBody, AdminDeposit, AdminListFilters, AdminOrderListFilters, AdminPageOf, AdminUserDetail, AdminUserGetBody, AdminUserListBody, AdminUserMoneyLogBody, AdminUserPageBody, AdminUserRow, AdminUserSignIn, AdminWithdrawCard, AdminWithdrawCardBody, AdminWithdrawal } from './admin-console';
import { AdminContentGetBody, AdminContentPage } from './admin-content';
import { AdminLoginAnswer, AdminSessionAnswer, EnrolLinkBody, FactorCodeBody, FactorPasskeyAddBody, FactorRemoveBody, FactorResetBody, OperatorFactors, PasskeyCreationOptions, PasskeyRequestOptions, RecoveryCodes, TicketBody, TicketCodeBody, TicketPasskeyAddBody, TicketPasskeyBody, TotpSetup } from './admin-factors';
import { AdminDrawList, AdminDrawListBody, AdminLotteryGame, AdminLotterySummary, AdminLotterySummaryBody } from './admin-lottery';
import { AdminSessionEndBody, AdminSessionListBody, AdminSessionRow } from './admin-sessions';
import { ApprovalCount, ApprovalDecideBody, ApprovalListBody, ApprovalRejectBody, ApprovalSettings, ApprovalSettingsAnswer, ApprovalSettingsBody, ApprovalView, Requested } from './approvals';
import { MessageListAnswer, MoneyLogEntry, PageOf } from './bank';
import { EmptyBody, NoData, Saved } from './common';
import { ConfigSaveBody, ConfigSaved, ShopConfig } from './config';
import { Bet, GameSaveBody } from './lottery';
import { AdminContentRow, AdminNotice, ContentSaveBody, ContentSaved, NoticeGroupBody, NoticeSaveBody } from './notices';
import { AdminOrder, AdminOrderShipBody, Order, VipSaveBody } from './orders';
import { AdminReleaseCanaryBody, AdminReleaseDevLinkBody, AdminReleaseListBody, AdminReleasePreviewBody, AdminReleasePublishBody, AdminReleaseRollbackBody, AdminReleaseVersionBody, AdminRemoteRetireBody, AdminRemoteSaveBody, CanaryAnswer, DevLinkAnswer, PreviewAnswer, ReleaseListAnswer, ReleaseView, RemoteSaved, RemoteView } from './releases';
import { AdminGoodsListBody, BrandSaveBody, GoodsSaveBody, GoodsStockBody } from './shopping';
import { AdminVitalsSummary, AdminVitalsSummaryBody } from './vitals';
import { call } from './call';

/** A review or shipment names one row (answered with the row) or several (`ids`, answered per row). */
const oneOrMany = <T extends TSchema>(row: T) => Type.Union([row, BulkAnswer]);

/**
 * The operators' calls, each defined once as calls-shop.ts defines the customers'. `who` is the operator role a
 * call needs (an owner holds every role; `operator` is every operator): the server's role table is read from here.
 */
export const ADMIN_CALLS = {
  // Operators: money
  '/api/admin/login': call(AdminLoginBody, AdminLoginAnswer, 'public', "An operator's password step"),
  // Operators' second factors (issue 26): the login's second step and the enrolment take the login's ticket…
  '/api/admin/login/link': call(EnrolLinkBody, AdminLoginAnswer, 'public', 'Exchange an enrolment link for a login ticket'),
  '/api/admin/login/passkey/options': call(TicketBody, PasskeyRequestOptions, 'public', 'Options for the second step with a passkey'),
  '/api/admin/login/passkey': call(TicketPasskeyBody, AdminSessionAnswer, 'public', 'The second step with a passkey'),
  '/api/admin/login/totp': call(TicketCodeBody, AdminSessionAnswer, 'public', 'The second step with an authenticator code'),
  '/api/admin/login/recovery': call(TicketCodeBody, AdminSessionAnswer, 'public', 'The second step with a recovery code'),
  '/api/admin/login/enrol/passkey/options': call(TicketBody, PasskeyCreationOptions, 'public', 'Options for enrolling a first passkey'),
  '/api/admin/login/enrol/passkey': call(TicketPasskeyAddBody, AdminSessionAnswer, 'public', 'Enrol a first passkey and log in'),
  '/api/admin/login/enrol/totp/options': call(TicketBody, TotpSetup, 'public', 'A secret for enrolling a first authenticator'),
  '/api/admin/login/enrol/totp': call(TicketCodeBody, AdminSessionAnswer, 'public', 'Enrol a first authenticator and log in'),
  // …the Security page an operator's token, and the reset an owner's.
  '/api/admin/factor/list': call(EmptyBody, OperatorFactors, 'operator', "The operator's own second factors"),
  '/api/admin/factor/passkey/options': call(EmptyBody, PasskeyCreationOptions, 'operator', 'Options for adding a passkey'),
  '/api/admin/factor/passkey/add': call(FactorPasskeyAddBody, OperatorFactors, 'operator', 'Add a passkey'),
  '/api/admin/factor/totp/options': call(EmptyBody, TotpSetup, 'operator', 'A secret for adding an authenticator'),
  '/api/admin/factor/totp/add': call(FactorCodeBody, OperatorFactors, 'operator', 'Add an authenticator'),
  '/api/admin/factor/remove': call(FactorRemoveBody, OperatorFactors, 'operator', "Remove one of the operator's second factors"),
  '/api/admin/factor/recovery': call(EmptyBody, RecoveryCodes, 'operator', 'New recovery codes'),
  '/api/admin/operator/factor-reset': call(FactorResetBody, NoData, 'owner', "Reset another operator's second factors"),
  '/api/admin/logout': call(EmptyBody, NoData, 'operator', "End the operator's session"),
  '/api/admin/session/list': call(AdminSessionListBody, Type.Array(AdminSessionRow), 'operator', "Operators' sessions"),
  '/api/admin/session/end': call(AdminSessionEndBody, NoData, 'operator', "End an operator's session"),
  '/api/admin/deposit/list': call(AdminListFilters, AdminPageOf(AdminDeposit), 'finance', 'Deposits to review'),
  // Above the owner's threshold (the customer's 24 hours) a deposit is requested, not credited (issue 26).
  '/api/admin/deposit/approve': call(AdminReviewBody, Type.Union([AdminDeposit, Requested, BulkAnswer]), 'finance', 'Approve deposits (above the threshold: request a second operator)'),
  '/api/admin/deposit/reject': call(AdminRejectBody, oneOrMany(AdminDeposit), 'finance', 'Reject deposits'),
  '/api/admin/withdraw/list': call(AdminListFilters, AdminPageOf(AdminWithdrawal), 'finance', 'Withdrawals to review'),
  // Above the owner's threshold (the customer's 24 hours) a withdrawal is requested, not paid (issue 26).
  '/api/admin/withdraw/approve': call(AdminReviewBody, Type.Union([AdminWithdrawal, Requested, BulkAnswer]), 'finance', 'Approve withdrawals (above the threshold: request a second operator)'),
  '/api/admin/withdraw/reject': call(AdminRejectBody, oneOrMany(AdminWithdrawal), 'finance', 'Reject withdrawals'),
  // Finance's: a withdrawal's whole card number, each read audited.
  '/api/admin/withdraw/card': call(AdminWithdrawCardBody, AdminWithdrawCard, 'finance', "A withdrawal's whole card number, audited"),
  '/api/admin/channel/list': call(AdminPageBody, Type.Array(AdminChannel), 'finance', 'The deposit channels'),
  // Requested of a second operator (issue 26): the command line's user:adjust and channel:save act alone.
  '/api/admin/channel/save': call(ChannelSaveBody, Requested, 'finance', 'Request a change to a deposit channel'),
  '/api/admin/user/adjust': call(UserAdjustBody, Requested, 'finance', 'Request a balance adjustment'),
  '/api/admin/approval/list': call(ApprovalListBody, PageOf(ApprovalView), 'operator', 'Requests awaiting a second operator'),
  '/api/admin/approval/count': call(EmptyBody, ApprovalCount, 'operator', 'How many requests await the operator'),
  '/api/admin/approval/approve': call(ApprovalDecideBody, ApprovalView, 'operator', "Approve another operator's request"),
  '/api/admin/approval/reject': call(ApprovalRejectBody, ApprovalView, 'operator', "Reject another operator's request"),
  '/api/admin/approval/settings': call(EmptyBody, ApprovalSettings, 'operator', 'The thresholds above which a second operator decides'),
  // The threshold above which money needs a second operator is the owner's (issue 26); every operator sees the
  // requests their roles decide and their own (the approvals service checks each decision's role).
  '/api/admin/approval/settings/save': call(ApprovalSettingsBody, ApprovalSettingsAnswer, 'owner', 'Change the thresholds'),
  '/api/admin/ledger/verify': call(AdminPageBody, LedgerReport, 'finance', 'Check the ledger against the balances'),
  // Operators: customers, dashboard, audit, operators
  // Every operator may look a customer up (issue 19); changing or reading a balance's lines stays finance's.
  '/api/admin/user/list': call(AdminUserListBody, AdminPageOf(AdminUserRow), 'operator', 'Customers'),
  '/api/admin/user/get': call(AdminUserGetBody, AdminUserDetail, 'operator', 'One customer'),
  // A customer's statement is their money line by line, as the deposits and withdrawals are: finance's.
  '/api/admin/user/moneylog': call(AdminUserMoneyLogBody, AdminPageOf(MoneyLogEntry), 'finance', "A customer's statement"),
  '/api/admin/user/bets': call(AdminUserPageBody, PageOf(Bet), 'operator', "A customer's bets"),
  '/api/admin/user/messages': call(AdminUserPageBody, MessageListAnswer, 'operator', "A customer's messages"),
  '/api/admin/user/signins': call(AdminUserPageBody, PageOf(AdminUserSignIn), 'operator', "A customer's sign-ins"),
  '/api/admin/dashboard': call(AdminDashboardBody, AdminDashboard, 'operator', "The shop's day at a glance"),
  '/api/admin/audit/list': call(AdminAuditListBody, AdminPageOf(AdminAuditRow), 'owner', 'The audit trail'),
  '/api/admin/message/list': call(AdminPageBody, PageOf(OperatorMessage), 'operator', 'Messages to operators'),
  '/api/admin/message/unread': call(EmptyBody, OperatorUnread, 'operator', 'How many operator messages are unread'),
  '/api/admin/message/read': call(AdminMessageReadBody, OperatorUnread, 'operator', 'Mark operator messages read'),
  '/api/admin/operator/list': call(EmptyBody, Type.Array(AdminOperator), 'owner', 'Operators'),
  '/api/admin/operator/save': call(AdminOperatorSaveBody, OperatorSaved, 'owner', 'Add or change an operator'),
  // Operators: catalogue and orders
  '/api/admin/brand/list': call(AdminPageBody, Type.Array(AdminBrand), 'catalogue', 'Brands'),
  '/api/admin/brand/save': call(BrandSaveBody, Saved, 'catalogue', 'Add or change a brand'),
  '/api/admin/goods/list': call(AdminGoodsListBody, PageOf(AdminGoods), 'catalogue', 'Goods'),
  '/api/admin/goods/save': call(GoodsSaveBody, Saved, 'catalogue', 'Add or change a good'),
  '/api/admin/goods/stock': call(GoodsStockBody, StockAnswer, 'catalogue', "Change a good's stock"),
  '/api/admin/vip/list': call(AdminPageBody, Type.Array(AdminVipLevel), 'catalogue', 'VIP levels'),
  '/api/admin/vip/save': call(VipSaveBody, VipSaved, 'catalogue', 'Change a VIP level'),
  '/api/admin/order/list': call(AdminOrderListFilters, AdminPageOf(AdminOrder), 'catalogue', 'Orders'),
  '/api/admin/order/ship': call(AdminOrderShipBody, oneOrMany(Order), 'catalogue', 'Ship orders'),
  // Operators: lottery
  '/api/admin/lottery/game/list': call(AdminPageBody, Type.Array(AdminLotteryGame), 'games', 'Lottery games'),
  '/api/admin/lottery/game/save': call(GameSaveBody, Saved, 'games', 'Add or change a lottery game'),
  '/api/admin/lottery/draw/list': call(AdminDrawListBody, AdminDrawList, 'games', "A game's draws"),
  '/api/admin/lottery/summary': call(AdminLotterySummaryBody, AdminLotterySummary, 'games', "The lottery's takings per day"),
  // Operators: content
  '/api/admin/config/get': call(EmptyBody, ShopConfig, 'content', "The shop's settings"),
  '/api/admin/config/save': call(ConfigSaveBody, ConfigSaved, 'content', "Change the shop's settings"),
  '/api/admin/notice/list': call(AdminPageBody, PageOf(AdminNotice), 'content', 'Notices'),
  '/api/admin/notice/save': call(NoticeSaveBody, Saved, 'content', 'Publish or change a notice'),
  '/api/admin/notice/withdraw': call(NoticeGroupBody, Saved, 'content', 'Withdraw a notice'),
  '/api/admin/content/list': call(EmptyBody, Type.Array(AdminContentRow), 'content', 'Content pages'),
  '/api/admin/content/get': call(AdminContentGetBody, AdminContentPage, 'content', 'One content page with its history'),
  '/api/admin/content/save': call(ContentSaveBody, ContentSaved, 'content', 'Change a content page'),
  // Deployers: releases and remotes
  // Every operator: a team's deploy rights decide who may publish what (issue 25).
  '/api/admin/release/list': call(AdminReleaseListBody, ReleaseListAnswer, 'operator', "A remote's releases"),
  '/api/admin/release/publish': call(AdminReleasePublishBody, ReleaseView, 'operator', 'Publish a release through the gate'),
  '/api/admin/release/promote': call(AdminReleaseVersionBody, ReleaseView, 'operator', 'Make a release live'),
  '/api/admin/release/canary': call(AdminReleaseCanaryBody, CanaryAnswer, 'operator', 'Start or change a canary'),
  '/api/admin/release/rollback': call(AdminReleaseRollbackBody, ReleaseView, 'operator', 'Go back to an earlier release'),
  '/api/admin/release/preview': call(AdminReleasePreviewBody, PreviewAnswer, 'operator', 'A preview link for a release'),
  '/api/admin/release/devlink': call(AdminReleaseDevLinkBody, DevLinkAnswer, 'operator', "A dev link: a remote from the developer's localhost, for one browser"),
  // Operators: the shop's field vitals (issue 27): page speeds per route and release, no customer's data; the teams
  // who deploy (operators with only a deploy right) need them to judge their releases.
  '/api/admin/vitals/summary': call(AdminVitalsSummaryBody, AdminVitalsSummary, 'operator', 'Field Web Vitals per route and release'),
  // Every deployer sees the registry (which remotes, whose prefixes); changing it is the owner's (issue 25).
  '/api/admin/remote/list': call(EmptyBody, Type.Array(RemoteView), 'operator', 'The remotes and their owners'),
  '/api/admin/remote/save': call(AdminRemoteSaveBody, RemoteSaved, 'owner', 'Add or change a remote'),
  '/api/admin/remote/retire': call(AdminRemoteRetireBody, Type.Object({ name: Type.String(), retired: Type.Boolean() }), 'owner', 'Retire or restore a remote'),
};
