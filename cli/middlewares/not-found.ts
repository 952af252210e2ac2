/** @module Everything else: PocketBase's 404 envelope (HEAD: status only). */
import type { RequestHandler } from "express";

/** Answers 404 `{"code":404,"message":"Not Found.","data":{}}`. */
export function notFound(): RequestHandler {
  return function answerNotFound(req, res) {
    res.status(404);
    if (req.method === "HEAD") return void res.end();
    res.json({ code: 404, message: "Not Found.", data: {} });
  };
}
