import { MailSettingsForm } from "../../components/settings/mail/MailSettingsForm.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Mail settings: sender, the three templates, SMTP and the test email. */
export default function PageMailSettings() {
  return (
    <SettingsLayout title="Mail settings">
      <MailSettingsForm />
    </SettingsLayout>
  );
}
