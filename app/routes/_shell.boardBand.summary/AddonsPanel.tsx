import { Form, Link } from "@remix-run/react";
import { ConfirmDialog } from "~/components/dialogs";
import { useSubmitAfterPaint } from "~/forms/submission";
import { formatNumber } from "~/format";
import { t } from "~/i18n/broadband";
import { confirmWording, findAddon, FREE_CATEGORY, type AddonCard, type AddonCategory } from "./addons";
import { summaryHref, type SummaryView } from "./view";

function Card({ card, category, cat }: { card: AddonCard; category: string; cat: number }) {
  const id = `addon-${card.id}`;
  // The press answers within a frame; the dialog follows with the URL that opens it.
  const buy = useSubmitAfterPaint({ preventScrollReset: true });
  return (
    <article className="addon-card" aria-labelledby={`${id}-name`}>
      {card.icon ? <img src={card.icon} alt="" width={48} height={48} loading="lazy" /> : null}
      <h4 id={`${id}-name`}>{card.name}</h4>
      <p className="addon-description">{card.description}</p>
      <Form method="get" preventScrollReset className="addon-buy" onSubmit={buy}>
        <input type="hidden" name="panel" value="addons" />
        <input type="hidden" name="cat" value={cat} />
        <input type="hidden" name="addon" value={card.id} />
        {card.recurrentId ? (
          <label className="switch">
            {/* Checked: the one-time package; unchecked: only the hidden "1" below is sent (recurrent). */}
            <input type="checkbox" role="switch" name="recurrent" value="0" defaultChecked />
            <span>{t("bb.addons.oneTime")}</span>
          </label>
        ) : null}
        {card.recurrentId ? <input type="hidden" name="recurrent" value="1" /> : null}
        <button type="submit" className="btn btn-primary addon-price">
          <span className="visually-hidden">{t("bb.addons.buy", { name: card.name })}: </span>
          {category === FREE_CATEGORY ? t("bb.addons.free") : t("bb.addons.price", { price: addonPrice(card.price) })}
        </button>
      </Form>
    </article>
  );
}

/** 'Rs. {postprice}' with thousands separators (spec 000: numbers use them); a price that is not a number as it came. */
const addonPrice = (price: string) => (price.trim() !== "" && Number.isFinite(Number(price)) ? formatNumber(Number(price)) : price);

/** Data add-ons: category tabs, cards, and the confirm dialog of the chosen one (?addon=). */
export function AddonsPanel({ categories, view }: { categories: AddonCategory[]; view: SummaryView["addons"] }) {
  const cat = Math.min(view.cat, Math.max(0, categories.length - 1));
  const current = categories[cat];
  const chosen = view.addon ? findAddon(categories, view.addon, view.oneTime) : null;
  const wording = chosen ? confirmWording(chosen.category) : null;
  return (
    <section className="card bb-panel" aria-labelledby="addons-title">
      <h3 id="addons-title">{t("bb.addons.title")}</h3>
      {!current ? (
        <p>{t("bb.addons.none")}</p>
      ) : (
        <div className="addons">
          <nav aria-label={t("bb.addons.categories")} className="addon-tabs">
            <ul>
              {categories.map((c, i) => (
                <li key={c.category}>
                  <Link to={summaryHref({ panel: "addons", cat: i })} aria-current={i === cat ? "page" : undefined} preventScrollReset>
                    {c.category}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="addon-cards list-plain">
            {current.cards.map((card) => (
              <li key={card.id}>
                <Card card={card} category={current.category} cat={cat} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {chosen && wording ? (
        <ConfirmDialog
          title={t("bb.addons.confirmTitle")}
          message={<p>{t(`bb.addons.confirm.${wording}`, { name: chosen.name })}</p>}
          fields={{ intent: "addon", packageId: chosen.packageId, category: chosen.category, cat: String(cat) }}
          confirmLabel={t("dialog.yes")}
          cancelLabel={t("dialog.no")}
          cancelTo={summaryHref({ panel: "addons", cat })}
        />
      ) : null}
    </section>
  );
}
