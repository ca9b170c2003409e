export * from './envelope';
export * from './rules';
export * from './common';
export * from './account';
