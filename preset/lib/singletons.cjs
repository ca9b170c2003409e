// The shared singletons of every build and the versions they require or provide: one map, so host and remotes can
// never disagree on what is loaded once. Kept apart from the preset's index.js (no bundler imports) so tests read it.
const fs = require('node:fs');
const path = require('node:path');

const SHELL_DIR = path.join(__dirname, '..', '..', 'shell');

/**
 * The version of a package installed where `dir` finds it (node_modules up from `dir`): what a build there bundles,
 * and what the shell provides. Read from the folder, not resolved: some packages export no ./package.json.
 */
function installedVersion(name, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (at === path.dirname(at)) throw new Error(`${name} is not installed where ${dir} can find it`);
  }
}

/** A version or a range as package.json writes one (`19.4.0`, `^19.3.1`, `~7.1.0`, `>=2 <3`, `*`). */
const RANGE = /^[\d^~<>=*xX]/;

/**
 * The range a build requires of a singleton: the host, the version it is built with; a remote, what its own
 * package.json's dependencies ask (a bare version as a caret range, as Module Federation does by default), or the
 * installed version when it does not name the package. So a team that upgrades React in its package.json asks the
 * shell for that React, and the release gate refuses the build if the live shell does not provide it.
 */
function requiredRange(name, { dir, role }) {
  const declared = role === 'remote' ? require(path.join(dir, 'package.json')).dependencies?.[name] : undefined;
  // A dependency given as a tarball's URL or a path (the shop's own packages, /packages/) names no range: the
  // version installed from it is the one required.
  const version = declared !== undefined && RANGE.test(declared) ? declared : installedVersion(name, dir);
  return /^\d/.test(version) ? `^${version}` : version;
}

/**
 * Loaded once per page, whoever loads first; an incompatible remote fails visibly instead of forking the store.
 * react-router is not listed: it lives inside @snapmall/shared (see its index), tree-shaken and still single.
 * @param {{ strict: boolean, dir?: string, role?: 'host'|'remote' }} o  whose build (the shell's by default)
 */
function singletons({ strict, dir = SHELL_DIR, role = 'host' }) {
  const entry = (name) => ({ singleton: true, requiredVersion: requiredRange(name, { dir, role }), strictVersion: strict });
  // A build's own copy of shared is the version installed beside it.
  const shared = { ...entry('@snapmall/shared'), version: installedVersion('@snapmall/shared', dir) };
  return {
    react: entry('react'),
    'react/jsx-runtime': entry('react'),
    'react-dom': entry('react-dom'),
    'react-dom/client': entry('react-dom'),
    'react-redux': entry('react-redux'),
    '@reduxjs/toolkit': entry('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query': entry('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query/react': entry('@reduxjs/toolkit'),
    'react-intl': entry('react-intl'),
    '@snapmall/shared': shared,
    // The remotes' kit: a singleton of its own, so a page that uses none of it does not load it (the shell offers
    // it lazily). It imports the rest of shared as '@snapmall/shared', so it runs on the one store and API slice.
    '@snapmall/shared/kit': shared,
    // The admin kit of the operator console's pages (a remote's './admin'): offered by the console alone, lazily,
    // so the shop never loads it; it too imports the rest of shared as '@snapmall/shared'. A remote bundles no copy
    // of its own (import: false): only the console loads './admin', and it always offers the kit; a fallback copy
    // would only reshape the remote's shop chunks (modules it shares with the kit, such as uplot's, regrouped).
    '@snapmall/shared/admin': { ...shared, import: false },
  };
}

/**
 * What the shell puts in the share scope when it starts the federation runtime (shell/src/federation/federation.ts):
 * the same singletons, with the version the shell is built with, so the remotes' requiredVersion checks still apply.
 */
function providedShared(dir = SHELL_DIR) {
  const list = Object.entries(singletons({ strict: false, dir, role: 'host' })).map(([key, config]) => [
    key,
    { version: config.requiredVersion.replace(/^\^/, ''), requiredVersion: config.requiredVersion },
  ]);
  return Object.fromEntries(list);
}

module.exports = { singletons, providedShared };
