/** @module Realtime routes (http-api §3.7, §3.5.13): the event stream, subscriptions, and the OAuth2 redirect push. */
import type { Request, Response, Router } from "express";
import type { Backend } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import { goJsonSorted } from "../lib/go-json.ts";
import {
  applySubscriptions,
  bindSubscribeInput,
  validateSubscribeInput,
} from "../services/realtime/realtime-subscribe.ts";
import { firstQueryValues } from "../services/records/record-request-info.ts";
import { readBody } from "./body.ts";
import { getAuth } from "./request-context.ts";

const oauth2Topic = "@oauth2";

/** GET /api/realtime: opens the stream; it stays open until the client leaves, idles out or the server stops. */
function openStream(backend: Backend, req: Request, res: Response): void {
  res.status(200);
  res.setHeader("Content-Type", "text/event-stream; charset=UTF-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "keep-alive");
  // reverse proxies must not buffer the stream
  res.setHeader("X-Accel-Buffering", "no");
  req.socket.setNoDelay(true);
  // no flushHeaders(): the headers leave with the PB_CONNECT event that connect() writes, in one write
  const client = backend.realtime.connect({
    write: (chunk) => {
      res.write(chunk);
    },
    end: () => {
      res.end();
    },
  });
  // the client left (or the socket was cut): forget it and its subscriptions
  res.on("close", () => client.close());
  // a client that leaves ends its side first: ending the response then spares Node the "aborted"
  // error (with a formatted stack) that it makes for a request still open when its socket closes
  req.socket.prependOnceListener("end", () => client.close());
}

/** POST /api/realtime: replaces a client's subscriptions and binds the caller to it. */
async function setSubscriptions(backend: Backend, req: Request, res: Response): Promise<void> {
  const input = bindSubscribeInput(await readBody(req, ""));
  validateSubscribeInput(input);
  applySubscriptions(backend.realtime, input, getAuth(req));
  res.status(204).end();
}

/** GET /api/oauth2-redirect: pushes `{code, state}` to the realtime client named by `state`. */
function oauth2Redirect(backend: Backend, req: Request, res: Response): void {
  const query = firstQueryValues(req.originalUrl);
  const state = query.state ?? "";
  const code = query.code ?? "";
  if (state === "" || code === "") throw badRequest("Invalid OAuth2 redirect parameters.");
  const client = backend.realtime.find(state);
  if (!client?.isOpen || !client.subscriptions.has(oauth2Topic))
    throw notFound("Missing or invalid OAuth2 subscription client.");
  client.send(oauth2Topic, goJsonSorted({ state, code }));
  res.redirect(307, "../_/#/auth/oauth2-redirect");
}

/** Mounts GET/POST /realtime and GET /oauth2-redirect on the /api router. */
export function bindRealtimeRoutes(router: Router, backend: Backend): void {
  router.get("/realtime", (req, res, next) => {
    // express lets HEAD into GET routes; a stream without a body would only leak a client
    if (req.method === "HEAD") next();
    else openStream(backend, req, res);
  });
  router.post("/realtime", (req, res) => setSubscriptions(backend, req, res));
  router.get("/oauth2-redirect", (req, res) => oauth2Redirect(backend, req, res));
}
