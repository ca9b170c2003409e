/**
 * @snapmall/shared/remote: the rule of whose a path is, free of React, so the server's release gate imports the
 * same function as the shell without the package's UI.
 */
export { insidePrefix, ownedBy, RESERVED_PREFIXES } from './prefixes';
/** The canary split, so the server counts a client's telemetry only for the side the shell put it on. */
export { inCanary } from './canary';
export type { RemoteRegistryEntry, RegistryPreview, RemoteRegistry } from './registry';
