import { Facts } from "~/components/Facts";
import { t } from "~/i18n/voice";

export interface VoiceService {
  serviceID: string;
  packageName: string | null;
  serviceStatus: string | null;
}

/** The voice services of the line (number, package, status), or a clear message when it has none. */
export function VoicePackage({ services }: { services: VoiceService[] }) {
  if (services.length === 0) return <p>{t("voice.none")}</p>;
  return (
    <ul className="list-plain voice-services" aria-label={t("voice.services")}>
      {services.map((s) => (
        <li key={s.serviceID}>
          <Facts
            items={[
              { label: t("voice.number"), value: s.serviceID },
              { label: t("voice.package"), value: s.packageName },
              { label: t("voice.status"), value: s.serviceStatus },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
