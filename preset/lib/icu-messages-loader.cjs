// Compiles a messages catalog ({ id: ICU message }) to ICU ASTs at build time, so react-intl never parses a
// message in the browser and the production build can alias @formatjs/icu-messageformat-parser to its
// no-parser build. A message that does not parse fails the build instead of showing its id to a customer.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuMessagesLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      // The options react-intl parses with at run time (tags parsed, `other` required, skeletons parsed).
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
};
