import PocketBase from "pocketbase";
import { openAsBlob } from "node:fs";
import { uploadBackup } from "./shared/client/backups.ts";
const pb = new PocketBase("http://127.0.0.1:18097");
await pb.admins.authWithPassword("test@example.com", "1234567890");
const blob = await openAsBlob("/tmp/tuit2/notes.zip", { type: "application/zip" });
const file = new File([blob], "notes.zip", { type: "application/zip" });
const t = setTimeout(() => { console.log("HUNG"); process.exit(1); }, 5000);
try { await uploadBackup(pb, file, (s, tot) => console.log("progress", s, tot)); console.log("ok"); } catch (e: any) { console.log("err", e.status, JSON.stringify(e.response).slice(0,100)); }
clearTimeout(t);
