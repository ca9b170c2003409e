import { useSyncExternalStore } from 'react';

/**
 * The server's clock as this device sees it. The device's own clock may be minutes off (or set by hand), so a
 * countdown runs on the server's time: the offset between the server_time of an answer and the device's clock
 * when that answer arrived, added to the device's clock as it ticks on.
 */
export const clockOffsetMs = (serverTime: number, receivedAtMs: number) => serverTime * 1000 - receivedAtMs;

/** Whole seconds from the server's now until a server time (unix seconds), never below 0. */
export function secondsUntil(at: number, offsetMs: number, deviceNowMs = Date.now()): number {
  return Math.max(0, Math.ceil((at * 1000 - (deviceNowMs + offsetMs)) / 1000));
}

/** Milliseconds of the device's clock until a server time is reached (for timers). */
export const msUntil = (at: number, offsetMs: number, deviceNowMs = Date.now()) => Math.max(0, at * 1000 - (deviceNowMs + offsetMs));

const everyQuarterSecond = (onTick: () => void) => {
  const timer = setInterval(onTick, 250);
  return () => clearInterval(timer);
};

/**
 * Seconds left until `at` on the server's clock. Checked four times a second, so a busy page or a late timer
 * never skips a second on screen, but the component renders again only when the shown second changes.
 */
export function useSecondsUntil(at: number, offsetMs: number): number {
  const read = () => secondsUntil(at, offsetMs);
  return useSyncExternalStore(everyQuarterSecond, read, read);
}

/** 75 → "1:15", 3725 → "1:02:05": a countdown as people read one. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
