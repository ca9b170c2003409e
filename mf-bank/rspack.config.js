const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_bank',
  role: 'remote',
  port: 3002,
  title: 'SnapMall bank (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
