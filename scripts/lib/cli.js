'use strict';
/** Command-line options of the scripts: `--name value`. */

/** The value after `--name`, or `fallback` when the flag is absent. */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

module.exports = { option };
