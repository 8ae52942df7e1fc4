'use strict';
/** CPU time of processes from /proc (Linux), for the benchmarks' CPU per request or per delivery. */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * CPU seconds so far of every process whose command is `command` (PostgreSQL's processes: the
 * server's share of the work) and, when given, whose command line contains `argument` (PostgreSQL
 * backends show their database's name there), by pid.
 */
function commandCpu(command, argument) {
  const byPid = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== command) continue;
      if (argument === undefined || fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(argument)) byPid.set(entry, cpuSeconds(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return byPid;
}

/** CPU seconds the processes of two `commandCpu` snapshots used between them (one that exited meanwhile takes its share with it). */
function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

module.exports = { cpuSeconds, commandCpu, cpuBetween };
