import { Type, type TSchema } from '@sinclair/typebox';
import { AdminPageOf, AdminAuditRow, AdminDashboard, AdminDeposit, AdminUserDetail, AdminUserRow, AdminUserSignIn, AdminWithdrawal, AdminWithdrawCard } from './admin-console';
import { AdminChannel, AdminOperator, BulkAnswer, LedgerReport, OperatorMessage, OperatorSaved, OperatorUnread } from './admin';
import { ApprovalCount, ApprovalSettings, ApprovalSettingsAnswer, ApprovalView, Requested } from './approvals';
import { AdminLoginAnswer, AdminSessionAnswer, OperatorFactors, PasskeyCreationOptions, PasskeyRequestOptions, RecoveryCodes, TotpSetup } from './admin-factors';
import { AdminBrand, AdminGoods, AdminVipLevel, StockAnswer, VipSaved } from './admin-catalogue';
import { AdminContentPage } from './admin-content';
import { AdminSessionRow } from './admin-sessions';
import { AdminDrawList, AdminLotteryGame, AdminLotterySummary } from './admin-lottery';
import { UserInfo, LoginAnswer, Vip } from './account';
import { BankCard, Deposit, DepositChannel, MessageListAnswer, MoneyLogEntry, PageOf, UnreadCount, Withdrawal, WithdrawRules } from './bank';
import { CustomerEntry, NoData, Saved } from './common';
import { ConfigSaved, ShopConfig, SignInAnswer, SignInMonth } from './config';
import { Bet, BetDay, CurrentPeriod, Draw, DrawLookup, LotteryGame, StakeLimit } from './lottery';
import { AdminContentRow, AdminNotice, ContentPage, ContentSaved, Notice, NoticePage } from './notices';
import { AdminOrder, BuyQuota, Order, OrderDetail, ReceivedPage, VipUpgradeAnswer } from './orders';
import { CanaryAnswer, PreviewAnswer, ReleaseListAnswer, ReleaseView, RemoteSaved, RemoteView } from './releases';
import { SmokeClaimAnswer } from './smoke';
import { AdminVitalsSummary } from './vitals';
import { Brand, Goods } from './shopping';

/** A review or shipment names one row (answered with the row) or several (`ids`, answered per row). */
const oneOrMany = <T extends TSchema>(row: T) => Type.Union([row, BulkAnswer]);

/**
 * What each route answers in `data` on success (issue 20), by its URL exactly as the server registers it. Refusals
 * answer RefusalEnvelope or InvalidEnvelope (envelope-schemas.ts) with `data: null`. The server serializes its
 * answers with these (its response schemas), a test holds every real answer to them, and the mocks' answers too;
 * a route with no entry here fails the server's tests.
 */
