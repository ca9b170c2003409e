import { Type, type Static } from '@sinclair/typebox';
import { Vip } from './account';
import { Page } from './bank';
import { DayText, Flag, Int, requestBody } from './common';
import { RULES } from './rules';

/**
 * The shop's configuration (SPEC §3 "app store"): what the shell renders its chrome from. Texts come in both
 * languages so the copy the shell keeps in local storage serves either; the operator changes it through
 * /api/admin/config/save and `npm run ops -- config:set`, audited.
 */

const text = (max: number) => Type.String({ maxLength: max });
const Localized = (max: number) => Type.Object({ 'en-us': text(max), 'zh-tw': text(max) }, { additionalProperties: false });
const OriginPath = Type.String({ minLength: 1, maxLength: 255, pattern: RULES.avatarPathPattern });
const Link = Type.String({ minLength: 1, maxLength: 255, pattern: RULES.linkPattern });
const ContactLink = Type.String({ minLength: 1, maxLength: 255, pattern: RULES.contactLinkPattern });
/** '' for none, or a link (RULES.linkPattern). */
const OptionalLink = Type.Union([Type.Literal(''), Link]);
const Colour = Type.String({ minLength: 4, maxLength: 9, pattern: RULES.colourPattern });

/**
 * The icons a tab may show (config.tabbar's `icon`), the shell's TAB_ICONS draws each: the shop's own pages first,
 * then general ones for a remote's page (a rewards or a wallet page has no icon of its own).
 */
export const TAB_ICON_NAMES = [
  'home',
  'notice',
  'service',
  'me',
  'shopping',
  'lottery',
  'message',
  'gift',
  'star',
  'wallet',
  'card',
  'cart',
  'heart',
  'search',
  'bell',
  'chart',
  'coupon',
] as const;

export const BaseConfig = Type.Object(
  {
    site_name: Localized(50),
    website: OptionalLink,
    /** Customer-service entries, names in both languages. */
    services: Type.Array(Type.Object({ name: Localized(50), url: ContactLink }, { additionalProperties: false }), { maxItems: 10 }),
  },
  { additionalProperties: false },
);

/** Content keys of the about, terms and privacy pages (/api/common/content). */
export const ClauseConfig = Type.Object(
  { about: text(50), terms: text(50), privacy: text(50) },
  { additionalProperties: false },
);

/** Daily sign-in: points = base + min(streak − 1, max_bonus / streak_bonus steps) × streak_bonus (see signInPoints). */
export const SignInConfig = Type.Object(
  {
    enabled: Type.Boolean(),
    base_points: Type.Integer({ minimum: 0, maximum: 100_000 }),
    streak_bonus: Type.Integer({ minimum: 0, maximum: 100_000 }),
    max_bonus: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);

/** Which parts of the chrome show: the notice line, customer service, download, and the remotes' entries. */
export const NavigationConfig = Type.Object(
  { notices: Type.Boolean(), service: Type.Boolean(), download: Type.Boolean(), shopping: Type.Boolean(), lottery: Type.Boolean() },
  { additionalProperties: false },
);

const TabColours = {
  color: Colour,
  selectedColor: Colour,
  borderStyle: Type.Union([Type.Literal('black'), Type.Literal('white')]),
  backgroundColor: Colour,
};
export const TabBarSettings = Type.Object(
  {
    ...TabColours,
    dark: Type.Object(TabColours, { additionalProperties: false }),
    list: Type.Array(
      Type.Object(
        {
          pagePath: Type.String({ minLength: 1, maxLength: 100, pattern: RULES.routePattern }),
          text: Localized(20),
          icon: Type.Union(TAB_ICON_NAMES.map((n) => Type.Literal(n))),
        },
        { additionalProperties: false },
      ),
      { minItems: 2, maxItems: 5 },
    ),
  },
  { additionalProperties: false },
);

export const BannerConfig = Type.Array(
  // The link: '' for none, a route of the shop ("/pages/…"), or http(s): never javascript: or another scheme.
  Type.Object({ image: OriginPath, link: OptionalLink, alt: Localized(100) }, { additionalProperties: false }),
  { maxItems: 8 },
);

/** Native app download links the operator configured ('' for none). */
export const DownloadConfig = Type.Object({ android: OptionalLink, ios: OptionalLink }, { additionalProperties: false });

/** Every key the operator can set, with its schema. */
export const CONFIG_SCHEMAS = {
  base: BaseConfig,
  clause: ClauseConfig,
  sign_in: SignInConfig,
  navigation: NavigationConfig,
  tabbar: TabBarSettings,
  banner: BannerConfig,
  download: DownloadConfig,
} as const;
export type ConfigKey = keyof typeof CONFIG_SCHEMAS;

export const ShopConfig = Type.Object({
  ...CONFIG_SCHEMAS,
  /** The entry level and every level with its published rules. */
  vipLevel: Type.Integer(),
  vipList: Type.Array(Vip),
  /** The IANA time zone of the shop's day (SHOP_TIME_ZONE): daily quotas, sign-in and bets by day count in it. */
  time_zone: Type.String(),
  /** Changes whenever any of the above does: the shell compares it with its stored copy. */
  version: Type.String(),
});
export type ShopConfig = Static<typeof ShopConfig>;

export const ConfigSaveBody = requestBody({
  key: Type.Union(Object.keys(CONFIG_SCHEMAS).map((k) => Type.Literal(k))),
  /** One of the keys' values here; the server checks it against the named key's own schema (CONFIG_SCHEMAS). */
  value: Type.Union(Object.values(CONFIG_SCHEMAS)),
});
export type ConfigSaveBody = Static<typeof ConfigSaveBody>;

/** /api/admin/config/save: the key saved. */
export const ConfigSaved = Type.Object({ key: Type.Union((Object.keys(CONFIG_SCHEMAS) as ConfigKey[]).map((k) => Type.Literal(k))) });
export type ConfigSaved = Static<typeof ConfigSaved>;

/** /api/user/signin: once per shop day; /api/user/signinlog {month: "YYYY-MM"} for the calendar. */
export const SignInBody = requestBody({ request_id: Type.String({ minLength: 36, maxLength: 36, pattern: RULES.uuidPattern }) });
export type SignInBody = Static<typeof SignInBody>;

export const SignInLogBody = requestBody({ month: Type.Optional(Type.String({ minLength: 7, maxLength: 7, pattern: '^\\d{4}-(?:0[1-9]|1[0-2])$' })), page: Page });
export type SignInLogBody = Static<typeof SignInLogBody>;

export const SignInAnswer = Type.Object({
  day: DayText,
  points: Int,
  successions: Int,
  maxsuccessions: Int,
  /** What signing in tomorrow would give, if the streak holds. */
  next_points: Int,
});
export type SignInAnswer = Static<typeof SignInAnswer>;

export const SignInMonth = Type.Object({
  month: Type.String(),
  /** Days of the month signed in on (YYYY-MM-DD), and whether today is among them. */
  days: Type.Array(DayText),
  today: DayText,
  signed_today: Flag,
  successions: Int,
  maxsuccessions: Int,
  /** Points today's sign-in gives (or gave). */
  today_points: Int,
});
export type SignInMonth = Static<typeof SignInMonth>;

/** The published sign-in rule: the base, plus the bonus for each day of the streak after the first, up to the cap. */
export function signInPoints(rule: { base_points: number; streak_bonus: number; max_bonus: number }, streak: number): number {
  return rule.base_points + Math.min(Math.max(streak - 1, 0) * rule.streak_bonus, rule.max_bonus);
}
