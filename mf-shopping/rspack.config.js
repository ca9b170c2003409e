const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_shopping',
  role: 'remote',
  port: 3003,
  title: 'SnapMall shopping (standalone)',
  // './admin': the operator console's shop pages (issue 19); only the console loads it, never the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
});
