const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  role: 'remote',
  title: 'SnapMall bank (standalone)',
  // './admin': the operator console's bank pages (issue 19); only the console loads it, never the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
});
