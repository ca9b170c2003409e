const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_shopping',
  role: 'remote',
  port: 3003,
  title: 'SnapMall shopping (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
