const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  role: 'remote',
  title: 'SnapMall shopping (standalone)',
  // './admin': the operator console's shop pages (issue 19); only the console loads it, never the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
  // The console pages share modules with the shop's (react-intl's helpers, the kit's pieces): the shop's chunks stay
  // the files they were without './admin'.
  shopChunksApart: true,
});
