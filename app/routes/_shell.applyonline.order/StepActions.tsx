import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { t } from "~/i18n/sales-order";

/** A step's Back (to the step before) and its main button ('Please wait...' while it posts), with any other button between. */
export function StepActions({
  back,
  intent,
  label = t("order.next"),
  disabled,
  children,
}: {
  back: string;
  intent: string;
  label?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <div className="details-actions">
      <Link to={back} className="btn btn-outline">
        {t("order.back")}
      </Link>
      {children}
      <button type="submit" name="intent" value={intent} className="btn btn-primary" disabled={disabled} aria-disabled={busy || undefined}>
        {busy ? t("order.wait") : label}
      </button>
    </div>
  );
}
