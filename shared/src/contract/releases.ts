import { Type, type Static } from '@sinclair/typebox';
import { Int, requestBody, Unix } from './common';

/**
 * The release calls (issue 17): /api/admin/release/* and /api/admin/remote/* for deployers (an operator's token
 * or a team's deploy token in `token`), /api/telemetry/remote for the shell. Versions are
 * `<package version>+<12 hex build hash>`; remote names are the workspace names (mf-bank).
 */

/** mf- and more: a remote's local build is served from its folder of the web root, so no other folder may be named. */
export const RemoteName = Type.String({ minLength: 4, maxLength: 40, pattern: '^mf-[a-z0-9-]+$' });
export const ReleaseVersion = Type.String({ minLength: 3, maxLength: 80, pattern: '^[0-9A-Za-z.+-]+$' });
/** A route prefix: an absolute path that ends with a slash (the shell matches paths by prefix). */
export const RoutePrefix = Type.String({ minLength: 2, maxLength: 80, pattern: '^/[a-z0-9/_-]*/$' });

export const AdminRemoteSaveBody = requestBody({
  name: RemoteName,
  prefixes: Type.Array(RoutePrefix, { minItems: 1, maxItems: 10 }),
  owner: Type.String({ minLength: 1, maxLength: 60 }),
});
export type AdminRemoteSaveBody = Static<typeof AdminRemoteSaveBody>;

export const AdminReleaseListBody = requestBody({ remote: RemoteName });
export type AdminReleaseListBody = Static<typeof AdminReleaseListBody>;

/** One built file: its path under the remote's dist folder and its bytes in base64. */
export const ReleaseFile = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_@.-]+(/[A-Za-z0-9_@.-]+)*$' }),
    content_base64: Type.String({ maxLength: 16 * 1024 * 1024 }),
  },
  { additionalProperties: false },
);
export const AdminReleasePublishBody = requestBody({
  remote: RemoteName,
  /** The remote's package.json version. */
  package_version: Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z.-]+$' }),
  files: Type.Array(ReleaseFile, { minItems: 1, maxItems: 2000 }),
});
export type AdminReleasePublishBody = Static<typeof AdminReleasePublishBody>;

export const AdminReleaseVersionBody = requestBody({ remote: RemoteName, version: ReleaseVersion });
export type AdminReleaseVersionBody = Static<typeof AdminReleaseVersionBody>;

/** percent 0 takes the canary off. */
export const AdminReleaseCanaryBody = requestBody({ remote: RemoteName, version: ReleaseVersion, percent: Type.Integer({ minimum: 0, maximum: 100 }) });
export type AdminReleaseCanaryBody = Static<typeof AdminReleaseCanaryBody>;

export const AdminReleaseRollbackBody = requestBody({ remote: RemoteName });
export type AdminReleaseRollbackBody = Static<typeof AdminReleaseRollbackBody>;

/** A browser's client id (the shell keeps it in localStorage, `snapmall:client`). */
export const ClientId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]{8,64}$' });

/** A signed preview link for a candidate, good only in the browser whose client id it names; it expires after `minutes` (default 60). */
export const AdminReleasePreviewBody = requestBody({
  remote: RemoteName,
  version: ReleaseVersion,
  client_id: ClientId,
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
});
export type AdminReleasePreviewBody = Static<typeof AdminReleasePreviewBody>;

/** A dev server's port on the developer's own machine (`http://localhost:<port>`); never a privileged one. */
export const DevPort = Type.Integer({ minimum: 1024, maximum: 65535 });

/**
 * A dev link (issue 29): one remote served from `http://localhost:<port>` (the developer's own machine) in the live
 * shop, for the one browser whose client id it names, until it expires after `minutes` (default 120, at most 720).
 */
export const AdminReleaseDevLinkBody = requestBody({
  remote: RemoteName,
  port: DevPort,
  client_id: ClientId,
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
});
export type AdminReleaseDevLinkBody = Static<typeof AdminReleaseDevLinkBody>;

/** /api/dev/adopt: the browser a dev link was made for takes it (any other browser is refused). */
// `link`, not `token`: every body's `token` is the session's (requestBody).
export const DevAdoptBody = requestBody({ link: Type.String({ minLength: 1, maxLength: 600 }), client_id: ClientId });
export type DevAdoptBody = Static<typeof DevAdoptBody>;

/** /api/admin/remote/retire: takes a remote off the registry (the owner's); its releases stay for the record. */
export const AdminRemoteRetireBody = requestBody({ name: RemoteName });
export type AdminRemoteRetireBody = Static<typeof AdminRemoteRetireBody>;

/** What the shell reports about a remote it loaded or failed to load. No user, no message text: names only. */
export const TelemetryEvent = Type.Object(
  {
    remote: RemoteName,
    version: ReleaseVersion,
    kind: Type.Union([Type.Literal('load'), Type.Literal('failure')]),
    route: Type.Optional(Type.String({ maxLength: 80, pattern: '^(/[A-Za-z0-9_/-]*)?$' })),
    error: Type.Optional(Type.String({ maxLength: 60, pattern: '^[A-Za-z0-9_.$-]*$' })),
  },
  { additionalProperties: false },
);
export type TelemetryEvent = Static<typeof TelemetryEvent>;
/**
 * A batch of one browser's events: `client` is its client id (the canary split's coin), `preview` the preview link's
 * token it holds, if any. The server counts an event only for a version the registry serves that client (its
 * stable or canary side, or its live preview), once per client and version (issue 25).
 */
export const TelemetryRemoteBody = requestBody({
  client: ClientId,
  preview: Type.Optional(Type.String({ maxLength: 600 })),
  events: Type.Array(TelemetryEvent, { minItems: 1, maxItems: 20 }),
});
export type TelemetryRemoteBody = Static<typeof TelemetryRemoteBody>;

