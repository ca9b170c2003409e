const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  role: 'remote',
  title: 'SnapMall account (standalone)',
  // './admin': the operator console's customer tab (the profile); only the console loads it, never the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
  // The shop's chunks (what './routes' loads; the login page is on a tight size budget) stay the files they were
  // without './admin'.
  shopChunksApart: true,
  // The account's shop pages use none of the kit, only the console's profile tab does; a fallback copy would be a
  // chunk the federation reaches from remoteEntry.js, regrouping the shop's chunks. The shell offers the kit in the
  // shop and the console alike (federation.ts). A shop page of the account that comes to use the kit must drop
  // this, or its standalone build (no shell) would find no kit.
  fromThePage: ['@snapmall/shared/kit'],
});
