/** Helpers shared by the benchmarks: timing samples, percentiles, and the docs/benchmarks.md sections. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const reportPath = resolve(import.meta.dirname, "../../docs/benchmarks.md");
const header =
  "# Benchmarks\n\nWritten by `npm run bench`. Every figure is a ratio against a baseline measured side by side in the same run, on the same machine; absolute times are given for context only.\n";

export interface Summary {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Summarises latencies in milliseconds. */
export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return { count: sorted.length, perSecond: (sorted.length / total) * 1000, p50: pick(0.5), p99: pick(0.99) };
}

/** Times `work` once, in milliseconds. */
export async function timeOnce(work: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs two workloads alternately (so both see the same machine state) and returns their samples. */
export async function sideBySide(
  rounds: number,
  a: () => unknown,
  b: () => unknown,
): Promise<{ a: number[]; b: number[] }> {
  const out = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    out.a.push(await timeOnce(a));
    out.b.push(await timeOnce(b));
  }
  return out;
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
}

/** Replaces (or appends) the `## title` section of docs/benchmarks.md. */
export function writeSection(title: string, body: string): void {
  const current = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : header;
  const section = `## ${title}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(reportPath, next.endsWith("\n") ? next : `${next}\n`);
}
