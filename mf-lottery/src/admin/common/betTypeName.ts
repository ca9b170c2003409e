/** A message id and its values. */
export interface Text {
  id: string;
  values?: Record<string, string | number>;
}

const numbered = /^(sum|triple)_(\d{1,2})$/;
const SIMPLE: Record<string, string> = {
  big: 'admin.lottery.type.big',
  small: 'admin.lottery.type.small',
  odd: 'admin.lottery.type.odd',
  even: 'admin.lottery.type.even',
  triple_any: 'admin.lottery.type.tripleAny',
};

/**
 * A bet type's name in the console's catalog ("Big", "Total 10", "Triple 6"): the shop's names are in the shop's
 * catalog, which the console does not load. A code this build does not know is shown as it is.
 */
export function betTypeName(code: string): Text {
  const m = numbered.exec(code);
  if (m) return { id: m[1] === 'sum' ? 'admin.lottery.type.sum' : 'admin.lottery.type.triple', values: { n: Number(m[2]) } };
  return SIMPLE[code] ? { id: SIMPLE[code] } : { id: 'admin.lottery.type.other', values: { code } };
}
