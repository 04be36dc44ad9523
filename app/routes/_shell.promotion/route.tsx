import { defer, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import * as prepaid from "#contracts/prepaid";
import { loadAccountContext, requireAccount } from "~/accounts/context.server";
import { ConfirmDialog } from "~/components/dialogs";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/prepaid";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { redeemSchema } from "./schema";
import prepaidStyles from "~/styles/prepaid.css?url";
import { pageTitle, stylesheets } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

/**
 * The timely-pay offers of the selected line (rewards for paying the bill on time), streamed in
 * behind the page's title; no accounts → /noAccount.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireAccount(op, { postpaidOnly: false });
  const selected = ctx.selected;
  const offers = (selected ? op.data(prepaid.timelyPayOffers, { telephoneno: selected.telephoneNo }) : Promise.resolve(null)).then((read) => ({
    list: read?.ok ? read.data : [],
    error: ctx.error ?? (read && !read.ok ? read.message : null),
  }));
  return defer({ offers, confirm: new URL(request.url).searchParams.get("confirm") });
});

/**
 * Redeem the confirmed offer. A button-only purchase: its success and the operator's refusal both
 * come back to the offers, read again (a redeemed offer leaves the list), and are shown once.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await loadAccountContext(op);
  const submission = parseWithSchema(await request.formData(), { schema: redeemSchema });
  if (submission.status !== "success" || !ctx.selected) return redirectWithOutcome("/promotion", ctx.error ?? t("error.generic"), "error");
  const redeemed = await op.data(prepaid.timelyPayActivation, {
    telephoneno: ctx.selected.telephoneNo,
    packageid: submission.value.packageid,
    referenceNo: submission.value.refno,
  });
  return redeemed.ok ? redirectWithOutcome("/promotion", t("offers.success")) : redirectWithOutcome("/promotion", redeemed.message, "error");
});

export default function Promotion() {
  const { offers, confirm } = useLoaderData<typeof loader>();
  return (
    <section className="card" aria-labelledby="offers-title">
      <h1 id="offers-title">{t("offers.title")}</h1>
      <p>{t("offers.intro")}</p>
      <Deferred resolve={offers} skeleton={<Skeleton className="skeleton-offers" />}>
        {({ list, error }) => (
          <>
            {error ? <PartMessage message={error} className="part-message-block" /> : null}
            <Offers offers={list} confirm={confirm} />
          </>
        )}
      </Deferred>
    </section>
  );
}

type Offer = Awaited<ReturnType<typeof useLoaderData<typeof loader>>["offers"]>["list"][number];

function Offers({ offers, confirm }: { offers: Offer[]; confirm: string | null }) {
  const navigation = useNavigation();
  const [confirming, setConfirming] = useResetState<string | null>(confirm);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(null);
  }, [navigation.state, setConfirming]);
  const offer = confirming ? offers.find((o) => o.refno === confirming) : undefined;

  return (
    <>
      {offers.length === 0 ? (
        <p className="empty">{t("offers.empty")}</p>
      ) : (
        <ul className="cards offers">
          {offers.map((o) => (
            <li key={o.refno} className="offer box">
              {o.imageURL ? <img src={o.imageURL} alt={t("offers.imageAlt", { name: o.packageName })} width={600} height={340} loading="lazy" /> : null}
              <h2>{o.packageName}</h2>
              <dl>
                <div>
                  <dt>{t("offers.amount")}</dt>
                  <dd>{t("offers.amountValue", { amount: o.amount ?? "-" })}</dd>
                </div>
                <div>
                  <dt>{t("offers.eligiblePeriod")}</dt>
                  <dd>{o.eligiblePeriod ?? "-"}</dd>
                </div>
                <div>
                  <dt>{t("offers.validTill")}</dt>
                  <dd>{o.expiredate ?? "-"}</dd>
                </div>
              </dl>
              <Link
                className="btn btn-primary"
                to={`?confirm=${encodeURIComponent(o.refno)}`}
                preventScrollReset
                aria-label={t("offers.redeemLabel", { name: o.packageName })}
                onClick={(e) => {
                  e.preventDefault();
                  setConfirming(o.refno);
                }}
              >
                {t("offers.redeem")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {offer ? (
        <ConfirmDialog
          title={t("offers.confirmTitle")}
          message={<p>{t("offers.confirm")}</p>}
          fields={{ packageid: offer.packageid, refno: offer.refno }}
          confirmLabel={t("dialog.yes")}
          cancelLabel={t("dialog.no")}
          cancelTo="/promotion"
          onCancel={() => setConfirming(null)}
          action="/promotion"
        />
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("offers.title"));

export const links: LinksFunction = () => stylesheets(prepaidStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
