import { Type, type Static } from '@sinclair/typebox';
import { VITAL_METRICS } from '../vitals/metrics';
import { Int, requestBody } from './common';
import { ClientId, ReleaseVersion, RemoteName } from './releases';

/**
 * The field Web Vitals calls (issue 27): the shell reports its pages' vitals to /api/telemetry/vitals, the console
 * reads their p75s from /api/admin/vitals/summary. Only names and numbers travel: the page's route pattern, the
 * remote and version that drew it, a device class and a connection type; no user, no address, no query string.
 */

export const VitalMetricName = Type.Union(VITAL_METRICS.map((m) => Type.Literal(m)));
export const DeviceClass = Type.Union([Type.Literal('phone'), Type.Literal('tablet'), Type.Literal('desktop')]);
export type DeviceClass = Static<typeof DeviceClass>;
/** navigator.connection.effectiveType, or unknown where the browser does not say. */
export const ConnectionType = Type.Union([Type.Literal('slow-2g'), Type.Literal('2g'), Type.Literal('3g'), Type.Literal('4g'), Type.Literal('unknown')]);
export type ConnectionType = Static<typeof ConnectionType>;

/** One measured vital: milliseconds, or thousandths for CLS (shared/src/vitals/metrics.ts). */
export const VitalSample = Type.Object(
  {
    metric: VitalMetricName,
    value: Type.Integer({ minimum: 0, maximum: 3_600_000 }),
    /** The route pattern the page was on (`/pages/goods/detail`), never its query. */
    route: Type.String({ minLength: 1, maxLength: 80, pattern: '^/[A-Za-z0-9_/-]*$' }),
    remote: RemoteName,
    version: ReleaseVersion,
  },
  { additionalProperties: false },
);
export type VitalSample = Static<typeof VitalSample>;

/**
 * One browser's batch, with the client id and preview token the remotes' telemetry carries: the server counts a
 * sample only for a version the registry serves that client, from a client its address may bring (the canary's
 * trust rules), and drops the rest rather than refusing.
 */
export const TelemetryVitalsBody = requestBody({
  client: ClientId,
  preview: Type.Optional(Type.String({ maxLength: 600 })),
  device: DeviceClass,
  connection: ConnectionType,
  samples: Type.Array(VitalSample, { minItems: 1, maxItems: 20 }),
});
export type TelemetryVitalsBody = Static<typeof TelemetryVitalsBody>;

/** /api/admin/vitals/summary: the last day or the last week. */
export const AdminVitalsSummaryBody = requestBody({ days: Type.Union([Type.Literal(1), Type.Literal(7)]) });
export type AdminVitalsSummaryBody = Static<typeof AdminVitalsSummaryBody>;

/** A metric's p75 over the span (null with no samples) and how many samples it is of. */
export const VitalFigure = Type.Object({ metric: VitalMetricName, p75: Type.Union([Int, Type.Null()]), samples: Int });
export type VitalFigure = Static<typeof VitalFigure>;

/** A page, or a remote's version, with its five figures in VITAL_METRICS order. */
export const VitalsRow = Type.Object({
  remote: Type.String(),
  /** The route for a page row; the release version for a version row. */
  name: Type.String(),
  vitals: Type.Array(VitalFigure),
});
export type VitalsRow = Static<typeof VitalsRow>;

export const AdminVitalsSummary = Type.Object({
  days: Int,
  pages: Type.Array(VitalsRow),
  versions: Type.Array(VitalsRow),
});
export type AdminVitalsSummary = Static<typeof AdminVitalsSummary>;
