'use strict';
/** CPU time from /proc (Linux): steadier than throughput on a shared machine. */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds of every PostgreSQL process (the server's share of the work, and of whatever else runs). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

module.exports = { cpuSeconds, postgresCpuSeconds };
