// Guard run before every npm script: the project needs Node >= 22.12 (Astro 7). `npm ci`
// installs Node 24 from the `node` devDependency and npm scripts run on it; this fails clearly
// when that did not happen (for example after `npm ci --ignore-scripts`).
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    '\nThis project needs Node >= 22.12, but this script is running on Node ' +
      process.versions.node +
      '.\n' +
      'The `node` devDependency provides Node 24 to every npm script once its install script has run:\n' +
      '  run `npm ci` (without --ignore-scripts), or `npm rebuild node`, then try again.\n',
  );
  process.exit(1);
}
