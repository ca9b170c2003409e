const { createConfig } = require('../rspack.shared');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account',
  role: 'remote',
  port: 3001,
  title: 'SnapMall account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
