/**
 * Every Sinhala text of the portal, area by area: each area file gives exactly the keys of its English catalogue, and the
 * whole exactly those of the whole English one (app/i18n/en/index.ts), placeholders and plural forms checked by the typecheck.
 */
import { wholeTranslation } from "../catalogue";
import type { en } from "../en";
import { auth } from "./auth";
import { bill } from "./bill";
import { broadbandServices } from "./broadband-services";
import { broadbandSummary } from "./broadband-summary";
import { broadband } from "./broadband";
import { common } from "./common";
import { complaints } from "./complaints";
import { digitalLife } from "./digital-life";
import { faq } from "./faq";
import { mobile } from "./mobile";
import { newService } from "./new-service";
import { prepaid } from "./prepaid";
import { profile } from "./profile";
import { salesCart } from "./sales-cart";
import { salesDetails } from "./sales-details";
import { salesLanding } from "./sales-landing";
import { salesLte } from "./sales-lte";
import { salesOrder } from "./sales-order";
import { salesStatus } from "./sales-status";
import { salesWizard } from "./sales-wizard";
import { sales } from "./sales";
import { security } from "./security";
import { shell } from "./shell";
import { tv } from "./tv";
import { voice } from "./voice";

export const si = wholeTranslation<typeof en, "si">()({
  ...auth,
  ...bill,
  ...broadbandServices,
  ...broadbandSummary,
  ...broadband,
  ...common,
  ...complaints,
  ...digitalLife,
  ...faq,
  ...mobile,
  ...newService,
  ...prepaid,
  ...profile,
  ...salesCart,
  ...salesDetails,
  ...salesLanding,
  ...salesLte,
  ...salesOrder,
  ...salesStatus,
  ...salesWizard,
  ...sales,
  ...security,
  ...shell,
  ...tv,
  ...voice,
});
