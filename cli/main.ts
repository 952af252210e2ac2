/** @module The pbdeck command line: one commander program, one file per command. */
import { Command } from "commander";
import { register as registerServe } from "./commands/serve.ts";

const program = new Command("pbdeck").description("Administration console for PocketBase v0.18 backends");
registerServe(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  console.error(`pbdeck: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
