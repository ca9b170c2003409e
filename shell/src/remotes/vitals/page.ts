import type { RemoteRegistryEntry } from '@snapmall/shared';
import type { ConnectionType, DeviceClass, VitalSample } from '@snapmall/shared/contract';
import { CLS_SCALE, type VitalMetric } from '@snapmall/shared/vitals';
import { ownerOf } from '../../routing/owner';

/** What a sample says about where it was measured, and nothing about who: the route pattern, never its query. */

// The server's patterns (shared/src/contract/vitals.ts, releases.ts): a sample it would refuse is never sent.
const ROUTE = /^\/[A-Za-z0-9_/-]{0,79}$/;
const REMOTE = /^mf-[a-z0-9-]{1,37}$/;
const VERSION = /^[0-9A-Za-z.+-]{3,80}$/;
const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'];
/** The widths where the shop's layout changes (SPEC §2: side windows from 568 px), rounded to common device sizes. */
const TABLET_FROM_PX = 600;
const DESKTOP_FROM_PX = 1024;

/** The hash route's path without its query (`#/pages/goods/detail?id=7` → `/pages/goods/detail`). */
export const routeOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

export function deviceClass(width: number): DeviceClass {
  return width < TABLET_FROM_PX ? 'phone' : width < DESKTOP_FROM_PX ? 'tablet' : 'desktop';
}

/** navigator.connection.effectiveType where the browser has it (Chromium), else unknown. */
export function connectionType(nav: Navigator = navigator): ConnectionType {
  const type = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return typeof type === 'string' && CONNECTIONS.includes(type) ? (type as ConnectionType) : 'unknown';
}

/** The whole number the server keeps: milliseconds, or thousandths of a layout shift score. */
export const wholeValue = (metric: VitalMetric, value: number) => Math.min(3_600_000, Math.max(0, Math.round(metric === 'CLS' ? value * CLS_SCALE : value)));

/**
 * A measured vital as a sample of the release that drew its route, or undefined when no release did: a shell's
 * own page, a remote served from its local build (no version to count), or a route the server would refuse.
 */
export function sampleOf(metric: VitalMetric, value: number, route: string, registry: RemoteRegistryEntry[]): VitalSample | undefined {
  const owner = ownerOf(registry, route);
  const remote = owner?.remote ?? owner?.name.replace(/_/g, '-');
  if (!owner?.version || !remote || !REMOTE.test(remote) || !VERSION.test(owner.version) || !ROUTE.test(route)) return undefined;
  return { metric, value: wholeValue(metric, value), route, remote, version: owner.version };
}

/** Whether this page load is one of the sampled share (decided once per load). */
export const sampled = (rate: number, random: () => number = Math.random) => rate > 0 && random() < rate;
