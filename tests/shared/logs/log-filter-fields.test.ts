/** Logs filters written with v0.18's request-log fields, as each generation's generic logs read them. */
import { expect, test } from "vitest";
import { type LogFilterDialect, mapLogFilter } from "../../../shared/logs/log-filter-fields.ts";

const V020: LogFilterDialect = {
  fields: { url: "data.url", status: "data.status", auth: "data.auth", userIp: "data.userIp" },
  authValues: {},
};
const V023: LogFilterDialect = {
  fields: {
    url: "data.url",
    status: "data.status",
    auth: "data.auth",
    userIp: "data.userIP",
    rowid: "@rowid",
  },
  authValues: { admin: "_superusers", guest: "" },
};

test.each([
  ["status >= 400", V020, "data.status >= 400"],
  ['url~"users"||userIp~"users"', V020, 'data.url~"users"||data.userIp~"users"'],
  ['auth != "admin"', V020, 'data.auth != "admin"'],
  ['(auth != "admin") && (status >= 400)', V023, '(data.auth != "_superusers") && (data.status >= 400)'],
  ["auth = 'guest'", V023, "data.auth = ''"],
  ['userIp ~ "10.0"', V023, 'data.userIP ~ "10.0"'],
  ["-rowid", V023, "-@rowid"],
])("%s", (filter, dialect, expected) => {
  expect(mapLogFilter(filter, dialect)).toBe(expected);
});

test("quoted text, kept fields, numbers and modifiers are left alone", () => {
  expect(mapLogFilter('url ~ "status = admin" && created >= "2024-01-01 10:00:00.000Z"', V023)).toBe(
    'data.url ~ "status = admin" && created >= "2024-01-01 10:00:00.000Z"',
  );
  expect(mapLogFilter("level >= 4 && data.type = 'request' && url:lower ~ 'x' && status > 1.5e2", V023)).toBe(
    "level >= 4 && data.type = 'request' && data.url:lower ~ 'x' && data.status > 1.5e2",
  );
  // only the value compared with auth is renamed
  expect(mapLogFilter('url = "admin" && auth = "admin"', V023)).toBe(
    'data.url = "admin" && data.auth = "_superusers"',
  );
});
