import { Form, useNavigate } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/new-service";
import { NEW_CHOICES, requestPath, type RequestType } from "./request";

/**
 * The radio choice of a new connection (fiber, Megaline, 4G LTE). Each choice has its own URL:
 * with JavaScript a change goes there at once; without it the GET form's Show button asks the
 * loader, which redirects to the chosen type's URL.
 */
export function ConnectionChoice({ type }: { type: RequestType }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action={requestPath("new", type)} className="ns-choice">
      <fieldset className="radio-row">
        <legend>{t("ns.choice")}</legend>
        {NEW_CHOICES.map((choice) => (
          <label key={`${type}-${choice}`} className="check">
            <input
              type="radio"
              name="type"
              value={choice}
              defaultChecked={choice === type}
              onChange={() => navigate(requestPath("new", choice), { preventScrollReset: true })}
            />
            {t(`ns.type.${choice}`)}
          </label>
        ))}
      </fieldset>
      {hydrated ? null : (
        <button type="submit" className="btn btn-outline">
          {t("ns.choice.show")}
        </button>
      )}
    </Form>
  );
}

/** Fibre is ordered online: its Request button leads to the order page. */
export function FiberRequest() {
  return (
    <div className="ns-fiber">
      <p>{t("ns.fiber.text")}</p>
      {/* /applyonline is the public order page, outside this app's routes: a full page load. */}
      <a className="btn btn-primary" href="/applyonline">
        {t("ns.fiber.request")}
      </a>
    </div>
  );
}