export const ANSWERS = {
  // Customers: account
  '/api/user/register': LoginAnswer,
  '/api/user/login': LoginAnswer,
  '/api/user/logout': NoData,
  '/api/user/retval': UserInfo,
  '/api/user/profile': UserInfo,
  '/api/user/updatepassword': NoData,
  '/api/user/setpaypassword': UserInfo,
  '/api/user/updatepaypassword': UserInfo,
  '/api/user/signin': SignInAnswer,
  '/api/user/signinlog': SignInMonth,
  // Money
  '/api/withdraw/bankcard': Type.Union([BankCard, Type.Null()]),
  '/api/withdraw/cardupdate': BankCard,
  '/api/recharge/channels': Type.Array(DepositChannel),
  '/api/recharge/submit': Deposit,
  '/api/user/rechargelist': PageOf(Deposit),
  '/api/withdraw/rules': WithdrawRules,
  '/api/withdraw/withdraw': Withdrawal,
  '/api/user/withdrawlist': PageOf(Withdrawal),
  '/api/user/moneylog': PageOf(MoneyLogEntry),
  '/api/message/list': MessageListAnswer,
  '/api/message/unread': UnreadCount,
  '/api/message/read': UnreadCount,
  // Shopping
  '/api/goods/brand': Type.Array(Brand),
  '/api/goods/list': PageOf(Goods),
  '/api/goods/detail': Goods,
  '/api/goods/level': Type.Array(Vip),
  '/api/goods/buy': Order,
  '/api/goods/quota': BuyQuota,
  '/api/user/buylog': PageOf(Order),
  '/api/user/buylogdetail': OrderDetail,
  '/api/user/recentorder': PageOf(Order),
  '/api/user/recentorderdetail': OrderDetail,
  '/api/user/reclog': ReceivedPage,
  '/api/order/receive': Order,
  '/api/order/cancel': Order,
  '/api/user/vipupgrade': VipUpgradeAnswer,
  // Lottery
  '/api/lottery/games': Type.Array(LotteryGame),
  '/api/lottery/current': CurrentPeriod,
  '/api/lottery/bet': Bet,
  '/api/lottery/buylog': PageOf(Bet),
  '/api/lottery/buylogday': PageOf(BetDay),
  '/api/lottery/settled': PageOf(Draw),
  '/api/lottery/draw': DrawLookup,
  '/api/lottery/notcount': PageOf(Bet),
  '/api/lottery/notcountdetail': Bet,
  '/api/lottery/limit': StakeLimit,
  '/api/lottery/setlimit': StakeLimit,
  // Shop-wide
  '/api/common/config': ShopConfig,
  '/api/common/customer': Type.Array(CustomerEntry),
  '/api/common/content': ContentPage,
  '/api/notice/list': NoticePage,
  '/api/notice/detail': Notice,
  '/api/telemetry/remote': NoData,
  '/api/telemetry/vitals': NoData,
  // Operators: money
  '/api/admin/login': AdminLoginAnswer,
  // Operators' second factors (issue 26): the login's second step and the enrolment take the login's ticket…
  '/api/admin/login/link': AdminLoginAnswer,
  '/api/admin/login/passkey/options': PasskeyRequestOptions,
  '/api/admin/login/passkey': AdminSessionAnswer,
  '/api/admin/login/totp': AdminSessionAnswer,
  '/api/admin/login/recovery': AdminSessionAnswer,
  '/api/admin/login/enrol/passkey/options': PasskeyCreationOptions,
  '/api/admin/login/enrol/passkey': AdminSessionAnswer,
  '/api/admin/login/enrol/totp/options': TotpSetup,
  '/api/admin/login/enrol/totp': AdminSessionAnswer,
  // …the Security page an operator's token, and the reset an owner's.
  '/api/admin/factor/list': OperatorFactors,
  '/api/admin/factor/passkey/options': PasskeyCreationOptions,
  '/api/admin/factor/passkey/add': OperatorFactors,
  '/api/admin/factor/totp/options': TotpSetup,
  '/api/admin/factor/totp/add': OperatorFactors,
  '/api/admin/factor/remove': OperatorFactors,
  '/api/admin/factor/recovery': RecoveryCodes,
  '/api/admin/operator/factor-reset': NoData,
  '/api/admin/logout': NoData,
  '/api/admin/session/list': Type.Array(AdminSessionRow),
  '/api/admin/session/end': NoData,
  '/api/admin/deposit/list': AdminPageOf(AdminDeposit),
  // Above the owner's threshold (the customer's 24 hours) a deposit is requested, not credited (issue 26).
  '/api/admin/deposit/approve': Type.Union([AdminDeposit, Requested, BulkAnswer]),
  '/api/admin/deposit/reject': oneOrMany(AdminDeposit),
  '/api/admin/withdraw/list': AdminPageOf(AdminWithdrawal),
  // Above the owner's threshold (the customer's 24 hours) a withdrawal is requested, not paid (issue 26).
  '/api/admin/withdraw/approve': Type.Union([AdminWithdrawal, Requested, BulkAnswer]),
  '/api/admin/withdraw/reject': oneOrMany(AdminWithdrawal),
  '/api/admin/withdraw/card': AdminWithdrawCard,
  '/api/admin/channel/list': Type.Array(AdminChannel),
  // Requested of a second operator (issue 26): the command line's user:adjust and channel:save act alone.
  '/api/admin/channel/save': Requested,
  '/api/admin/user/adjust': Requested,
  '/api/admin/approval/list': PageOf(ApprovalView),
  '/api/admin/approval/count': ApprovalCount,
  '/api/admin/approval/approve': ApprovalView,
  '/api/admin/approval/reject': ApprovalView,
  '/api/admin/approval/settings': ApprovalSettings,
  '/api/admin/approval/settings/save': ApprovalSettingsAnswer,
  '/api/admin/ledger/verify': LedgerReport,
  // Operators: customers, dashboard, audit, operators
  '/api/admin/user/list': AdminPageOf(AdminUserRow),
  '/api/admin/user/get': AdminUserDetail,
  '/api/admin/user/moneylog': AdminPageOf(MoneyLogEntry),
  '/api/admin/user/bets': PageOf(Bet),
  '/api/admin/user/messages': MessageListAnswer,
  '/api/admin/user/signins': PageOf(AdminUserSignIn),
  '/api/admin/dashboard': AdminDashboard,
  '/api/admin/audit/list': AdminPageOf(AdminAuditRow),
  '/api/admin/message/list': PageOf(OperatorMessage),
  '/api/admin/message/unread': OperatorUnread,
  '/api/admin/message/read': OperatorUnread,
  '/api/admin/operator/list': Type.Array(AdminOperator),
  '/api/admin/operator/save': OperatorSaved,
  // Operators: catalogue and orders
  '/api/admin/brand/list': Type.Array(AdminBrand),
  '/api/admin/brand/save': Saved,
  '/api/admin/goods/list': PageOf(AdminGoods),
  '/api/admin/goods/save': Saved,
  '/api/admin/goods/stock': StockAnswer,
  '/api/admin/vip/list': Type.Array(AdminVipLevel),
  '/api/admin/vip/save': VipSaved,
  '/api/admin/order/list': AdminPageOf(AdminOrder),
  '/api/admin/order/ship': oneOrMany(Order),
  // Operators: lottery
  '/api/admin/lottery/game/list': Type.Array(AdminLotteryGame),
  '/api/admin/lottery/game/save': Saved,
  '/api/admin/lottery/draw/list': AdminDrawList,
  '/api/admin/lottery/summary': AdminLotterySummary,
  // Operators: content
  '/api/admin/config/get': ShopConfig,
  '/api/admin/config/save': ConfigSaved,
  '/api/admin/notice/list': PageOf(AdminNotice),
  '/api/admin/notice/save': Saved,
  '/api/admin/notice/withdraw': Saved,
  '/api/admin/content/list': Type.Array(AdminContentRow),
  '/api/admin/content/get': AdminContentPage,
  '/api/admin/content/save': ContentSaved,
  // Deployers: releases and remotes
  '/api/admin/release/list': ReleaseListAnswer,
  '/api/admin/release/publish': ReleaseView,
  '/api/admin/release/promote': ReleaseView,
  '/api/admin/release/canary': CanaryAnswer,
  '/api/admin/release/rollback': ReleaseView,
  '/api/admin/release/preview': PreviewAnswer,
  // Operators: the shop's field vitals (issue 27)
  '/api/admin/vitals/summary': AdminVitalsSummary,
  '/api/admin/remote/list': Type.Array(RemoteView),
  '/api/admin/remote/save': RemoteSaved,
  '/api/admin/remote/retire': Type.Object({ name: Type.String(), retired: Type.Boolean() }),
  // The shop's smoke runner (its own token)
  '/api/smoke/claim': SmokeClaimAnswer,
  '/api/smoke/verdict': ReleaseView,
} satisfies Record<string, TSchema>;

export type AnswerUrl = keyof typeof ANSWERS;
