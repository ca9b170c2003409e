import type { TSchema } from '@sinclair/typebox';
import { LoginBody, ProfileBody, RegisterBody, SetPayPasswordBody, UpdatePasswordBody, UpdatePayPasswordBody } from './account';
import { AdminLoginBody, AdminMessageReadBody, AdminOperatorSaveBody, AdminPageBody, AdminRejectBody, AdminReviewBody, ChannelSaveBody, UserAdjustBody } from './admin';
import { AdminAuditListBody, AdminDashboardBody, AdminListFilters, AdminOrderListFilters, AdminUserGetBody, AdminUserListBody, AdminUserMoneyLogBody, AdminUserPageBody, AdminWithdrawCardBody } from './admin-console';
import { AdminContentGetBody } from './admin-content';
import { EnrolLinkBody, FactorCodeBody, FactorPasskeyAddBody, FactorRemoveBody, FactorResetBody, TicketBody, TicketCodeBody, TicketPasskeyAddBody, TicketPasskeyBody } from './admin-factors';
import { AdminDrawListBody, AdminLotterySummaryBody } from './admin-lottery';
import { AdminSessionEndBody, AdminSessionListBody } from './admin-sessions';
import { ApprovalDecideBody, ApprovalListBody, ApprovalRejectBody, ApprovalSettingsBody } from './approvals';
import { CardUpdateBody, MessageListBody, MessageReadBody, MoneyLogBody, RechargeSubmitBody, ReviewListBody, WithdrawBody } from './bank';
import { EmptyBody } from './common';
import { ConfigSaveBody, SignInBody, SignInLogBody } from './config';
import { BetBody, BetIdBody, DrawBody, GameBody, GameSaveBody, LotteryPageBody, SettledBody, StakeLimitBody } from './lottery';
import { ContentBody, ContentSaveBody, NoticeDetailBody, NoticeGroupBody, NoticeListBody, NoticeSaveBody } from './notices';
import { AdminOrderShipBody, BuyBody, BuyLogBody, OrderIdBody, OrderPageBody, VipSaveBody, VipUpgradeBody } from './orders';
import { AdminReleaseCanaryBody, AdminReleaseListBody, AdminReleasePreviewBody, AdminReleasePublishBody, AdminReleaseRollbackBody, AdminReleaseVersionBody, AdminRemoteRetireBody, AdminRemoteSaveBody, TelemetryRemoteBody } from './releases';
import { AdminGoodsListBody, BrandSaveBody, GoodsDetailBody, GoodsListBody, GoodsSaveBody, GoodsStockBody } from './shopping';
import { SmokeClaimBody, SmokeVerdictBody } from './smoke';
import { AdminVitalsSummaryBody, TelemetryVitalsBody } from './vitals';

/**
 * What each route takes as its request body, by its URL exactly as the server registers it (issue 28): the server
 * validates each body with the schema named here (server/test/requests.test.ts holds every route to it), and the
 * remotes' mocks validate theirs with the same schema and the same Ajv set-up (@snapmall/shared/requests), so a
 * mock refuses what the server refuses, in the same words. Beside ANSWERS, which says what each route answers.
 */
