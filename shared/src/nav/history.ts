import { readStored, STORAGE_KEYS, writeStored } from '../session/storage';

/** One visited page and where it was scrolled to when the user left it. */
export interface HistoryEntry {
  path: string;
  scrollY: number;
}

export type NavMode = 'push' | 'replace' | 'relaunch' | 'back';

/** The route history of SPEC.md §2, as pure steps over a stack; the newest entry is last. */
export const historySteps = {
  push: (stack: HistoryEntry[], path: string): HistoryEntry[] => [...stack, { path, scrollY: 0 }],
  replace: (stack: HistoryEntry[], path: string): HistoryEntry[] => [...stack.slice(0, -1), { path, scrollY: 0 }],
  relaunch: (path: string): HistoryEntry[] => [{ path, scrollY: 0 }],
  /** Drops the current entry; the previous one (with its scroll position) is where back goes, if any. */
  back: (stack: HistoryEntry[]): { stack: HistoryEntry[]; target?: HistoryEntry } => {
    const rest = stack.slice(0, -1);
    return { stack: rest, target: rest[rest.length - 1] };
  },
  saveScroll: (stack: HistoryEntry[], scrollY: number): HistoryEntry[] =>
    stack.length === 0 ? stack : [...stack.slice(0, -1), { ...stack[stack.length - 1]!, scrollY }],
  /**
   * Brings the stack in line with a location the user reached some other way (browser back, a typed URL):
   * the previous entry means back, the current one means nothing, anything else is a new page.
   */
  sync: (stack: HistoryEntry[], path: string): { stack: HistoryEntry[]; mode: NavMode | 'none' } => {
    if (stack[stack.length - 1]?.path === path) return { stack, mode: 'none' };
    if (stack[stack.length - 2]?.path === path) return { stack: stack.slice(0, -1), mode: 'back' };
    return { stack: historySteps.push(stack, path), mode: 'push' };
  },
};

/** Kept in local storage so a reload keeps the way back (SPEC.md §2). */
export const historyStore = {
  read: (): HistoryEntry[] => {
    const stored = readStored<HistoryEntry[]>(STORAGE_KEYS.routeHistory);
    return Array.isArray(stored) ? stored.filter((e) => typeof e?.path === 'string').slice(-50) : [];
  },
  write: (stack: HistoryEntry[]) => writeStored(STORAGE_KEYS.routeHistory, stack.slice(-50)),
};
