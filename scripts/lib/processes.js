'use strict';
/** Child processes of the dev launcher: start with labelled output, stop in order, find leftovers. */
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const readline = require('node:readline');

/**
 * Starts `command` and returns a service handle. Output goes to `logFile` when given, otherwise to
 * this terminal with every line, rewritten by `format` when given, prefixed by `[name]`. `match` is
 * a piece of the command line that identifies this process later (see isOurs). `exited` resolves
 * once the process is gone; `lastOutputAt` is when it last printed (see waitForQuiet).
 */
function startProcess({ name, command, args = [], env = process.env, cwd, uid, gid, logFile, stopSignal = 'SIGTERM', match, format }) {
  const logFd = logFile ? fs.openSync(logFile, 'a') : undefined;
  const stdio = logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd];
  // detached: its own process group, so a Ctrl-C in the terminal reaches only the launcher,
  // which then stops the API and worker before the database and Redis they need to shut down.
  const child = spawn(command, args, { env, cwd, uid, gid, stdio, detached: true });
  if (logFd !== undefined) fs.closeSync(logFd);
  const service = { name, child, pid: child.pid, stopSignal, logFile, match, lastOutputAt: Date.now() };
  if (child.stdout) prefixLines(child.stdout, process.stdout, service, format);
  if (child.stderr) prefixLines(child.stderr, process.stderr, service, format);

  const spawned = new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  spawned.catch(() => undefined); // callers that care await it; the rest learn through `exited`
  return Object.assign(service, { spawned, exited });
}

function prefixLines(stream, out, service, format = (line) => line) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    service.lastOutputAt = Date.now();
    for (const part of format(line).trimEnd().split('\n')) out.write(`[${service.name}] ${part}\n`);
  });
}

/** Resolves once none of `services` has printed for `quietMs`, or after `maxMs`: lets their start-up lines go out first. */
async function waitForQuiet(services, { quietMs = 300, maxMs = 3000 } = {}) {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && Date.now() - Math.max(...services.map((service) => service.lastOutputAt)) < quietMs) await sleep(50);
}

function hasExited(service) {
  return service.child.exitCode !== null || service.child.signalCode !== null || service.pid === undefined;
}

/** Sends the service its stop signal, waits up to `timeoutMs`, then kills it. */
async function stopProcess(service, timeoutMs = 15_000) {
  if (hasExited(service)) return;
  service.child.kill(service.stopSignal);
  let timer;
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
  const tooSlow = await Promise.race([service.exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (tooSlow && !hasExited(service)) {
    console.error(`[dev] ${service.name} did not stop within ${timeoutMs / 1000} s; killing it`);
    service.child.kill('SIGKILL');
    await service.exited;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The command line of a running process ('' when it cannot be read). */
function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

/** The parent pid of `pid`, or undefined when it is gone. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); // "pid (name) state ppid ..."
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      const ppid = execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      return ppid === '' ? undefined : Number(ppid);
    } catch {
      return undefined;
    }
  }
}

/**
 * Calls `onGone` once when whoever started this process goes away: its parent and, when that parent
 * is a shell running one command (npm runs a script as `sh -c <script>`), the shell's parent too.
 * A SIGKILL to npm leaves its shell running, and a SIGTERM to npm ends the shell but never reaches
 * us: either way one of the two is no longer where it was.
 */
function watchParents(onGone, intervalMs = 1000) {
  const parent = process.ppid;
  const grandparent = /^(\S*\/)?(sh|bash|dash|zsh|ash) -c /.test(commandLine(parent)) ? parentOf(parent) : undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent && (grandparent === undefined || parentOf(parent) === grandparent)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}

/** True when `pid` is alive and still the process we recorded (pids get reused). */
function isOurs(pid, match) {
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && commandLine(pid).includes(match);
}

/** Stops a process left behind by an earlier launcher that was killed without cleaning up. */
async function stopLeftover(pid, signal, timeoutMs = 15_000) {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** True when nothing listens on `port` (on every interface when `host` is omitted, like the API). */
function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `preferred` if it is free on 127.0.0.1, otherwise a port the OS picks. */
async function choosePort(preferred) {
  if (preferred && (await isPortFree(preferred, '127.0.0.1'))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns true; fails early when `service` exits, or after `timeoutMs`. */
async function waitUntil(what, check, { service, timeoutMs, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service && hasExited(service)) throw new Error(`${service.name} exited before ${what}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** The last `count` lines of a log file, for error messages. */
function tail(file, count = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

module.exports = { startProcess, stopProcess, hasExited, isOurs, stopLeftover, watchParents, isPortFree, choosePort, waitUntil, waitForQuiet, sleep, tail };
