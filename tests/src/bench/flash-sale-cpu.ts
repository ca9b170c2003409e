// Who used the machine's cores during a run, from Linux's /proc: the whole machine, the bench's own processes
// by role, every PostgreSQL process, and the rest (other work on this machine). Undefined where /proc is absent.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** Linux reports process and machine times in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10;

export interface CpuSample {
  at: number;
  machineTicks: number;
  processes: Map<number, { comm: string; ticks: number }>;
}

function processTicks(pid: number): { comm: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    // After "pid (comm)": state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ');
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

export function sampleCpu(): CpuSample | undefined {
  try {
    const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const [user, nice, system, , , irq, softirq, steal] = numbers.map(Number);
    const processes = new Map<number, { comm: string; ticks: number }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const p = processTicks(Number(name));
      if (p) processes.set(Number(name), p);
    }
    return { at: performance.now(), machineTicks: user! + nice! + system! + irq! + softirq! + (steal ?? 0), processes };
  } catch {
    return undefined;
  }
}

export interface CpuUse {
  /** One line: cores busy on the machine, by the bench's processes, PostgreSQL and the rest. */
  text: string;
  /** CPU ms per answer spent by the bench's processes and PostgreSQL together (what a request costs this machine). */
  perAnswerMs: number;
}

/**
 * Cores used between two samples: the machine, each named process of the bench, PostgreSQL (every `postgres`
 * process, also other users' of the machine's server), and everything else; and the CPU per answer.
 */
export function describeCpu(from: CpuSample | undefined, to: CpuSample | undefined, roles: Record<string, number | undefined>, answers: number): CpuUse | undefined {
  if (!from || !to) return undefined;
  const wallMs = to.at - from.at;
  const cores = (ticks: number) => (ticks * TICK_MS) / wallMs;
  const used = (pid: number) => (to.processes.get(pid)?.ticks ?? 0) - (from.processes.get(pid)?.ticks ?? 0);
  const machine = cores(to.machineTicks - from.machineTicks);
  let ownTicks = 0;
  const parts: string[] = [];
  const perAnswer: string[] = [];
  const add = (role: string, ticks: number) => {
    ownTicks += ticks;
    parts.push(`${role} ${cores(ticks).toFixed(2)}`);
    if (answers > 0) perAnswer.push(`${role} ${((ticks * TICK_MS) / answers).toFixed(3)}`);
  };
  for (const [role, pid] of Object.entries(roles)) if (pid !== undefined) add(role, used(pid));
  let postgres = 0;
  for (const [pid, p] of to.processes) if (p.comm === 'postgres') postgres += used(pid);
  add('postgres', postgres);
  parts.push(`other ${Math.max(0, machine - cores(ownTicks)).toFixed(2)}`);
  const perAnswerMs = answers > 0 ? (ownTicks * TICK_MS) / answers : 0;
  return {
    text: `cpu, cores busy of ${os.cpus().length}: machine ${machine.toFixed(2)} = ${parts.join(' + ')}; per answer, ms: ${perAnswer.join(' + ')} = ${perAnswerMs.toFixed(3)}`,
    perAnswerMs,
  };
}