export const REQUESTS = {
  // Customers: account
  '/api/user/register': RegisterBody,
  '/api/user/login': LoginBody,
  '/api/user/logout': EmptyBody,
  '/api/user/retval': EmptyBody,
  '/api/user/profile': ProfileBody,
  '/api/user/updatepassword': UpdatePasswordBody,
  '/api/user/setpaypassword': SetPayPasswordBody,
  '/api/user/updatepaypassword': UpdatePayPasswordBody,
  '/api/user/signin': SignInBody,
  '/api/user/signinlog': SignInLogBody,
  // Money
  '/api/withdraw/bankcard': EmptyBody,
  '/api/withdraw/cardupdate': CardUpdateBody,
  '/api/recharge/channels': EmptyBody,
  '/api/recharge/submit': RechargeSubmitBody,
  '/api/user/rechargelist': ReviewListBody,
  '/api/withdraw/rules': EmptyBody,
  '/api/withdraw/withdraw': WithdrawBody,
  '/api/user/withdrawlist': ReviewListBody,
  '/api/user/moneylog': MoneyLogBody,
  '/api/message/list': MessageListBody,
  '/api/message/unread': EmptyBody,
  '/api/message/read': MessageReadBody,
  // Shopping
  '/api/goods/brand': EmptyBody,
  '/api/goods/list': GoodsListBody,
  '/api/goods/detail': GoodsDetailBody,
  '/api/goods/level': EmptyBody,
  '/api/goods/buy': BuyBody,
  '/api/goods/quota': EmptyBody,
  '/api/user/buylog': BuyLogBody,
  '/api/user/buylogdetail': OrderIdBody,
  '/api/user/recentorder': OrderPageBody,
  '/api/user/recentorderdetail': OrderIdBody,
  '/api/user/reclog': OrderPageBody,
  '/api/order/receive': OrderIdBody,
  '/api/order/cancel': OrderIdBody,
  '/api/user/vipupgrade': VipUpgradeBody,
  // Lottery
  '/api/lottery/games': EmptyBody,
  '/api/lottery/current': GameBody,
  '/api/lottery/bet': BetBody,
  '/api/lottery/buylog': LotteryPageBody,
  '/api/lottery/buylogday': LotteryPageBody,
  '/api/lottery/settled': SettledBody,
  '/api/lottery/draw': DrawBody,
  '/api/lottery/notcount': LotteryPageBody,
  '/api/lottery/notcountdetail': BetIdBody,
  '/api/lottery/limit': EmptyBody,
  '/api/lottery/setlimit': StakeLimitBody,
  // Shop-wide
  '/api/common/config': EmptyBody,
  '/api/common/customer': EmptyBody,
  '/api/common/content': ContentBody,
  '/api/notice/list': NoticeListBody,
  '/api/notice/detail': NoticeDetailBody,
  '/api/telemetry/remote': TelemetryRemoteBody,
  '/api/telemetry/vitals': TelemetryVitalsBody,
  // Operators: money
  '/api/admin/login': AdminLoginBody,
  '/api/admin/login/link': EnrolLinkBody,
  '/api/admin/login/passkey/options': TicketBody,
  '/api/admin/login/passkey': TicketPasskeyBody,
  '/api/admin/login/totp': TicketCodeBody,
  '/api/admin/login/recovery': TicketCodeBody,
  '/api/admin/login/enrol/passkey/options': TicketBody,
  '/api/admin/login/enrol/passkey': TicketPasskeyAddBody,
  '/api/admin/login/enrol/totp/options': TicketBody,
  '/api/admin/login/enrol/totp': TicketCodeBody,
  '/api/admin/factor/list': EmptyBody,
  '/api/admin/factor/passkey/options': EmptyBody,
  '/api/admin/factor/passkey/add': FactorPasskeyAddBody,
  '/api/admin/factor/totp/options': EmptyBody,
  '/api/admin/factor/totp/add': FactorCodeBody,
  '/api/admin/factor/remove': FactorRemoveBody,
  '/api/admin/factor/recovery': EmptyBody,
  '/api/admin/operator/factor-reset': FactorResetBody,
  '/api/admin/logout': EmptyBody,
  '/api/admin/session/list': AdminSessionListBody,
  '/api/admin/session/end': AdminSessionEndBody,
  '/api/admin/deposit/list': AdminListFilters,
  '/api/admin/deposit/approve': AdminReviewBody,
  '/api/admin/deposit/reject': AdminRejectBody,
  '/api/admin/withdraw/list': AdminListFilters,
  '/api/admin/withdraw/approve': AdminReviewBody,
  '/api/admin/withdraw/reject': AdminRejectBody,
  '/api/admin/withdraw/card': AdminWithdrawCardBody,
  '/api/admin/channel/list': AdminPageBody,
  '/api/admin/channel/save': ChannelSaveBody,
  '/api/admin/user/adjust': UserAdjustBody,
  '/api/admin/approval/list': ApprovalListBody,
  '/api/admin/approval/count': EmptyBody,
  '/api/admin/approval/approve': ApprovalDecideBody,
  '/api/admin/approval/reject': ApprovalRejectBody,
  '/api/admin/approval/settings': EmptyBody,
  '/api/admin/approval/settings/save': ApprovalSettingsBody,
  '/api/admin/ledger/verify': AdminPageBody,
  // Operators: customers, dashboard, audit, operators
  '/api/admin/user/list': AdminUserListBody,
  '/api/admin/user/get': AdminUserGetBody,
  '/api/admin/user/moneylog': AdminUserMoneyLogBody,
  '/api/admin/user/bets': AdminUserPageBody,
  '/api/admin/user/messages': AdminUserPageBody,
  '/api/admin/user/signins': AdminUserPageBody,
  '/api/admin/dashboard': AdminDashboardBody,
  '/api/admin/audit/list': AdminAuditListBody,
  '/api/admin/message/list': AdminPageBody,
  '/api/admin/message/unread': EmptyBody,
  '/api/admin/message/read': AdminMessageReadBody,
  '/api/admin/operator/list': EmptyBody,
  '/api/admin/operator/save': AdminOperatorSaveBody,
  // Operators: catalogue and orders
  '/api/admin/brand/list': AdminPageBody,
  '/api/admin/brand/save': BrandSaveBody,
  '/api/admin/goods/list': AdminGoodsListBody,
  '/api/admin/goods/save': GoodsSaveBody,
  '/api/admin/goods/stock': GoodsStockBody,
  '/api/admin/vip/list': AdminPageBody,
  '/api/admin/vip/save': VipSaveBody,
  '/api/admin/order/list': AdminOrderListFilters,
  '/api/admin/order/ship': AdminOrderShipBody,
  // Operators: lottery
  '/api/admin/lottery/game/list': AdminPageBody,
  '/api/admin/lottery/game/save': GameSaveBody,
  '/api/admin/lottery/draw/list': AdminDrawListBody,
  '/api/admin/lottery/summary': AdminLotterySummaryBody,
  // Operators: content
  '/api/admin/config/get': EmptyBody,
  '/api/admin/config/save': ConfigSaveBody,
  '/api/admin/notice/list': AdminPageBody,
  '/api/admin/notice/save': NoticeSaveBody,
  '/api/admin/notice/withdraw': NoticeGroupBody,
  '/api/admin/content/list': EmptyBody,
  '/api/admin/content/get': AdminContentGetBody,
  '/api/admin/content/save': ContentSaveBody,
  // Deployers: releases and remotes
  '/api/admin/release/list': AdminReleaseListBody,
  '/api/admin/release/publish': AdminReleasePublishBody,
  '/api/admin/release/promote': AdminReleaseVersionBody,
  '/api/admin/release/canary': AdminReleaseCanaryBody,
  '/api/admin/release/rollback': AdminReleaseRollbackBody,
  '/api/admin/release/preview': AdminReleasePreviewBody,
  // Operators: the shop's field vitals (issue 27)
  '/api/admin/vitals/summary': AdminVitalsSummaryBody,
  '/api/admin/remote/list': EmptyBody,
  '/api/admin/remote/save': AdminRemoteSaveBody,
  '/api/admin/remote/retire': AdminRemoteRetireBody,
  // The shop's smoke runner (its own token)
  '/api/smoke/claim': SmokeClaimBody,
  '/api/smoke/verdict': SmokeVerdictBody,
} satisfies Record<string, TSchema>;

export type RequestUrl = keyof typeof REQUESTS;
