export { createFormatter, dayIn, noonOfDay, useFormat, type Formatter, type MomentStyle, type UnixSeconds } from './useFormat';
export { Count, Figure, Moment, Money, ShopDay, ShopDayNote } from './Formatted';
