/** Timely-pay offers: rewards for paying the bill on time, each redeemable once before it expires. */
import { http, HttpResponse } from "msw";
import * as prepaid from "#contracts/prepaid";
import { timelyPayRewardSvg, timelyPayRewards } from "../../../fixtures/prepaid";
import { fail, implement, ok, type Bases } from "../../implement";
import { nowMs } from "../../world";
import { isoDate, linkedTelephone, messages, timelyPayOffers } from "./state";

const IMAGE_PATH = "TimelyPay/images";

/** Where the browser reaches this simulator's service base (SIM_PUBLIC_URL behind a proxy). */
function publicBase(url: URL, contractPath: string): string {
  const basePath = url.pathname.slice(0, url.pathname.length - contractPath.length - 1);
  return `${(process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, "")}${basePath}`;
}

export const timelyPayImplementations = [
  implement(prepaid.timelyPayOffers, ({ input, me, url, contract }) => {
    const telephoneNo = linkedTelephone(me.userName, input.telephoneno);
    if (!telephoneNo) return fail(messages.notLinked);
    const now = nowMs();
    const base = publicBase(url, contract.path);
    const open = timelyPayOffers
      .findMany((q) => q.where({ telephoneNo }))
      .filter((o) => o.redeemedAt === null && o.expiresAt > now)
      .sort((a, b) => a.expiresAt - b.expiresAt);
    return ok(
      open.flatMap((o) => {
        const reward = timelyPayRewards.find((r) => r.packageid === o.packageid);
        if (!reward) return [];
        return [
          {
            telephoneno: telephoneNo,
            packageid: o.packageid,
            packageName: reward.packageName,
            imageURL: `${base}/${IMAGE_PATH}/${o.packageid}.svg`,
            amount: reward.amountLkr.toFixed(2),
            eligiblePeriod: o.eligiblePeriod,
            eligibledate: isoDate(o.eligibleAt),
            expiredate: isoDate(o.expiresAt),
            refno: o.refno,
          },
        ];
      }),
    );
  }),

  implement(prepaid.timelyPayActivation, async ({ input, me }) => {
    const telephoneNo = linkedTelephone(me.userName, input.telephoneno);
    if (!telephoneNo) return fail(messages.notLinked);
    const offer = timelyPayOffers.findFirst((q) => q.where({ telephoneNo, packageid: input.packageid, refno: input.refrenceNo }));
    if (!offer) return fail(messages.offerNotFound);
    if (offer.redeemedAt !== null) return fail(messages.offerRedeemed);
    if (offer.expiresAt <= nowMs()) return fail(messages.offerExpired);
    await timelyPayOffers.update(offer, {
      data(o) {
        o.redeemedAt = nowMs();
      },
    });
    return ok({ status: "SUCCESS", message: "Package Activated Successfully" });
  }),
];

export function timelyPayImageHandlers(bases: Bases) {
  return [
    http.get(`${bases.api}/${IMAGE_PATH}/:file`, ({ params }) => {
      const svg = timelyPayRewardSvg(String(params.file).replace(/\.svg$/, ""));
      if (!svg) return new HttpResponse("Not found", { status: 404 });
      return new HttpResponse(svg, { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } });
    }),
  ];
}
