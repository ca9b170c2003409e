import { Type } from '@sinclair/typebox';
import { LoginAnswer, LoginBody, ProfileBody, RegisterBody, SetPayPasswordBody, UpdatePasswordBody, UpdatePayPasswordBody, UserInfo, Vip } from './account';
import { BankCard, CardUpdateBody, Deposit, DepositChannel, MessageListAnswer, MessageListBody, MessageReadBody, MoneyLogBody, MoneyLogEntry, PageOf, RechargeSubmitBody, ReviewListBody, UnreadCount, WithdrawBody, WithdrawRules, Withdrawal } from './bank';
import { CustomerEntry, EmptyBody, NoData } from './common';
import { ShopConfig, SignInAnswer, SignInBody, SignInLogBody, SignInMonth } from './config';
import { Bet, BetBody, BetDay, BetIdBody, CurrentPeriod, Draw, DrawBody, DrawLookup, GameBody, LotteryGame, LotteryPageBody, SettledBody, StakeLimit, StakeLimitBody } from './lottery';
import { ContentBody, ContentPage, Notice, NoticeDetailBody, NoticeListBody, NoticePage } from './notices';
import { BuyBody, BuyLogBody, BuyQuota, Order, OrderDetail, OrderIdBody, OrderPageBody, ReceivedPage, VipUpgradeAnswer, VipUpgradeBody } from './orders';
import { DevAdoptBody, DevSession, ReleaseView, TelemetryRemoteBody } from './releases';
import { Brand, Goods, GoodsDetailBody, GoodsListBody } from './shopping';
import { SmokeClaimAnswer, SmokeClaimBody, SmokeVerdictBody } from './smoke';
import { TelemetryVitalsBody } from './vitals';
import { call } from './call';

/**
 * The calls of the shop's customers, of anybody, and of the smoke runner, each defined once (issue 28): its URL
 * exactly as the server registers it, its request body, what it answers in `data`, who may make it, and a summary.
 * The server registers each with these schemas (server/src/http/call.ts), the client's endpoints take their URL and
 * types from here (callsOf, in @snapmall/shared), the mocks validate with the same body schemas, and the OpenAPI
 * document names each operation by it. The operators' calls are in calls-admin.ts.
 */
