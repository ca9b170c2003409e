const { createConfig } = require('../rspack.shared');

module.exports = createConfig({ dir: __dirname, name: 'shell', role: 'host', port: 3000, title: 'SnapMall' });
