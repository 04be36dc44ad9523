/**
 * The address fields of the wizards' forms: the service address's two lines, and the billing address
 * with 'Same as service address' (ticked, the billing fields show the service address and are locked;
 * unticking clears them).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { t } from "~/i18n/sales-details";
import { NO_ADDRESS, postalDigits, type PostalAddress } from "./address";
import { TextBox } from "./DetailsFields";
import { useAdoptChecked } from "~/forms/early-input";

type Lines = { line1: string; line2: string };

/** Address Line 1 and 2; controlled when given a `value`. */
export function AddressLines({
  fields,
  disabled,
  value,
  onValue,
}: {
  fields: { line1: FieldMetadata<string>; line2: FieldMetadata<string> };
  disabled?: boolean;
  value?: Lines;
  onValue?: (value: Lines) => void;
}) {
  return (
    <>
      {(["line1", "line2"] as const).map((line) => (
        <TextBox
          key={line}
          field={fields[line]}
          label={t(line === "line1" ? "details.address1" : "details.address2")}
          disabled={disabled}
          value={value?.[line]}
          onValue={value ? (typed) => onValue?.({ ...value, [line]: typed }) : undefined}
          autoComplete={line === "line1" ? "address-line1" : "address-line2"}
        />
      ))}
    </>
  );
}

const AUTOCOMPLETE: PostalAddress = {
  line1: "billing address-line1",
  line2: "billing address-line2",
  city: "billing address-level2",
  postalCode: "billing postal-code",
};

/**
 * The billing address in its own fieldset ('Billing address'; `children` follow the legend). `names`:
 * the fields it posts under (as postedBilling reads them); `labels`: the city's and the postal code's,
 * when not 'City' and 'Postal Code'; `saved`: the server's billing address, unless the form sent one back.
 */
export function BillingAddressFields<F extends Record<string, FieldMetadata<string>>>({
  fields,
  names,
  labels = { city: t("details.city"), postalCode: t("details.postalCode") },
  service,
  saved,
  children,
}: {
  fields: F & { sameAsService: FieldMetadata<string> };
  names: Record<keyof PostalAddress, keyof F & string>;
  labels?: Pick<PostalAddress, "city" | "postalCode">;
  /** What 'Same as service address' copies. */
  service: PostalAddress;
  saved: { same: boolean; billing: PostalAddress };
  children?: ReactNode;
}) {
  const field = (name: keyof PostalAddress) => fields[names[name]];
  const [same, setSame] = useState(saved.same);
  const [billing, setBilling] = useState<PostalAddress>(() => {
    const typed = (name: keyof PostalAddress) => field(name).initialValue ?? saved.billing[name];
    return { line1: typed("line1"), line2: typed("line2"), city: typed("city"), postalCode: typed("postalCode") };
  });
  const tickSame = (ticked: boolean) => {
    setSame(ticked);
    // Unticking clears the billing address.
    if (!ticked) setBilling(NO_ADDRESS);
  };
  const sameRef = useAdoptChecked(same, tickSame);
  // Ticked: the billing fields show the service address as it is typed.
  const shown = same ? service : billing;
  const label: PostalAddress = { line1: t("details.billing.line1"), line2: t("details.billing.line2"), ...labels };
  const box = (name: keyof PostalAddress) => (
    <TextBox
      field={field(name)}
      label={label[name]}
      readOnly={same}
      value={shown[name]}
      onValue={(value) => setBilling((b) => ({ ...b, [name]: name === "postalCode" ? postalDigits(value) : value }))}
      autoComplete={AUTOCOMPLETE[name]}
      inputMode={name === "postalCode" ? "numeric" : undefined}
    />
  );
  return (
    <fieldset className="details-section">
      <legend>{t("details.billing")}</legend>
      {children}
      <label className="check details-same">
        <input ref={sameRef} type="checkbox" name={fields.sameAsService.name} value="on" checked={same} onChange={(e) => tickSame(e.currentTarget.checked)} />
        {t("details.billing.same")}
      </label>
      {box("line1")}
      {box("line2")}
      <div className="details-grid">
        {box("city")}
        {box("postalCode")}
      </div>
    </fieldset>
  );
}
