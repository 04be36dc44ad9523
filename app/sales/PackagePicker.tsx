/**
 * The package pickers of the online-sales wizards: a slot per kind of package (chosen card with Edit
 * and Remove, or a Select button) and the picker itself, a modal dialog with JavaScript; without it
 * the same dialog stands open in the page (`?pick=voice|internet|peotv`, `&tab=` for the internet
 * tabs). Choosing posts `intent=pick` (kind, name) and Remove `intent=remove` (kind) to the step's
 * URL; the step's action applies them (`pickerPost` in catalogue.server.ts).
 */
import { Form, Link } from "@remix-run/react";
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { useModal } from "~/components/dialogs";
import { useHydrated } from "~/components/use-hydrated";
import { usePostOnItsWay, useSubmitAfterPaint } from "~/forms/submission";
import { t } from "~/i18n/sales-wizard";
import {
  PICK_PARAM,
  SALES_CAROUSEL_CLASS,
  SALES_PACKAGE_CLASS,
  chosenPackages,
  colourIndex,
  formatRental,
  itemsOf,
  PACKAGE_INTENTS,
  packageColour,
  type ChosenNames,
  type InternetItem,
  type InternetTab,
  type PackageCatalogue,
  type PackageItem,
  type PackageKind,
  type PeoTvItem,
  type VoiceItem,
} from "./catalogue";

/** The step's URL with a picker open: `stepUrl` already carries its own query (e.g. `?step=packages`). */
const pickUrl = (stepUrl: string, kind: PackageKind, tab?: InternetTab) =>
  `${stepUrl}${stepUrl.includes("?") ? "&" : "?"}pick=${PICK_PARAM[kind]}${tab ? `&tab=${tab}` : ""}`;

const colourStyle = (index: number) => ({ "--package-colour": packageColour(index) }) as CSSProperties;

/** A link that, once JavaScript runs, acts in place instead of loading the URL it names. */
function InPlaceLink({
  to,
  onAct,
  children,
  ...rest
}: {
  to: string;
  onAct: () => void;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
  "aria-current"?: "true";
}) {
  const hydrated = useHydrated();
  const act = (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    onAct();
  };
  return (
    <Link to={to} onClick={act} preventScrollReset {...rest}>
      {children}
    </Link>
  );
}

function VoiceFacts({ item }: { item: VoiceItem }) {
  return (
    <>
      <h3 className="sw-package-name">{item.name}</h3>
      {item.freeMinutes ? <p>{t("sw.pkg.freeMinutes", { count: item.freeMinutes })}</p> : null}
      {item.phoneUnit ? <p>{t("sw.pkg.phoneUnit", { unit: item.phoneUnit })}</p> : null}
      <p className="sw-package-price">{t("sw.pkg.rental", { amount: formatRental(item.rental) })}</p>
      {item.callCharges ? <p className="sw-package-note">{t("sw.pkg.callCharges")}</p> : null}
    </>
  );
}

function InternetFacts({ item }: { item: InternetItem }) {
  return (
    <>
      <h3 className="sw-package-name">{item.name}</h3>
      <p className="sw-package-volume">{item.gb === 0 ? t("sw.pkg.unlimitedData") : t("sw.pkg.gb", { gb: item.gb })}</p>
      {item.freeGb ? <p>{t("sw.pkg.freeGb", { gb: item.freeGb })}</p> : null}
      <p className="sw-package-price">{t("sw.pkg.rental", { amount: formatRental(item.rental) })}</p>
    </>
  );
}

function PeoTvFacts({ item }: { item: PeoTvItem }) {
  return (
    <>
      {item.channels !== null ? <p className="sw-package-volume">{t("sw.pkg.channels", { count: item.channels })}</p> : null}
      <h3 className="sw-package-name">{item.name}</h3>
      <p className="sw-package-price">{t("sw.pkg.rental", { amount: formatRental(item.rental) })}</p>
    </>
  );
}

export function PackageFacts({ kind, item }: { kind: PackageKind; item: PackageItem }) {
  if (kind === "voice") return <VoiceFacts item={item as VoiceItem} />;
  if (kind === "internet") return <InternetFacts item={item as InternetItem} />;
  return <PeoTvFacts item={item as PeoTvItem} />;
}

/**
 * A picker: a modal dialog with JavaScript; without it the same dialog stands open in the page
 * (?pick=voice|internet|peotv). Choosing posts the package; the step comes back with it chosen.
 */
