/** Files: downloads (bytes), thumbs (format and size), protected files and file tokens. */
import { formOf, sampleJpeg } from "./sample-files.ts";
import type { Auth, DiffCase, DiffGroup, ServerUnderTest } from "./types.ts";

const thumbAccepted =
  "thumbs made now come from sharp, not Go's imaging library: their bytes differ, their format and size are compared";

function file(name: string, path: string, compare: DiffCase["compare"] = "bytes", auth?: Auth): DiffCase {
  return { name, url: `/api/files/${path}`, compare, auth };
}

/** A thumb generated during the run: compared by format and dimensions (accepted bytes difference). */
function freshThumb(name: string, url: (server: ServerUnderTest) => string): DiffCase {
  return { name, url, compare: "image", accept: thumbAccepted };
}

const avatar = "_pb_users_auth_/4q1xlclmfloku33/300_1SEi6Q6U72.png";
const png = "wsmn24bux7wo113/84nmscqy84lsi1t/300_WlbFWSGmW9.png";

const downloads: DiffCase[] = [
  file("download a text file", "wsmn24bux7wo113/84nmscqy84lsi1t/test_QZFjKjXchk.txt"),
  file("download a text file as text", "wsmn24bux7wo113/84nmscqy84lsi1t/test_MaWC6mWyrP.txt", "text"),
  file("download a png", png),
  file("download an svg", "wsmn24bux7wo113/84nmscqy84lsi1t/logo_vcfJJG5TAh.svg"),
  file("download by collection name", "demo1/84nmscqy84lsi1t/test_QZFjKjXchk.txt"),
  file("download with ?download=1", "wsmn24bux7wo113/84nmscqy84lsi1t/test_QZFjKjXchk.txt?download=1"),
  file("download a users avatar", avatar),
  file("download a file of another collection's record", "demo3/lcl9d87w22ml6jy/test_FLurQTgrY8.txt"),
  file("download a missing file name", "wsmn24bux7wo113/84nmscqy84lsi1t/missing.txt", "json"),
  file("download from a missing record", "wsmn24bux7wo113/missingmissing1/test_QZFjKjXchk.txt", "json"),
  file("download from a missing collection", "missing/84nmscqy84lsi1t/test_QZFjKjXchk.txt", "json"),
  file(
    "download a file not in the record's fields",
    "wsmn24bux7wo113/al1h9ijdeojtsjy/test_QZFjKjXchk.txt",
    "json",
  ),
  file("download a file of a view record", "view2/84nmscqy84lsi1t/test_QZFjKjXchk.txt"),
  {
    name: "HEAD of a file",
    method: "HEAD",
    url: `/api/files/${png}`,
    compare: "bytes",
  },
];

const thumbs: DiffCase[] = [
  file("a cached 100x100 thumb of an avatar", `${avatar}?thumb=100x100`),
  file("a cached 70x50 thumb", `${avatar}?thumb=70x50`),
  file("a cached 70x50t thumb", `${avatar}?thumb=70x50t`),
  file("a cached 70x50b thumb", `${avatar}?thumb=70x50b`),
  file("a cached 70x50f thumb", `${avatar}?thumb=70x50f`),
  file("a cached 0x50 thumb", `${avatar}?thumb=0x50`),
  file("a cached 70x0 thumb", `${avatar}?thumb=70x0`),
  file("a thumb size not in the field's list gives the original", `${avatar}?thumb=20x20`),
  file("an invalid thumb size gives the original", `${avatar}?thumb=abc`),
  file(
    "a thumb of a non-image gives the file",
    "wsmn24bux7wo113/84nmscqy84lsi1t/test_QZFjKjXchk.txt?thumb=100x100",
  ),
  file(
    "a thumb of an svg gives the svg",
    "wsmn24bux7wo113/84nmscqy84lsi1t/logo_vcfJJG5TAh.svg?thumb=100x100",
  ),
  file("a cached 100x100 thumb of demo1", `${png}?thumb=100x100`),
  file("a cached demo5 thumb", "demo5/la4y2w4o98acwuj/300_uh_lkx91_hvb_Da8K5pl069.png?thumb=100x100"),
  {
    name: "upload a new avatar for user3",
    method: "PATCH",
    url: "/api/collections/users/records/bgs820n361vj1qd",
    auth: "admin",
    form: () => formOf({}, [["avatar", "face.jpg", sampleJpeg, "image/jpeg"]]),
    save: (observed, server) => server.vars.set("avatar", (observed.body as { avatar: string }).avatar),
  },
  {
    name: "download the new avatar",
    url: (server) => `/api/files/users/bgs820n361vj1qd/${server.vars.get("avatar")}`,
    compare: "bytes",
  },
  ...["100x100", "70x50", "70x50t", "70x50b", "70x50f", "0x50", "70x0"].map((size) =>
    freshThumb(
      `a new ${size} thumb`,
      (server) => `/api/files/users/bgs820n361vj1qd/${server.vars.get("avatar")}?thumb=${size}`,
    ),
  ),
  freshThumb(
    "the new 70x50 thumb again (now cached)",
    (server) => `/api/files/users/bgs820n361vj1qd/${server.vars.get("avatar")}?thumb=70x50`,
  ),
];

const protectedFiles: DiffCase[] = [
  file("a protected file without a token", "wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt", "json"),
  file(
    "a protected file with an auth header but no token",
    "wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt",
    "json",
    "admin",
  ),
  {
    name: "a file token for an admin",
    method: "POST",
    url: "/api/files/token",
    auth: "admin",
    save: (observed, server) => server.vars.set("adminFileToken", (observed.body as { token: string }).token),
  },
  {
    name: "a file token for a user",
    method: "POST",
    url: "/api/files/token",
    auth: "user1",
    save: (observed, server) => server.vars.set("userFileToken", (observed.body as { token: string }).token),
  },
  { name: "a file token without auth", method: "POST", url: "/api/files/token" },
  {
    name: "a file token with a garbage auth",
    method: "POST",
    url: "/api/files/token",
    auth: () => "garbage",
  },
  {
    name: "a protected file with the admin's file token",
    url: (server) =>
      `/api/files/wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt?token=${server.vars.get("adminFileToken")}`,
    compare: "bytes",
  },
  {
    name: "a protected file with a user's file token (demo1 view rule is admin only)",
    url: (server) =>
      `/api/files/wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt?token=${server.vars.get("userFileToken")}`,
  },
  {
    name: "a protected file with an auth token instead of a file token",
    url: "/api/files/wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6InN5d2JoZWNuaDQ2cmhtMCIsInR5cGUiOiJhZG1pbiIsImV4cCI6MjIwODk4NTI2MX0.M1m--VOqGyv0d23eeUc0r9xE8ZzHaYVmVFw1VZW6gT8",
  },
  file(
    "a protected file with a garbage token",
    "wsmn24bux7wo113/84nmscqy84lsi1t/test_d61b33QdDU.txt?token=garbage",
    "json",
  ),
  {
    name: "an unprotected file ignores a token",
    url: (server) => `/api/files/${png}?token=${server.vars.get("userFileToken")}`,
    compare: "bytes",
  },
];

export const filesGroup: DiffGroup = { name: "files", cases: [...downloads, ...thumbs, ...protectedFiles] };
