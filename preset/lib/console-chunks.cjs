// A remote's './admin' (the operator console's pages and customer tabs) beside its './routes' (the shop's pages):
// chunk splitting for the console's chunks would regroup the shop's shared chunks (the console pages share modules
// with the shop's, react-intl's helpers, the kit's pieces: one chunk becoming two that every shop page then loads).
// With this rule splitting looks only at chunks the shop can load, so the console's chunks carry their own copies
// and the shop's chunks stay the files they were without './admin'.

/** The chunk group of the './admin' expose: whatever is reached only through it, only the console loads. */
const ADMIN_EXPOSE = '__federation_expose_admin';

/** Whether a chunk group can be reached without going through './admin' (from an entry, or through './routes'). */
function shopReaches(group, seen) {
  if (seen.has(group)) return false;
  seen.add(group);
  if (group.name === ADMIN_EXPOSE) return false;
  const parents = group.getParents();
  return parents.length === 0 || parents.some((parent) => shopReaches(parent, seen));
}

const consoleOnly = (chunk) => {
  const seen = new Set();
  return ![...chunk.groupsIterable].some((group) => shopReaches(group, seen));
};

/** The split chunks option with the rule: async chunks only, and none the console alone loads. */
function shopChunksOnly(splitChunks = {}) {
  return { ...splitChunks, chunks: (chunk) => !chunk.canBeInitial() && !consoleOnly(chunk) };
}

module.exports = { shopChunksOnly };
