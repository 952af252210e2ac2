import { useEffect } from "react";
import { SuperuserInstallerHelp } from "../components/auth/SuperuserInstallerHelp.tsx";
import { navigate } from "../lib/navigate.ts";
import { hasInstallerFlag } from "../lib/route-guards.ts";
import { isAdminSignedIn, logout } from "../stores/auth.ts";
import { backendFeatures } from "../stores/connection.ts";
import PageInstaller from "./PageInstaller.tsx";

/** The root: the installer (v0.23+: how to make the first superuser) when the address carries the flag, else a redirect by session. */
export default function PageIndex() {
  const installer = hasInstallerFlag(location.search);
  useEffect(() => {
    if (installer) return;
    if (isAdminSignedIn()) {
      navigate(backendFeatures().home, { replace: true });
    } else {
      logout(false);
      navigate("/login", { replace: true });
    }
  }, [installer]);
  if (!installer) return null;
  // v0.23+ creates the first superuser only through its own installer or CLI: explained there
  return backendFeatures().superusers ? <SuperuserInstallerHelp /> : <PageInstaller />;
}