export const SHOP_CALLS = {
  // Customers: account
  '/api/user/register': call(RegisterBody, LoginAnswer, 'public', 'Register a customer and log in'),
  '/api/user/login': call(LoginBody, LoginAnswer, 'public', 'Log a customer in'),
  '/api/user/logout': call(EmptyBody, NoData, 'customer', "End the customer's session"),
  '/api/user/retval': call(EmptyBody, UserInfo, 'customer', 'The logged-in customer, with balances'),
  '/api/user/profile': call(ProfileBody, UserInfo, 'customer', "Change the customer's nickname or avatar"),
  '/api/user/updatepassword': call(UpdatePasswordBody, NoData, 'customer', 'Change the login password'),
  '/api/user/setpaypassword': call(SetPayPasswordBody, UserInfo, 'customer', 'Set the pay password the first time'),
  '/api/user/updatepaypassword': call(UpdatePayPasswordBody, UserInfo, 'customer', 'Change the pay password'),
  '/api/user/signin': call(SignInBody, SignInAnswer, 'customer', "Sign in for today's points"),
  '/api/user/signinlog': call(SignInLogBody, SignInMonth, 'customer', 'A month of sign-ins'),
  // Money
  '/api/withdraw/bankcard': call(EmptyBody, Type.Union([BankCard, Type.Null()]), 'customer', "The customer's bound bank card, or none"),
  '/api/withdraw/cardupdate': call(CardUpdateBody, BankCard, 'customer', 'Bind or change the bank card'),
  '/api/recharge/channels': call(EmptyBody, Type.Array(DepositChannel), 'customer', 'The deposit channels open to the customer'),
  '/api/recharge/submit': call(RechargeSubmitBody, Deposit, 'customer', 'Request a deposit'),
  '/api/user/rechargelist': call(ReviewListBody, PageOf(Deposit), 'customer', "The customer's deposits"),
  '/api/withdraw/rules': call(EmptyBody, WithdrawRules, 'customer', 'What the customer may withdraw now: limits, count, fee'),
  '/api/withdraw/withdraw': call(WithdrawBody, Withdrawal, 'customer', 'Request a withdrawal to the bound card'),
  '/api/user/withdrawlist': call(ReviewListBody, PageOf(Withdrawal), 'customer', "The customer's withdrawals"),
  '/api/user/moneylog': call(MoneyLogBody, PageOf(MoneyLogEntry), 'customer', "The customer's statement, line by line"),
  '/api/message/list': call(MessageListBody, MessageListAnswer, 'customer', "The customer's messages"),
  '/api/message/unread': call(EmptyBody, UnreadCount, 'customer', "How many of the customer's messages are unread"),
  '/api/message/read': call(MessageReadBody, UnreadCount, 'customer', 'Mark messages read'),
  // Shopping
  '/api/goods/brand': call(EmptyBody, Type.Array(Brand), 'public', 'The brands of snap buying'),
  '/api/goods/list': call(GoodsListBody, PageOf(Goods), 'customer', 'Goods of a brand, by VIP level'),
  '/api/goods/detail': call(GoodsDetailBody, Goods, 'customer', 'One good'),
  '/api/goods/level': call(EmptyBody, Type.Array(Vip), 'public', 'The VIP levels'),
  '/api/goods/buy': call(BuyBody, Order, 'customer', 'Snap-buy a good'),
  '/api/goods/quota': call(EmptyBody, BuyQuota, 'customer', 'How many snap buys are left today'),
  '/api/user/buylog': call(BuyLogBody, PageOf(Order), 'customer', "The customer's orders"),
  '/api/user/buylogdetail': call(OrderIdBody, OrderDetail, 'customer', "One of the customer's orders"),
  '/api/user/recentorder': call(OrderPageBody, PageOf(Order), 'customer', "The customer's recent orders"),
  '/api/user/recentorderdetail': call(OrderIdBody, OrderDetail, 'customer', 'One recent order'),
  '/api/user/reclog': call(OrderPageBody, ReceivedPage, 'customer', "The customer's received orders"),
  '/api/order/receive': call(OrderIdBody, Order, 'customer', 'Confirm an order received'),
  '/api/order/cancel': call(OrderIdBody, Order, 'customer', 'Cancel an unshipped order'),
  '/api/user/vipupgrade': call(VipUpgradeBody, VipUpgradeAnswer, 'customer', 'Buy the next VIP level'),
  // Lottery
  '/api/lottery/games': call(EmptyBody, Type.Array(LotteryGame), 'customer', 'The lottery games'),
  '/api/lottery/current': call(GameBody, CurrentPeriod, 'customer', "A game's current period"),
  '/api/lottery/bet': call(BetBody, Bet, 'customer', 'Place a bet with points'),
  '/api/lottery/buylog': call(LotteryPageBody, PageOf(Bet), 'customer', "The customer's bets"),
  '/api/lottery/buylogday': call(LotteryPageBody, PageOf(BetDay), 'customer', "The customer's bets summed per day"),
  '/api/lottery/settled': call(SettledBody, PageOf(Draw), 'customer', "A game's settled draws"),
  '/api/lottery/draw': call(DrawBody, DrawLookup, 'customer', 'One draw'),
  '/api/lottery/notcount': call(LotteryPageBody, PageOf(Bet), 'customer', "The customer's bets not yet settled"),
  '/api/lottery/notcountdetail': call(BetIdBody, Bet, 'customer', 'One unsettled bet'),
  '/api/lottery/limit': call(EmptyBody, StakeLimit, 'customer', "The customer's own stake limit"),
  '/api/lottery/setlimit': call(StakeLimitBody, StakeLimit, 'customer', "Set the customer's own stake limit"),
  // Shop-wide
  '/api/common/config': call(EmptyBody, ShopConfig, 'public', "The shop's public settings"),
  '/api/common/customer': call(EmptyBody, Type.Array(CustomerEntry), 'public', 'How to reach customer service'),
  '/api/common/content': call(ContentBody, ContentPage, 'public', 'A content page'),
  '/api/notice/list': call(NoticeListBody, NoticePage, 'public', "The shop's notices"),
  '/api/notice/detail': call(NoticeDetailBody, Notice, 'public', 'One notice'),
  '/api/telemetry/remote': call(TelemetryRemoteBody, NoData, 'public', 'Report a remote that failed to load'),
  '/api/telemetry/vitals': call(TelemetryVitalsBody, NoData, 'public', "Report a page's Web Vitals"),
  // A developer's own browser (issue 29): a dev link is taken only by the browser it was made for.
  '/api/dev/adopt': call(DevAdoptBody, DevSession, 'public', 'Take a dev link in the browser it was made for'),
  '/api/dev/leave': call(EmptyBody, NoData, 'public', 'Leave development: the shop as released again'),
  // The shop's smoke runner (its own token)
  '/api/smoke/claim': call(SmokeClaimBody, SmokeClaimAnswer, 'runner', 'The smoke runner claims a release to test'),
  '/api/smoke/verdict': call(SmokeVerdictBody, ReleaseView, 'runner', "The smoke runner's verdict on a release"),
};
