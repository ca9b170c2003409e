import { DEFAULT_SHOP_TIME_ZONE } from '@snapmall/shared/contract';

/** The shop's calendar (SHOP_TIME_ZONE on the server): what the day's quota counts and when it starts again. */

/** A unix time's day in the shop's time zone, YYYY-MM-DD. */
export function shopDay(unix: number, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(unix * 1000));
}

/** How far the shop's zone is ahead of UTC at a moment, in seconds. */
function zoneOffset(unix: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(unix * 1000))
      .map((p) => [p.type, Number(p.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) / 1000) - unix;
}

/** When the shop's next day starts (unix seconds): what the quota's resets_at says (orders/repository shopDayBounds). */
export function nextShopDay(now: number, timeZone = DEFAULT_SHOP_TIME_ZONE): number {
  const [y, m, d] = shopDay(now, timeZone).split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d + 1) / 1000;
  return midnight - zoneOffset(midnight, timeZone);
}
