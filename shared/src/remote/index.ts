/**
 * @snapmall/shared/remote: the rule of whose a path is, free of React, so the server's release gate imports the
 * same function as the shell without the package's UI.
 */
export { insidePrefix, ownedBy, RESERVED_PREFIXES } from './prefixes';
/** Where a link leads: a shell page, customer service, or a live route of a registered remote. */
export { CONTACT_PATH, leadsToPage, SHELL_PAGE_PATHS, type LinkedRemote } from './links';
/** The canary split, so the server counts a client's telemetry only for the side the shell put it on. */
export { inCanary } from './canary';
export type { RemoteRegistryEntry, RegistryDev, RegistryPreview, RemoteRegistry } from './registry';
