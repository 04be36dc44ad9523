/**
 * The identity part of the fibre wizards' customer-details forms (public and signed-in): NIC or
 * passport, the number with Verify (or Verified), and the date of birth, which a NIC gives and which
 * is locked once the NIC is verified. `useIdentity` holds what the browser changes before posting: a
 * new document type or number is no longer verified, a valid NIC fills the date of birth, and a new
 * title clears a NIC and the date of birth.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-details";
import { Required, TextBox, Verified, VerifyButton } from "./DetailsFields";
import { birthDateOfNic } from "./identity";

/** The identity as the server holds it. */
export interface SavedIdentity {
  idType: "nic" | "pp";
  nic: string;
  passport: string;
  idVerified: boolean;
  dateOfBirth: string;
}

export function useIdentity(saved: SavedIdentity, typed: { idNumber?: string; dateOfBirth?: string }) {
  const savedNumber = saved.idType === "nic" ? saved.nic : saved.passport;
  const [idType, setIdType] = useState<"nic" | "pp">(saved.idType);
  const [idNumber, setIdNumber] = useState(typed.idNumber ?? savedNumber);
  const [dateOfBirth, setDateOfBirth] = useState(typed.dateOfBirth ?? saved.dateOfBirth);
  const verified = saved.idVerified && idType === saved.idType && idNumber.trim().toUpperCase() === savedNumber;
  return {
    saved,
    idType,
    idNumber,
    dateOfBirth,
    verified,
    /** A NIC's date of birth cannot be changed once the NIC is verified. */
    dateLocked: idType === "nic" && verified,
    chooseType(type: "nic" | "pp") {
      setIdType(type);
      setIdNumber(type === saved.idType ? (type === "nic" ? saved.nic : saved.passport) : "");
    },
    typeNumber(value: string) {
      setIdNumber(value);
      const fromNic = idType === "nic" ? birthDateOfNic(value) : null;
      if (fromNic) setDateOfBirth(fromNic);
    },
    setDateOfBirth,
    /** A new title: a NIC must be typed (and checked) again, and the date of birth with it. */
    titleChanged() {
      if (idType === "nic") setIdNumber("");
      setDateOfBirth("");
    },
  };
}

export type IdentityEntry = ReturnType<typeof useIdentity>;

export function IdentityFields({
  identity,
  fields,
  formId,
  checkIntent,
  disabled,
}: {
  identity: IdentityEntry;
  fields: { idType: FieldMetadata<string>; idNumber: FieldMetadata<string>; dateOfBirth: FieldMetadata<string> };
  formId: string;
  /** The intent of Verify NIC or passport. */
  checkIntent: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const { idType, saved } = identity;
  // Without JavaScript the label cannot follow the radios.
  const label = !hydrated ? t("details.idNumber") : idType === "nic" ? t("details.nic") : t("details.passport");
  return (
    <>
      <fieldset className="details-radios" disabled={disabled}>
        <legend>
          {t("details.idType")}
          <Required />
        </legend>
        {(["nic", "pp"] as const).map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name={fields.idType.name}
              form={formId}
              value={type}
              defaultChecked={saved.idType === type}
              onChange={() => identity.chooseType(type)}
            />
            {t(`details.idType.${type}`)}
          </label>
        ))}
      </fieldset>
      <TextBox
        field={fields.idNumber}
        label={label}
        disabled={disabled}
        value={identity.idNumber}
        autoComplete="off"
        onValue={identity.typeNumber}
        after={identity.verified ? <Verified /> : <VerifyButton intent={checkIntent} label={t("details.verify.id")} disabled={disabled} />}
      />
      <TextBox
        field={fields.dateOfBirth}
        label={t("details.dateOfBirth")}
        type="date"
        disabled={disabled}
        readOnly={identity.dateLocked}
        value={identity.dateOfBirth}
        onValue={identity.setDateOfBirth}
        hint={identity.dateLocked ? t("details.dateOfBirth.locked") : undefined}
      />
    </>
  );
}
