const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_lottery',
  role: 'remote',
  port: 3004,
  title: 'SnapMall points lottery (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
