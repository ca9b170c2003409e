/**
 * @snapmall/shared/remote: the rule of whose a path is, free of React, so the server's release gate imports the
 * same function as the shell without the package's UI.
 */
export { insidePrefix, ownedBy, RESERVED_PREFIXES } from './prefixes';
export type { RemoteRegistryEntry, RegistryPreview, RemoteRegistry } from './registry';
