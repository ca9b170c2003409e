// A suite migrates a schema of its own and some suites send thousands of requests: generous on a busy 2-core machine.
jest.setTimeout(30_000);
