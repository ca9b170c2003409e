// The tests' Chromium is the one the shop's smoke runner launches (server/src/smoke/browser.ts): one way to start it.
export { launchBrowser } from 'server/src/smoke/browser';
