// The jest settings of the workspaces that run in a browser: one definition for jest.config.js and the scaffold's test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * A browser-side workspace's jest project (jsdom, CSS as a stub, the shared setup). `rootDir` is the workspace's
 * folder relative to the root config (`<rootDir>/<name>`), or a whole path for a remote elsewhere (the scaffold's test).
 */
const web = (name, rootDir = `<rootDir>/${name}`, shared = '<rootDir>/../shared') => ({
  displayName: name,
  rootDir,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': `${shared}/src/test-utils/styleMock.js` },
  setupFilesAfterEnv: [`${shared}/src/test-utils/setup.ts`],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
});

module.exports = { swc, web };
