import { RULES, type ShopConfig } from '@snapmall/shared';
import type { ConfigKey } from '@snapmall/shared/contract';

/**
 * Each key's contract schema (shared/src/contract/config.ts, CONFIG_SCHEMAS) as the console checks it before
 * sending, so every mistake is said beside its field: errors by path ('list.0.pagePath', 'site_name.zh-tw') as
 * message ids. The schemas themselves stay on the server (the client imports no TypeBox); rules.test.ts holds
 * these checks to the server's answers. A little stricter where the shop would show nothing: a tab's and a banner
 * image's English words are required (the shell falls back to them).
 */
export type ConfigErrors = Record<string, string>;

const LINK = new RegExp(RULES.linkPattern);
const CONTACT = new RegExp(RULES.contactLinkPattern);
const COLOUR = new RegExp(RULES.colourPattern);
const ROUTE = new RegExp(RULES.routePattern);
const ORIGIN_PATH = new RegExp(RULES.avatarPathPattern);
const PAGE_KEY = /^[a-z0-9_-]{1,50}$/;
type Localized = { 'en-us': string; 'zh-tw': string };

export const LIMITS = { tabsMin: 2, tabsMax: 5, slidesMax: 8, servicesMax: 10, linkMax: 255, points: 100_000, maxBonus: 1_000_000 } as const;

function localized(errors: ConfigErrors, path: string, value: Localized, max: number, englishRequired = false) {
  for (const lang of ['en-us', 'zh-tw'] as const) {
    if (value[lang].length > max) errors[`${path}.${lang}`] = 'admin.config.error.tooLong';
  }
  if (englishRequired && !value['en-us'].trim()) errors[`${path}.en-us`] = 'admin.config.error.required';
}

/** '' for none, or http(s) to a named host, or a path on the shop: never javascript:, data: or '//host'. */
function optionalLink(errors: ConfigErrors, path: string, value: string) {
  if (value !== '' && (value.length > LIMITS.linkMax || !LINK.test(value))) errors[path] = 'admin.config.error.link';
}

function whole(errors: ConfigErrors, path: string, value: number, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max) errors[path] = 'admin.config.error.whole';
}

/** A customer-service address: http(s), a path on the shop, mailto: or tel: (RULES.contactLinkPattern). */
export const contactLinkError = (url: string): string | undefined =>
  !url || url.length > LIMITS.linkMax || !CONTACT.test(url) ? 'admin.config.error.contactLink' : undefined;

export const CHECKS: { [K in ConfigKey]: (value: ShopConfig[K]) => ConfigErrors } = {
  base(v) {
    const errors: ConfigErrors = {};
    localized(errors, 'site_name', v.site_name, 50);
    optionalLink(errors, 'website', v.website);
    if (v.services.length > LIMITS.servicesMax) errors.services = 'admin.config.error.tooMany';
    v.services.forEach((s, i) => {
      localized(errors, `services.${i}.name`, s.name, 50, true);
      const link = contactLinkError(s.url);
      if (link) errors[`services.${i}.url`] = link;
    });
    return errors;
  },
  clause(v) {
    const errors: ConfigErrors = {};
    for (const key of ['about', 'terms', 'privacy'] as const) if (!PAGE_KEY.test(v[key])) errors[key] = 'admin.config.error.pageKey';
    return errors;
  },
  sign_in(v) {
    const errors: ConfigErrors = {};
    whole(errors, 'base_points', v.base_points, LIMITS.points);
    whole(errors, 'streak_bonus', v.streak_bonus, LIMITS.points);
    whole(errors, 'max_bonus', v.max_bonus, LIMITS.maxBonus);
    return errors;
  },
  navigation: () => ({}),
  tabbar(v) {
    const errors: ConfigErrors = {};
    for (const [prefix, colours] of [['', v], ['dark.', v.dark]] as const) {
      for (const name of ['color', 'selectedColor', 'backgroundColor'] as const) {
        if (!COLOUR.test(colours[name])) errors[`${prefix}${name}`] = 'admin.config.error.colour';
      }
    }
    if (v.list.length < LIMITS.tabsMin || v.list.length > LIMITS.tabsMax) errors.list = 'admin.config.error.tabCount';
    const seen = new Set<string>();
    v.list.forEach((tab, i) => {
      if (!ROUTE.test(tab.pagePath)) errors[`list.${i}.pagePath`] = 'admin.config.error.route';
      else if (seen.has(tab.pagePath)) errors[`list.${i}.pagePath`] = 'admin.config.error.routeTwice';
      seen.add(tab.pagePath);
      localized(errors, `list.${i}.text`, tab.text, 20, true);
    });
    return errors;
  },
  banner(v) {
    const errors: ConfigErrors = {};
    if (v.length > LIMITS.slidesMax) errors[''] = 'admin.config.error.tooMany';
    v.forEach((slide, i) => {
      if (!slide.image || slide.image.length > LIMITS.linkMax || !ORIGIN_PATH.test(slide.image)) errors[`${i}.image`] = 'admin.config.error.image';
      optionalLink(errors, `${i}.link`, slide.link);
      localized(errors, `${i}.alt`, slide.alt, 100, true);
    });
    return errors;
  },
  download(v) {
    const errors: ConfigErrors = {};
    optionalLink(errors, 'android', v.android);
    optionalLink(errors, 'ios', v.ios);
    return errors;
  },
};

/** One key's errors, by path. */
export function configErrors<K extends ConfigKey>(key: K, value: ShopConfig[K]): ConfigErrors {
  return CHECKS[key](value);
}

/**
 * The server's 422 on the form: `value.list.0.pagePath` (the key's own schema) on its field; the route's words for
 * the value as a whole (`value`) on the form.
 */
export function serverConfigErrors(errors: Record<string, string[]> | undefined): { fields: ConfigErrors; form: string[] } {
  const fields: ConfigErrors = {};
  const form: string[] = [];
  for (const [name, messages] of Object.entries(errors ?? {})) {
    if (name.startsWith('value.')) fields[name.slice('value.'.length)] = messages[0] ?? '';
    else form.push(...messages);
  }
  return { fields, form };
}
