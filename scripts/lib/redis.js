'use strict';
/** Redis for `npm start`: one already running on 127.0.0.1:6379, or a private `redis-server`. */
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { choosePort, startProcess, waitUntil } = require('./processes');

/** True when a Redis that needs no password answers PING on host:port. */
function answersPing(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (reply) => done(reply.toString().startsWith('+PONG')));
  });
}

/** Starts `redis-server` from PATH on `port`, without persistence, and waits until it answers. */
async function startRedis({ port, dir, logFile, onStart }) {
  fs.mkdirSync(dir, { recursive: true });
  const service = startProcess({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'],
    logFile,
    match: `127.0.0.1:${port}`, // redis-server renames itself to "redis-server 127.0.0.1:<port>"
  });
  try {
    await service.spawned;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      'Nothing answers on redis://127.0.0.1:6379 and redis-server is not installed. Install Redis ' +
        '(Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis), or set REDIS_URL.',
      { cause: error },
    );
  }
  onStart(service);
  await waitUntil('Redis answered PING', () => answersPing('127.0.0.1', port), { service, timeoutMs: 20_000 });
  return { service, url: `redis://127.0.0.1:${port}` };
}

/** The Redis on 127.0.0.1:6379 when one answers, else a private `redis-server` with its files under `dataRoot`. Returns its URL. */
async function localRedis({ dataRoot, log, onStart }) {
  if (await answersPing('127.0.0.1', 6379)) {
    log('REDIS_URL is not set: using the Redis that answers on 127.0.0.1:6379');
    return 'redis://127.0.0.1:6379';
  }
  const port = await choosePort();
  log(`REDIS_URL is not set and nothing answers on 127.0.0.1:6379: starting redis-server on port ${port}`);
  const { url } = await startRedis({ port, dir: path.join(dataRoot, 'redis'), logFile: path.join(dataRoot, 'redis.log'), onStart });
  return url;
}

module.exports = { answersPing, startRedis, localRedis };
