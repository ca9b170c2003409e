const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  role: 'remote',
  title: 'SnapMall points lottery (standalone)',
  // './admin': the operator console's pages (issue 19), loaded by the console only, never by the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
});
