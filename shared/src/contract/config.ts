import { Type, type Static } from '@sinclair/typebox';
import type { Vip } from './account';
import { Page } from './bank';
import { requestBody } from './common';
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

export const TAB_ICON_NAMES = ['home', 'notice', 'service', 'me', 'shopping', 'lottery', 'message'] as const;

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

export interface ShopConfig {
  base: Static<typeof BaseConfig>;
  clause: Static<typeof ClauseConfig>;
  sign_in: Static<typeof SignInConfig>;
  navigation: Static<typeof NavigationConfig>;
  tabbar: Static<typeof TabBarSettings>;
  banner: Static<typeof BannerConfig>;
  download: Static<typeof DownloadConfig>;
  /** The entry level and every level with its published rules. */
  vipLevel: number;
  vipList: Vip[];
  /** The IANA time zone of the shop's day (SHOP_TIME_ZONE): daily quotas, sign-in and bets by day count in it. */
  time_zone: string;
  /** Changes whenever any of the above does: the shell compares it with its stored copy. */
  version: string;
}

export const ConfigSaveBody = requestBody({
  key: Type.Union(Object.keys(CONFIG_SCHEMAS).map((k) => Type.Literal(k))),
  /** One of the keys' values here; the server checks it against the named key's own schema (CONFIG_SCHEMAS). */
  value: Type.Union(Object.values(CONFIG_SCHEMAS)),
});
export type ConfigSaveBody = Static<typeof ConfigSaveBody>;

/** /api/user/signin: once per shop day; /api/user/signinlog {month: "YYYY-MM"} for the calendar. */
export const SignInBody = requestBody({ request_id: Type.String({ minLength: 36, maxLength: 36, pattern: RULES.uuidPattern }) });
export type SignInBody = Static<typeof SignInBody>;

export const SignInLogBody = requestBody({ month: Type.Optional(Type.String({ minLength: 7, maxLength: 7, pattern: '^\\d{4}-(?:0[1-9]|1[0-2])$' })), page: Page });
export type SignInLogBody = Static<typeof SignInLogBody>;

export interface SignInAnswer {
  day: string;
  points: number;
  successions: number;
  maxsuccessions: number;
  /** What signing in tomorrow would give, if the streak holds. */
  next_points: number;
}

export interface SignInMonth {
  month: string;
  /** Days of the month signed in on (YYYY-MM-DD), and whether today is among them. */
  days: string[];
  today: string;
  signed_today: 0 | 1;
  successions: number;
  maxsuccessions: number;
  /** Points today's sign-in gives (or gave). */
  today_points: number;
}

/** The published sign-in rule: the base, plus the bonus for each day of the streak after the first, up to the cap. */
export function signInPoints(rule: { base_points: number; streak_bonus: number; max_bonus: number }, streak: number): number {
  return rule.base_points + Math.min(Math.max(streak - 1, 0) * rule.streak_bonus, rule.max_bonus);
}

/** /api/admin/notice/*: a notice in both languages (operator HTML, sanitized where it is shown), by group id. */
export const NoticeSaveBody = requestBody({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  title_en: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  content_en: Type.String({ minLength: 1, maxLength: 20_000 }),
  title_zh: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  content_zh: Type.String({ minLength: 1, maxLength: 20_000 }),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
});
export type NoticeSaveBody = Static<typeof NoticeSaveBody>;

export const NoticeGroupBody = requestBody({ id: Type.Integer({ minimum: 1 }) });
export type NoticeGroupBody = Static<typeof NoticeGroupBody>;

export interface AdminNotice {
  id: number;
  status: 'published' | 'draft' | 'withdrawn';
  title_en: string;
  content_en: string;
  title_zh: string;
  content_zh: string;
  createtime: number;
  updatetime: number;
}

/** /api/admin/content/save: a content page (about, terms, privacy …) in both languages. */
export const ContentSaveBody = requestBody({
  key: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z0-9_-]{1,50}$' }),
  title_en: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  body_en: Type.String({ minLength: 1, maxLength: 50_000 }),
  title_zh: Type.String({ minLength: 1, maxLength: 200, pattern: RULES.notBlankPattern }),
  body_zh: Type.String({ minLength: 1, maxLength: 50_000 }),
});
export type ContentSaveBody = Static<typeof ContentSaveBody>;
