import { useIntl, type IntlShape } from 'react-intl';
import { DEFAULT_SHOP_TIME_ZONE } from '../contract/defaults';
import { selectShopConfig } from '../config/configSlice';
import { formatMoney } from '../money/format';
import { useAppSelector } from '../store/store';

/** A server timestamp: unix seconds, as every answer carries them. */
export type UnixSeconds = number;

/** How wide a moment is shown: the day, the time of day, or both. */
export type MomentStyle = 'date' | 'time' | 'dateTime';

const MOMENT_OPTIONS: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** Noon UTC of a calendar day "YYYY-MM-DD": shown in UTC it is that day wherever the browser is. */
export const noonOfDay = (day: string) => Date.parse(`${day}T12:00:00Z`);

/**
 * The one way the shop shows figures, built on react-intl so every page agrees in both languages: money with
 * grouping and two decimals (never through a float), points and counts grouped, moments in the browser's time in
 * one style, and shop days — the calendar days quotas, sign-in and bets by day count in, which are the shop's
 * (`time_zone` of the configuration), not the browser's.
 */
export interface Formatter {
  /** "3000" → "3,000.00". */
  money(amount: string | null | undefined): string;
  /** 1399 → "1,399" (points and any other whole count); with `signed`, a gain or loss: "+1,399", "-20", "0". */
  count(value: number, signed?: boolean): string;
  /** A timestamp in the browser's time zone: "Nov 24, 2026", "7:31 PM" or "Nov 24, 2026, 7:31 PM". */
  moment(at: UnixSeconds, style?: MomentStyle): string;
  /** A shop day "2026-11-25" as a date ("Nov 25, 2026"), the same in every browser time zone. */
  shopDay(day: string, options?: Intl.DateTimeFormatOptions): string;
  /** The shop's time zone by name in the current language ("Taiwan Standard Time", "台灣標準時間"). */
  shopZoneName: string;
  /** The shop day it is now ("2026-11-25" while it is still the 24th in London), as a date input writes it. */
  shopToday(): string;
  /** The shop's IANA time zone. */
  shopTimeZone: string;
}

export function createFormatter(intl: IntlShape, shopTimeZone: string): Formatter {
  return {
    money: (amount) => formatMoney(amount, intl.locale),
    count: (value, signed = false) => intl.formatNumber(value, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' }),
    moment: (at, style = 'dateTime') => intl.formatDate(at * 1000, MOMENT_OPTIONS[style]),
    shopDay: (day, options = { dateStyle: 'medium' }) => intl.formatDate(noonOfDay(day), { ...options, timeZone: 'UTC' }),
    shopZoneName: zoneName(intl.locale, shopTimeZone),
    shopToday: () => dayIn(shopTimeZone, new Date()),
    shopTimeZone,
  };
}

/** The calendar day of a moment in a time zone, as YYYY-MM-DD (the en-CA date format is that shape). */
export function dayIn(timeZone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

function zoneName(locale: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(0);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The formatter for the current language and the shop's configured time zone. */
/**
 * One formatter per language and shop time zone, shared by every component: a list of a hundred <Money> builds
 * it (and looks the zone's name up) once, not once per row.
 */
const formatters = new WeakMap<IntlShape, Map<string, Formatter>>();

export function useFormat(): Formatter {
  const intl = useIntl();
  const shopTimeZone = useAppSelector(selectShopConfig)?.time_zone ?? DEFAULT_SHOP_TIME_ZONE;
  let byZone = formatters.get(intl);
  if (!byZone) formatters.set(intl, (byZone = new Map()));
  let formatter = byZone.get(shopTimeZone);
  if (!formatter) byZone.set(shopTimeZone, (formatter = createFormatter(intl, shopTimeZone)));
  return formatter;
}
