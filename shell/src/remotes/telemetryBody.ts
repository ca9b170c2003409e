import type { TelemetryEvent } from '@snapmall/shared/contract';
import { clientId } from '../federation/clientId';
import { previewToken } from './previewToken';

/**
 * What both senders of telemetry share (the lazy chunk, telemetry.ts, and the main bundle's beacon on leaving,
 * registry.ts): in the main bundle, so it must stay this small.
 */

/** Same origin and absolute path, as every other call of the shell (shared/src/api). */
export const TELEMETRY_URL = '/api/telemetry/remote';

/**
 * A call's body: this browser's client id and the preview link's token while it holds one, so the server counts the
 * client once per version and only for a version it serves it (TelemetryRemoteBody), and the events.
 */
export const telemetryBody = (events: TelemetryEvent[]) => JSON.stringify({ client: clientId(), preview: previewToken() ?? undefined, events });
