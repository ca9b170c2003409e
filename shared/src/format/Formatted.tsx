import { FormattedMessage } from 'react-intl';
import { useFormat, type MomentStyle, type UnixSeconds } from './useFormat';

/** An amount of money: "3,000.00". */
export function Money({ value }: { value: string | null | undefined }) {
  return <>{useFormat().money(value)}</>;
}

/** Points or any whole count, grouped: "1,399"; `signed` shows a gain or loss as "+1,399" or "-20". */
export function Count({ value, signed = false }: { value: number; signed?: boolean }) {
  return <>{useFormat().count(value, signed)}</>;
}

/**
 * A statement's figure as the server writes it ("-1299.00", "+300", "1200"): cash with grouping and two decimals,
 * points grouped; with `signed`, the sign written out ("+1,000.00", "-1,299.00"), never left to a colour.
 */
export function Figure({ value, points = false, signed = false }: { value: string; points?: boolean; signed?: boolean }) {
  const format = useFormat();
  const text = value.trim();
  const out = text.startsWith('-');
  const size = text.replace(/^[+-]/, '');
  const shown = points ? format.count(Number(size)) : format.money(size);
  return <>{signed ? `${out ? '-' : '+'}${shown}` : `${out ? '-' : ''}${shown}`}</>;
}

/** A timestamp as a `<time>` element, in the browser's time zone, in the shop's one style. */
export function Moment({ at, style = 'dateTime' }: { at: UnixSeconds; style?: MomentStyle }) {
  const format = useFormat();
  return <time dateTime={new Date(at * 1000).toISOString()}>{format.moment(at, style)}</time>;
}

/** A shop day ("YYYY-MM-DD") as a `<time>` element; pair it with ShopDayNote where days are listed. */
export function ShopDay({ day, options }: { day: string; options?: Intl.DateTimeFormatOptions }) {
  return <time dateTime={day}>{useFormat().shopDay(day, options)}</time>;
}

/** Says which calendar the days on a page are: the shop's, in its time zone by name. */
export function ShopDayNote({ className }: { className?: string }) {
  const { shopZoneName } = useFormat();
  return (
    <p className={className} data-testid="shop-day-note">
      <FormattedMessage id="format.shopDays" values={{ zone: shopZoneName }} />
    </p>
  );
}
