import type { TelemetryVitalsBody, VitalSample } from '@snapmall/shared/contract';
import { clientId } from '../../federation/clientId';
import { previewToken } from '../previewToken';
import { connectionType, deviceClass } from './page';

export const VITALS_URL = '/api/telemetry/vitals';
/** The server takes at most this many samples a call (TelemetryVitalsBody). */
export const BATCH_SIZE = 20;
/** A sample waits this long for others (a page's load vitals come together), unless the page is hidden first. */
export const FLUSH_AFTER_MS = 5_000;

let queue: VitalSample[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** One browser's batch, with its client id and preview token: the server counts it under the canary telemetry's rules. */
function body(samples: VitalSample[]): TelemetryVitalsBody {
  const preview = previewToken();
  return { client: clientId(), ...(preview ? { preview } : {}), device: deviceClass(window.innerWidth), connection: connectionType(), samples };
}

/** Sends the queue by beacon (it outlives a page being left), in batches the server takes; never throws. */
export function flushVitals(): void {
  clearTimeout(timer);
  timer = undefined;
  try {
    while (queue.length > 0) navigator.sendBeacon?.(VITALS_URL, new Blob([JSON.stringify(body(queue.splice(0, BATCH_SIZE)))], { type: 'application/json' }));
  } catch {
    // Vitals never break the page.
  }
}

/**
 * Queues a sample. A hidden page may never run a timer again (a phone freezes or discards it): what is measured
 * then, the usual moment for INP and CLS, goes out at once.
 */
export function queueVital(sample: VitalSample): void {
  queue.push(sample);
  if (queue.length >= BATCH_SIZE || document.visibilityState === 'hidden') flushVitals();
  else timer ??= setTimeout(flushVitals, FLUSH_AFTER_MS);
}

/** For tests: forget the queue. */
export function resetVitals(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
}
