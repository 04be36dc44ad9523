import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { usePostOnItsWay } from "~/forms/submission";
import { t } from "~/i18n/sales-wizard";

/**
 * A wizard step's actions: Back (to the step before; none on a first step), any other button, and the
 * step's main button ('Next' unless told otherwise), which reads 'Please wait...' while it posts.
 * `intent` is the value it posts as `intent`; `form` names its form when the button stands outside it.
 */
export function StepActions({
  back,
  intent,
  label = t("sw.next"),
  disabled,
  form,
  children,
}: {
  back?: string;
  intent?: string;
  label?: string;
  disabled?: boolean;
  form?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = intent !== undefined && navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  // Another post of the page on its way (a package just chosen): this one would be held back.
  const held = usePostOnItsWay() && !busy;
  return (
    <div className="actions-row sw-actions">
      {back ? (
        <Link to={back} className="btn btn-outline">
          {t("sw.back")}
        </Link>
      ) : null}
      {children}
      <button
        type="submit"
        form={form}
        name={intent ? "intent" : undefined}
        value={intent}
        className="btn btn-primary"
        disabled={disabled || held}
        aria-disabled={busy || undefined}
      >
        {busy ? t("sw.wait") : label}
      </button>
    </div>
  );
}
