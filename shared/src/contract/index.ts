export * from './envelope';
export * from './rules';
export * from './common';
export * from './account';
export * from './bank';
export * from './admin';
export * from './shopping';
/** What the server accepts as an avatar includes the shell's published ones. */
export { PUBLISHED_AVATARS } from '../content/avatars';
export * from './orders';
export * from './lottery';
export * from './config';
export * from './defaults';
export * from './releases';
export * from './admin-console';
export * from './admin-content';
export * from './admin-lottery';
export * from './admin-catalogue';
