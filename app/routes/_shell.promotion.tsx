import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as prepaid from "#contracts/prepaid";
import { loadAccountContext, requireAccount } from "~/accounts/context.server";
import { ConfirmDialog, MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/prepaid";
import { redeemSchema } from "~/prepaid/forms";

/** Timely-pay offers of the selected line (seeds 000 and 001); no accounts → /noAccount. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAccount(request, { postpaidOnly: false });
  const offers = ctx.selected ? await ctx.op.data(prepaid.timelyPayOffers, { telephoneno: ctx.selected.telephoneNo }) : null;
  return json(
    {
      offers: offers?.ok ? offers.data : [],
      confirm: new URL(request.url).searchParams.get("confirm"),
      error: ctx.error ?? (offers && !offers.ok ? offers.message : null),
    },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await loadAccountContext(request);
  const submission = parseWithSchema(await request.formData(), { schema: redeemSchema });
  const headers = await ctx.op.headers();
  if (submission.status !== "success" || !ctx.selected) return json({ success: null, error: ctx.error ?? t("error.generic") }, { status: 400, headers });
  const redeemed = await ctx.op.data(prepaid.timelyPayActivation, {
    telephoneno: ctx.selected.telephoneNo,
    packageid: submission.value.packageid,
    refrenceNo: submission.value.refno,
  });
  if (!redeemed.ok) return json({ success: null, error: redeemed.message }, { status: 400, headers: await ctx.op.headers() });
  return json({ success: t("offers.success"), error: null }, { headers: await ctx.op.headers() });
}

export default function Promotion() {
  const { offers, confirm, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState<string | null>(confirm);
  useEffect(() => setConfirming(confirm), [confirm]);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(null);
  }, [navigation.state]);
  const offer = confirming ? offers.find((o) => o.refno === confirming) : undefined;

  return (
    <section className="card" aria-labelledby="offers-title">
      <h1 id="offers-title">{t("offers.title")}</h1>
      <p>{t("offers.intro")}</p>
      {offers.length === 0 ? (
        <p className="empty">{t("offers.empty")}</p>
      ) : (
        <ul className="cards offers">
          {offers.map((o) => (
            <li key={o.refno} className="offer">
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
      <MessageDialog title={t("dialog.success")} message={actionData?.success} okLabel={t("error.ok")} />
      <ErrorDialog message={actionData?.error ?? error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("offers.title")} | ${t("app.name")}` }];
