import { describe, expect, test } from "vitest";
import { WriteGate } from "../../../backend/db/write-gate.ts";

/** A promise with its resolver, to end a piece of work when the test says so. */
function gateOpen() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("WriteGate", () => {
  test("writers wait while a console write runs, then enter in turn", async () => {
    const gate = new WriteGate();
    const steps: string[] = [];
    const work = gateOpen();
    const alone = gate.alone(1_000, async () => {
      steps.push("console write starts");
      await work.opened;
      steps.push("console write ends");
      return "written";
    });
    const writer = gate.enter().then((leave) => {
      steps.push("server write");
      leave();
    });
    await tick();
    expect(steps).toEqual(["console write starts"]);
    work.open();
    expect(await alone).toBe("written");
    await writer;
    expect(steps).toEqual(["console write starts", "console write ends", "server write"]);
  });

  test("a console write waits for the writers inside, and newcomers wait behind it", async () => {
    const gate = new WriteGate();
    const steps: string[] = [];
    const leaveFirst = await gate.enter();
    const alone = gate.alone(1_000, async () => {
      steps.push("console write");
    });
    const newcomer = gate.enter().then((leave) => {
      steps.push("newcomer");
      leave();
    });
    await tick();
    expect(steps).toEqual([]);
    steps.push("first leaves");
    leaveFirst();
    leaveFirst(); // a second call changes nothing
    await Promise.all([alone, newcomer]);
    expect(steps).toEqual(["first leaves", "console write", "newcomer"]);
  });

  test("gives up with busy, running nothing, when the gate stays taken past the wait", async () => {
    const gate = new WriteGate();
    const leave = await gate.enter();
    let ran = false;
    expect(
      await gate.alone(50, async () => {
        ran = true;
      }),
    ).toBe("busy");
    expect(ran).toBe(false);
    // the gate is usable again: the waiting console write was taken off
    const second = await gate.enter();
    second();
    leave();
    expect(await gate.alone(50, async () => "done")).toBe("done");
  });

  test("a failing console write releases the gate", async () => {
    const gate = new WriteGate();
    await expect(
      gate.alone(50, async () => {
        throw new Error("runner failed");
      }),
    ).rejects.toThrow("runner failed");
    const leave = await gate.enter();
    leave();
  });
});
