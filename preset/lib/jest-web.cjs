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
 * folder relative to the root config (`<rootDir>/<name>`), or a whole path for a remote elsewhere; `testUtils` the
 * folder of @snapmall/shared's test utilities (its sources here, `dist/test-utils` of the installed package) and
 * the setup file's name there.
 */
const web = (name, rootDir = `<rootDir>/${name}`, testUtils = '<rootDir>/../shared/src/test-utils', setup = 'setup.ts') => ({
  displayName: name,
  rootDir,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': `${testUtils}/styleMock.js` },
  // setup.ts here, setup.js in the built package.
  setupFilesAfterEnv: [`${testUtils}/${setup}`],
  // ES modules only: the shop's own packages as installed from /packages/, export-to-csv and uplot. Jest compiles
  // them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@snapmall|export-to-csv|uplot)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
});

module.exports = { swc, web };
