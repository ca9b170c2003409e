import { readStored, STORAGE_KEYS, writeStored } from '@snapmall/shared';

/** When the customer last looked at the notice list: the publication time (unix s) of the newest notice seen then. */
export function readNoticesSeen(): number {
  const seen = readStored<number>(STORAGE_KEYS.noticesSeen);
  return typeof seen === 'number' && Number.isFinite(seen) ? seen : 0;
}

/** Remembers that everything up to the newest of these notices has been seen (never moves back). */
export function markNoticesSeen(list: ReadonlyArray<{ createtime: number }>) {
  const newest = Math.max(0, ...list.map((n) => n.createtime));
  if (newest > readNoticesSeen()) writeStored(STORAGE_KEYS.noticesSeen, newest);
}

/** Whether a notice came out after the customer last looked. */
export const isNew = (notice: { createtime: number }, seen: number) => notice.createtime > seen;

export const countNew = (list: ReadonlyArray<{ createtime: number }>, seen: number) => list.filter((n) => isNew(n, seen)).length;
