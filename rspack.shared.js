// The monorepo's workspaces build on the preset (@snapmall/rspack-preset, preset/): the same factory a team's
// remote outside this repository installs from the shop (/packages/). Kept so `require('../rspack.shared')` reads on.
module.exports = require('./preset');
