/** Request logs: list, view and stats over the fixture's entries (the run's own entries differ). */
import type { DiffCase, DiffGroup } from "./types.ts";

const q = encodeURIComponent;
// only the fixture's entries: the run's own requests are logged at different moments on each server
const old = q("created<'2024-01-01 00:00:00'");

export const logsGroup: DiffGroup = {
  name: "logs",
  cases: [
    {
      name: "list request logs of the fixture",
      url: `/api/logs/requests?filter=${old}&sort=-created,id`,
      auth: "admin",
    },
    { name: "list request logs without auth", url: "/api/logs/requests" },
    { name: "list request logs as a user", url: "/api/logs/requests", auth: "user1" },
    {
      name: "list request logs page 2 of 10",
      url: `/api/logs/requests?filter=${old}&sort=created&perPage=10&page=2`,
      auth: "admin",
    },
    {
      name: "list request logs sorted by status",
      url: `/api/logs/requests?filter=${old}&sort=status,created`,
      auth: "admin",
    },
    {
      name: "list request logs filtered by status",
      url: `/api/logs/requests?filter=${q("status>=400 && created<'2024-01-01'")}&sort=created`,
      auth: "admin",
    },
    {
      name: "list request logs filtered by auth",
      url: `/api/logs/requests?filter=${q("auth='guest' && created<'2024-01-01'")}&sort=created`,
      auth: "admin",
    },
    {
      name: "list request logs filtered by url",
      url: `/api/logs/requests?filter=${q("url~'settings' && created<'2024-01-01'")}&sort=created`,
      auth: "admin",
    },
    {
      name: "list request logs filtered by meta",
      url: `/api/logs/requests?filter=${q("meta.errorMessage!='' && created<'2024-01-01'")}&sort=created`,
      auth: "admin",
    },
    {
      name: "list request logs with fields",
      url: `/api/logs/requests?filter=${old}&sort=created&fields=id,url,status`,
      auth: "admin",
    },
    {
      name: "list request logs with skipTotal",
      url: `/api/logs/requests?filter=${old}&sort=created&skipTotal=1&perPage=5`,
      auth: "admin",
    },
    {
      name: "list request logs with an invalid filter",
      url: `/api/logs/requests?filter=${q("nope=1")}`,
      auth: "admin",
    },
    { name: "list request logs with an invalid sort", url: "/api/logs/requests?sort=nope", auth: "admin" },
    {
      name: "list request logs with perPage 500",
      url: `/api/logs/requests?filter=${old}&sort=created&perPage=500`,
      auth: "admin",
    },
    { name: "view a request log", url: "/api/logs/requests/dnmxelavrzt4qhp", auth: "admin" },
    { name: "view another request log", url: "/api/logs/requests/hgt66b4ed43oogf", auth: "admin" },
    { name: "view a missing request log", url: "/api/logs/requests/missingmissing1", auth: "admin" },
    { name: "view a request log without auth", url: "/api/logs/requests/dnmxelavrzt4qhp" },
    { name: "stats of the fixture's logs", url: `/api/logs/requests/stats?filter=${old}`, auth: "admin" },
    {
      name: "stats filtered by status",
      url: `/api/logs/requests/stats?filter=${q("status=200 && created<'2024-01-01'")}`,
      auth: "admin",
    },
    {
      name: "stats with an invalid filter",
      url: `/api/logs/requests/stats?filter=${q("nope>1")}`,
      auth: "admin",
    },
    { name: "stats without auth", url: "/api/logs/requests/stats" },
  ] satisfies DiffCase[],
};
