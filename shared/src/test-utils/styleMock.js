// CSS modules in jest: each class name is its own key, so tests can see which classes an element has.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