/** The canary withdrawal rule, shown by release/list and release:list so teams know what trips it. */
export const CanaryRule = Type.Object({
  /**
   * Distinct clients that reported the canary, and as many that reported stable (unless the canary serves every
   * client), in the window before it is judged; each client counts once, as a failure if it reported one.
   */
  min_clients: Int,
  /** The canary is withdrawn when its failure rate exceeds stable's by more than this (0.05 = 5 points). */
  max_extra_failure_rate: Type.Number(),
  window_minutes: Int,
  /** Samples of LCP, and of INP, on each side in the window before their p75s are compared (issue 27)… */
  min_vitals: Int,
  /** …and the canary is withdrawn when its p75 LCP or INP exceeds stable's by more than this share (0.2 = 20 %). */
  vitals_margin: Type.Number(),
});
export type CanaryRule = Static<typeof CanaryRule>;

/**
 * Where a release's smoke run stands: queued at publish, running while the shop's smoke runner has it, then its
 * verdict. null: published before the shop ran the smoke itself and never queued (its files pruned).
 */
export const SmokeState = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('passed'), Type.Literal('failed'), Type.Null()]);
export type SmokeState = Static<typeof SmokeState>;

/** A published release as the deploy calls answer it: its files' total size, what it requires and exposes. */
export const ReleaseView = Type.Object({
  id: Int,
  remote: Type.String(),
  version: Type.String(),
  created_by: Type.String(),
  created_at: Unix,
  size: Int,
  /** Shared package → the version range it needs from the shell. */
  requires: Type.Record(Type.String(), Type.String()),
  routes: Type.Array(Type.String()),
  smoke: SmokeState,
  /** The smoke run's report: a line per route (ok or FAILED), then each problem. */
  smoke_note: Type.String(),
  /** When the verdict was recorded; null while none is. */
  smoke_at: Type.Union([Unix, Type.Null()]),
  pruned: Type.Boolean(),
});
export type ReleaseView = Static<typeof ReleaseView>;

/**
 * One event of a remote's releases, newest first in release/list: a publish, a smoke verdict, and every change of
 * a channel (canary set, ended or withdrawn by the judge with its figures in `note`, promote, rollback, and the
 * stable release taken off when the remote was retired).
 */
export const ReleaseLogEntry = Type.Object({
  at: Unix,
  action: Type.Union([
    Type.Literal('publish'),
    Type.Literal('smoke'),
    Type.Literal('canary'),
    Type.Literal('end'),
    Type.Literal('withdraw'),
    Type.Literal('promote'),
    Type.Literal('rollback'),
    Type.Literal('retire'),
  ]),
  version: Type.String(),
  /** The channel a channel change acted on; null for a publish or a verdict. */
  channel: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Null()]),
  /** The canary's share for canary, end and withdraw; null otherwise. */
  percent: Type.Union([Int, Type.Null()]),
  /** Who: operator:<name>, deploy:<token name>, cli:<login>, system:smoke-runner, system:canary-judge… */
  actor: Type.String(),
  /** Why, in the actor's words: the judge's figures, a verdict's summary ("1 of 6 routes failed"), a replaced canary. */
  note: Type.String(),
});
export type ReleaseLogEntry = Static<typeof ReleaseLogEntry>;

/** /api/admin/release/list: each release with its channels, canary share and the shell's reports of it. */
export const ReleaseListAnswer = Type.Object({
  remote: Type.String(),
  rule: CanaryRule,
  /** Whether the caller holds this remote's deploy right (may preview, canary, promote and roll back). */
  can_deploy: Type.Boolean(),
  /** The remote's events, newest first (at most 100). */
  log: Type.Array(ReleaseLogEntry),
  releases: Type.Array(
    Type.Composite([
      ReleaseView,
      Type.Object({
        channels: Type.Array(Type.Union([Type.Literal('stable'), Type.Literal('canary')])),
        canary_percent: Type.Union([Int, Type.Null()]),
        /** Distinct clients of this version: those that reported a failure, and those that only loaded it. */
        telemetry: Type.Object({ loads_window: Int, failures_window: Int, loads_day: Int, failures_day: Int }),
      }),
    ]),
  ),
});
export type ReleaseListAnswer = Static<typeof ReleaseListAnswer>;


export const CanaryAnswer = Type.Object({ version: Type.String(), percent: Int });
export type CanaryAnswer = Static<typeof CanaryAnswer>;

/** /api/admin/release/preview: the signed link's token, the query to add to the shop's URL, and when it expires. */
export const PreviewAnswer = Type.Object({ token: Type.String(), query: Type.String(), expires: Unix });
export type PreviewAnswer = Static<typeof PreviewAnswer>;

/** /api/admin/release/devlink: the signed link's token, the query to add to the shop's URL, the origin, the expiry. */
export const DevLinkAnswer = Type.Object({ token: Type.String(), query: Type.String(), origin: Type.String(), expires: Unix });
export type DevLinkAnswer = Static<typeof DevLinkAnswer>;

/** A browser's dev session: which remote comes from which local origin, until when. */
export const DevSession = Type.Object({ remote: Type.String(), origin: Type.String(), expires: Unix });
export type DevSession = Static<typeof DevSession>;

export const RemoteView = Type.Object({
  id: Int,
  name: Type.String(),
  prefixes: Type.Array(Type.String()),
  owner: Type.String(),
  created_at: Unix,
  /** Whether the caller holds this remote's deploy right. */
  can_deploy: Type.Boolean(),
});
export type RemoteView = Static<typeof RemoteView>;
export const RemoteSaved = Type.Omit(RemoteView, ['created_at', 'can_deploy']);
export type RemoteSaved = Static<typeof RemoteSaved>;
