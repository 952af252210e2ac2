import type { InstallerTokenProblem } from "../../../../shared/client/installer-token.ts";
import { backendIsEmbedded, backendLabel } from "../../stores/connection.ts";

const WHY: Record<InstallerTokenProblem, string> = {
  missing: "This address has no installer token.",
  invalid: "This installer link is no longer valid: it was used, or a newer one replaced it.",
  expired: "This installer link has expired.",
  busy: "An admin is already being created with this installer link.",
};

/**
 * Tells someone on the installer without a valid one-time token where to find one: the link pbdeck
 * printed on its terminal. Behind `--backend`, also that pbdeck guards only its own address.
 */
export function InstallerTokenNotice({ problem }: { problem: InstallerTokenProblem }) {
  const embedded = backendIsEmbedded();
  return (
    <div className="alert alert-warning installer-token-notice" role="alert">
      <p>
        {WHY[problem]} Only the person who started pbdeck can create the first admin: open the installer link
        that pbdeck printed in its terminal. Links last 30 minutes; reload this page and pbdeck prints a new
        one there.
      </p>
      {embedded ? (
        <p>
          Or, on the machine where it runs: <code>pbdeck admins create EMAIL --dir PB_DATA</code>
        </p>
      ) : (
        <p>
          pbdeck guards only its own address: until the first admin exists, anyone who can reach{" "}
          {backendLabel()} directly can create one there. Or, on that server:{" "}
          <code>pocketbase admin create EMAIL PASSWORD</code>
        </p>
      )}
    </div>
  );
}
