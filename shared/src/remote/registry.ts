/* remotes.json's shapes, free of React: the shell reads them, the server (releases/registry.ts) writes them. */

/**
 * An entry of remotes.json: where a remote's manifest is and which route prefixes it owns. From the release store
 * (issue 17) it also says the version the manifest belongs to, and the canary, when one is out, with the share
 * of clients it serves; the shell picks one of the two per client (canary.ts) and reports telemetry by version.
 */
export interface RemoteRegistryEntry {
  /** The federation container's name (mf_bank). */
  name: string;
  manifest: string;
  prefixes: string[];
  /** The release (`<package version>+<build hash>`); absent when the remote is served from a local build. */
  version?: string;
  /** The registry's name of the remote (mf-bank), the one releases and telemetry use. */
  remote?: string;
  canary?: { version: string; manifest: string; percent: number };
  /** Set on the entry a preview link swapped in: this browser only, this tab only. */
  preview?: boolean;
  /** Set on the entry a dev link points at the developer's localhost: this browser only (issue 29). */
  dev?: boolean;
}

/**
 * What a preview link did to this answer of remotes.json (absent when none was sent). `other`: the link is good
 * but was made for another browser (another client id), so this one runs as usual.
 */
export type RegistryPreview =
  | { state: 'active'; remote: string; version: string; expires: number }
  | { state: 'expired' | 'invalid' | 'other' };

/** The whole of remotes.json. */
export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
  preview?: RegistryPreview;
  /** The share of page loads (0 to 1) whose Web Vitals the shell reports (VITALS_SAMPLE_RATE, issue 27). */
  vitals?: { sample_rate: number };
  /** This browser's dev session (a dev link it took): which remote comes from which localhost origin, until when. */
  dev?: RegistryDev;
}

/** A dev session as remotes.json tells the browser that holds it. */
export interface RegistryDev {
  remote: string;
  origin: string;
  expires: number;
}
