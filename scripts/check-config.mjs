// Run before `npm start`: reads the server's environment settings with the same parser the
// server uses, so a bad value (TRUST_PROXY=yes) stops the start with a message instead of
// failing requests later. Node 24 loads the TypeScript module directly (type stripping).
try {
  const { readServerConfig } = await import('../src/server/config.ts');
  readServerConfig(process.env);
} catch (error) {
  console.error(`\nConfiguration error: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
