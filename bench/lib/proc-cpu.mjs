/**
 * CPU time from /proc (Linux): what one request costs the server, PostgreSQL and the bench client,
 * independent of how busy the machine is (issue 13: "prefer load-independent measures").
 * `cpuMeter({ serverPid, database })` snapshots now; `.stop()` answers the CPU seconds used since,
 * split into the server process, the PostgreSQL backends of `database` (by their process title),
 * PostgreSQL's shared processes (WAL writer, checkpointer...: shared with any other database on the
 * server) and this (client) process.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in seconds, or null when it is gone. */
function processCpu(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** PostgreSQL processes by pid: 'backend' of `database`, or 'shared' (no database). */
function postgresProcesses(database) {
  const found = new Map();
  if (!database) return found;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title;
    try {
      title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!title.startsWith('postgres: ')) continue;
    if (title.includes(` ${database} `)) found.set(entry, 'backend');
    else if (!/ fw_| postgres \d|\(\d+\)/.test(title)) found.set(entry, 'shared');
  }
  return found;
}

function snapshot(serverPid, database) {
  const postgres = new Map();
  for (const [pid, kind] of postgresProcesses(database)) postgres.set(pid, { kind, cpu: processCpu(pid) ?? 0 });
  return { server: serverPid ? processCpu(serverPid) : 0, client: process.cpuUsage(), postgres };
}

export function cpuMeter({ serverPid = null, database = null } = {}) {
  const before = snapshot(serverPid, database);
  return {
    /** CPU seconds since the meter started: { server, postgresBackends, postgresShared, client }. */
    stop() {
      const after = snapshot(serverPid, database);
      let postgresBackends = 0;
      let postgresShared = 0;
      for (const [pid, { kind, cpu }] of after.postgres) {
        const used = cpu - (before.postgres.get(pid)?.cpu ?? 0);
        if (kind === 'backend') postgresBackends += used;
        else postgresShared += used;
      }
      const client = process.cpuUsage(before.client);
      return {
        server: serverPid ? (after.server ?? 0) - before.server : 0,
        postgresBackends,
        postgresShared,
        client: (client.user + client.system) / 1e6,
      };
    },
  };
}

/** CPU seconds -> µs per unit of work, rounded. */
export function microsecondsPer(cpu, count) {
  return Object.fromEntries(Object.entries(cpu).map(([key, seconds]) => [key, Math.round((seconds * 1e6) / count)]));
}
