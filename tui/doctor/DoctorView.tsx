/** @module Doctor tab: the findings of `pbdeck doctor` for the connected backend. */
import { Box, Text } from "ink";
import { useState } from "react";
import { useBodySize } from "../app/use-body-size.ts";
import { useClient } from "../app/use-client.ts";
import { useKeys } from "../app/use-keys.ts";
import type { ViewProps } from "../app/views.ts";
import { FindingsList } from "./FindingsList.tsx";
import { useDoctor } from "./use-doctor.ts";

export function DoctorView({ active }: ViewProps) {
  const doctor = useDoctor(useClient());
  const { height } = useBodySize();
  const [selected, setSelected] = useState(0);
  const count = doctor.report?.findings.length ?? 0;

  useKeys(
    (input, key) => {
      if (key.upArrow || input === "k") return setSelected((s) => Math.max(0, s - 1));
      if (key.downArrow || input === "j") return setSelected((s) => Math.min(Math.max(0, count - 1), s + 1));
      if (input === "R") return doctor.reload();
    },
    { active },
  );

  return (
    <Box flexDirection="column">
      {doctor.loading ? <Text>Checking…</Text> : null}
      {doctor.error ? <Text color="red">{doctor.error}</Text> : null}
      {doctor.report && !doctor.loading ? (
        <FindingsList report={doctor.report} selected={selected} height={height} />
      ) : null}
    </Box>
  );
}
