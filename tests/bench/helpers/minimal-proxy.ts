/**
 * The floor for any proxy: a bare node:http pass-through with a keep-alive agent, in its own process.
 * Run: node tests/bench/helpers/minimal-proxy.ts TARGET_URL PORT (prints "ready" once listening)
 */
import { Agent, createServer, request } from "node:http";

const target = new URL(process.argv[2]);
const agent = new Agent({ keepAlive: true });
createServer((req, res) => {
  const upstream = request(
    {
      hostname: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
}).listen(Number(process.argv[3]), "127.0.0.1", () => console.log("ready"));
