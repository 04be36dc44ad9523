import { DialogLink } from "~/components/dialogs";
import { t } from "~/i18n/prepaid";
import { gb, rupees } from "~/prepaid/format";

export interface PackageCard {
  id: string;
  name: string;
  volumeGb: number | null;
  price: number;
  validityDays: number | null;
}

/** Package cards: name, volume, price with tax, validity and Activate (a link to the confirm step). */
export function PackageCards({
  packages,
  confirmHref,
  onActivate,
}: {
  packages: PackageCard[];
  confirmHref: (id: string) => string;
  onActivate: (id: string) => void;
}) {
  if (packages.length === 0) return <p className="empty">{t("pp.pkg.empty")}</p>;
  return (
    <ul className="cards pp-packages">
      {packages.map((p) => (
        <li key={p.id} className="pp-package box">
          <h3>{p.name}</h3>
          <dl>
            <div>
              <dt>{t("pp.pkg.volume")}</dt>
              <dd>{p.volumeGb === null ? "-" : t("pp.pkg.volumeValue", { gb: gb(p.volumeGb) })}</dd>
            </div>
            <div>
              <dt>{t("pp.pkg.price")}</dt>
              <dd>{t("pp.pkg.priceValue", { amount: rupees(p.price) })}</dd>
            </div>
            <div>
              <dt>{t("pp.pkg.validity")}</dt>
              <dd>{p.validityDays === null ? "-" : t("pp.pkg.validityValue", { count: p.validityDays })}</dd>
            </div>
          </dl>
          <DialogLink
            className="btn btn-primary"
            to={confirmHref(p.id)}
            aria-label={t("pp.pkg.activateLabel", { name: p.name })}
            onOpen={() => onActivate(p.id)}
          >
            {t("pp.pkg.activate")}
          </DialogLink>
        </li>
      ))}
    </ul>
  );
}