function PackagePicker({
  stepUrl,
  kind,
  catalogue,
  chosen,
  initialTab,
  onClose,
}: {
  stepUrl: string;
  kind: PackageKind;
  catalogue: PackageCatalogue;
  chosen: string | null;
  initialTab: InternetTab;
  onClose: () => void;
}) {
  const ref = useModal(true);
  // The choice before this one still on its way: a choice now would be held back, so wait for it.
  const held = usePostOnItsWay();
  // The dialog closes at once; the choice is posted once that is painted.
  const choose = useSubmitAfterPaint({ answer: onClose });
  const [tab, setTab] = useState<InternetTab>(initialTab);
  const items = itemsOf(catalogue, kind, tab);
  const titleId = `sw-picker-${kind}`;
  return (
    <dialog ref={ref} open className="sw-picker" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId} className="dialog-title">
        {t(`sw.pkg.picker.${kind}`)}
      </h2>
      {kind === "internet" ? (
        <nav aria-label={t("sw.pkg.tabs")}>
          <ul className="sw-tabs">
            {(["any", "unlimited"] as const).map((id) => (
              <li key={id}>
                <InPlaceLink
                  to={pickUrl(stepUrl, "internet", id)}
                  onAct={() => setTab(id)}
                  className={`sw-tab${tab === id ? " sw-tab-active" : ""}`}
                  aria-current={tab === id ? "true" : undefined}
                >
                  {t(`sw.pkg.tab.${id}`)}
                </InPlaceLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {items.length === 0 ? (
        <p className="muted">{t("sw.pkg.empty")}</p>
      ) : (
        <ul className={`${SALES_CAROUSEL_CLASS} sw-picker-list`}>
          {items.map((item, i) => (
            <li key={item.name}>
              <article className={SALES_PACKAGE_CLASS} style={colourStyle(i)}>
                <PackageFacts kind={kind} item={item} />
                <Form method="post" action={stepUrl} onSubmit={choose}>
                  <input type="hidden" name="intent" value={PACKAGE_INTENTS.pick} />
                  <input type="hidden" name="kind" value={kind} />
                  <input type="hidden" name="name" value={item.name} />
                  <button type="submit" className="btn sw-choose" disabled={held} aria-label={t("sw.pkg.chooseLabel", { name: item.name.trim() })}>
                    {chosen === item.name ? t("sw.pkg.chosen") : t("sw.pkg.choose")}
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog-actions">
        <InPlaceLink to={stepUrl} onAct={onClose} className="btn btn-outline">
          {t("sw.pkg.close")}
        </InPlaceLink>
      </div>
    </dialog>
  );
}

function PackageSlot({
  stepUrl,
  kind,
  names,
  catalogue,
  onPick,
}: {
  stepUrl: string;
  kind: PackageKind;
  names: ChosenNames;
  catalogue: PackageCatalogue;
  onPick: (kind: PackageKind) => void;
}) {
  const name = names[kind];
  const held = usePostOnItsWay();
  const item = chosenPackages(names, catalogue)[kind];
  const label = t(`sw.pkg.${kind}`);
  const headingId = `sw-slot-${kind}`;
  return (
    <section className="sw-slot" aria-labelledby={headingId}>
      <h2 id={headingId} className="sw-slot-title">
        {label}
      </h2>
      {name ? (
        <>
          <article className={`${SALES_PACKAGE_CLASS} sw-chosen`} style={colourStyle(colourIndex(catalogue, kind, name))}>
            {item ? <PackageFacts kind={kind} item={item} /> : <h3 className="sw-package-name">{name}</h3>}
          </article>
          <div className="sw-slot-actions">
            <InPlaceLink to={pickUrl(stepUrl, kind)} onAct={() => onPick(kind)} className="btn btn-outline" aria-label={t("sw.pkg.editLabel", { kind: label })}>
              {t("sw.pkg.edit")}
            </InPlaceLink>
            <Form method="post" action={stepUrl}>
              <input type="hidden" name="intent" value={PACKAGE_INTENTS.remove} />
              <input type="hidden" name="kind" value={kind} />
              <button type="submit" className="btn btn-outline" disabled={held} aria-label={t("sw.pkg.removeLabel", { kind: label })}>
                {t("sw.pkg.remove")}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="muted">{t("sw.pkg.none")}</p>
          <InPlaceLink to={pickUrl(stepUrl, kind)} onAct={() => onPick(kind)} className="btn btn-primary">
            {t(`sw.pkg.select.${kind}`)}
          </InPlaceLink>
        </>
      )}
    </section>
  );
}

/**
 * The slots of the kinds a wizard offers, and the open picker: the one the URL names (`pick`, for the
 * page without JavaScript) until dismissed, or the one opened in place.
 */
export function PackagePickers({
  stepUrl,
  kinds,
  catalogue,
  names,
  pick,
  tab,
}: {
  stepUrl: string;
  kinds: readonly PackageKind[];
  catalogue: PackageCatalogue;
  names: ChosenNames;
  pick: PackageKind | null;
  tab: InternetTab;
}) {
  const [opened, setOpened] = useState<PackageKind | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const fromUrl = pick && closed !== `${pick}:${tab}` ? pick : null;
  const current = opened ?? fromUrl;
  const close = () => {
    setOpened(null);
    if (pick) setClosed(`${pick}:${tab}`);
  };
  return (
    <>
      <div className="sw-slots">
        {kinds.map((kind) => (
          <PackageSlot key={kind} stepUrl={stepUrl} kind={kind} names={names} catalogue={catalogue} onPick={setOpened} />
        ))}
      </div>
      {current ? (
        <PackagePicker
          key={current}
          stepUrl={stepUrl}
          kind={current}
          catalogue={catalogue}
          chosen={names[current]}
          initialTab={current === pick ? tab : "any"}
          onClose={close}
        />
      ) : null}
    </>
  );
}
