// Run before `npm start`: parses the server's environment with the schema the server itself
// uses (src/config/environment.ts), so a bad value (TRUST_PROXY=yes) stops the start with the
// variable's name and what it allows. Node 24 loads the TypeScript module directly.
const { parseEnvironment, ConfigError } = await import('../src/config/environment.ts');
try {
  parseEnvironment(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\nConfiguration error:\n  ${error.problems.join('\n  ')}\n`);
  process.exit(1);
}
