import { adminPart } from './admin';
import { lotteryPart } from './lottery';
import { messagesPart } from './messages';
import { noticesPart } from './notices';
import { ordersPart } from './orders';
import type { ScalePart } from './part';
import { signInPart } from './signin';
import { recordsPart, statementPart } from './statement';

/** Every part of the scale bench, in the order it runs. */
export const PARTS: ScalePart[] = [statementPart, recordsPart, ordersPart, lotteryPart, messagesPart, noticesPart, signInPart, adminPart];

/** The parts SCALE_PARTS names (comma-separated, e.g. `SCALE_PARTS=lottery,messages`), or all of them. */
export function pickedParts(picked = process.env.SCALE_PARTS): ScalePart[] {
  if (!picked) return PARTS;
  const names = picked.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !PARTS.some((p) => p.name === n));
  if (unknown.length) throw new Error(`SCALE_PARTS: no part ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.name).join(', ')})`);
  return PARTS.filter((p) => names.includes(p.name));
}
