import { startGeneratedConsole } from "./generated-console.ts";
const g = await startGeneratedConsole();
try {
  const id = await g.generate("million", 100000);
  await g.open(id, 100000);
  const cdp = await g.context.newCDPSession(g.page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await g.page.getByRole("button", { name: "Export records" }).click();
  const d = g.page.waitForEvent("download");
  const t = performance.now();
  await g.page.getByRole("menuitem", { name: "Export as CSV" }).click();
  await d;
  console.log("ms", Math.round(performance.now() - t));
  const { profile } = await cdp.send("Profiler.stop");
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples!.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas![i] ?? 0)));
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0));
  }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join("\n"));
} finally { await g.stop(); }
