import { useEffect } from "react";
import { navigate } from "../lib/navigate.ts";
import { hasInstallerFlag } from "../lib/route-guards.ts";
import { isAdminSignedIn, logout } from "../stores/auth.ts";
import PageInstaller from "./PageInstaller.tsx";

/** The root: the installer when the address carries the flag, else a redirect by session. */
export default function PageIndex() {
  const installer = hasInstallerFlag(location.search);
  useEffect(() => {
    if (installer) return;
    if (isAdminSignedIn()) {
      navigate("/collections", { replace: true });
    } else {
      logout(false);
      navigate("/login", { replace: true });
    }
  }, [installer]);
  return installer ? <PageInstaller /> : null;
}
