/**
 * The identity part of every wizard's customer-details form: the document (NIC or passport: radios in
 * the fibre wizards; the LTE wizard's nationality decides it), the number with Verify (or Verified),
 * and the date of birth, which a NIC gives and which is locked once the NIC is verified. `useIdentity`
 * holds what the browser changes before posting: a number is upper-cased as it is typed, a new document
 * type or number is no longer verified, a valid NIC fills the date of birth, and a new title clears a
 * NIC and the date of birth.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-details";
import { Required, TextBox, Verified, VerifyButton } from "./DetailsFields";
import { birthDateOfNic } from "./identity";
import type { IdType } from "./person";

/** The identity as the server holds it: the document asked for and its number. */
export interface SavedIdentity {
  idType: IdType;
  idNumber: string;
  idVerified: boolean;
  dateOfBirth: string;
}

/**
 * `given`: the document the page decides (the LTE wizard's nationality); without it the customer
 * chooses with the radios.
 */
export function useIdentity(saved: SavedIdentity, typed: { idNumber?: string; dateOfBirth?: string }, given?: IdType) {
  const [chosen, setChosen] = useState<IdType>(saved.idType);
  const [idNumber, setIdNumber] = useState(typed.idNumber ?? saved.idNumber);
  const [dateOfBirth, setDateOfBirth] = useState(typed.dateOfBirth ?? saved.dateOfBirth);
  const idType = given ?? chosen;
  const verified = saved.idVerified && idType === saved.idType && idNumber.trim().toUpperCase() === saved.idNumber;
  return {
    saved,
    idType,
    /** The page decides the document: no radios. */
    given: given !== undefined,
    idNumber,
    dateOfBirth,
    verified,
    /** A NIC's date of birth cannot be changed once the NIC is verified. */
    dateLocked: idType === "nic" && verified,
    chooseType(type: IdType) {
      setChosen(type);
      setIdNumber(type === saved.idType ? saved.idNumber : "");
    },
    typeNumber(value: string) {
      const upper = value.toUpperCase();
      setIdNumber(upper);
      const fromNic = idType === "nic" ? birthDateOfNic(upper) : null;
      if (fromNic) setDateOfBirth(fromNic);
    },
    setDateOfBirth,
    /** A new title: a NIC must be typed (and checked) again, and the date of birth with it. */
    titleChanged() {
      if (idType === "nic") setIdNumber("");
      setDateOfBirth("");
    },
    /** Another document asked for (a new nationality): nothing typed for it yet. */
    clear() {
      setIdNumber("");
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
  withDateOfBirth = true,
  disabled,
}: {
  identity: IdentityEntry;
  fields: { idType: FieldMetadata<string>; idNumber: FieldMetadata<string>; dateOfBirth: FieldMetadata<string> };
  formId: string;
  /** The intent of Verify NIC or passport; without it the number is not verified here. */
  checkIntent?: string;
  withDateOfBirth?: boolean;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const { idType, saved } = identity;
  // Without JavaScript the label cannot follow the radios (or the nationality).
  const label = !hydrated ? t("details.idNumber") : idType === "nic" ? t("details.nic") : t("details.passport");
  const check = identity.verified ? <Verified /> : <VerifyButton intent={checkIntent ?? ""} label={t("details.verify.id")} disabled={disabled} />;
  return (
    <>
      {identity.given ? (
        <input type="hidden" name={fields.idType.name} form={formId} value={idType} />
      ) : (
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
      )}
      <TextBox
        field={fields.idNumber}
        label={label}
        disabled={disabled}
        value={identity.idNumber}
        autoComplete="off"
        onValue={identity.typeNumber}
        after={checkIntent ? check : undefined}
      />
      {withDateOfBirth ? (
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
      ) : null}
    </>
  );
}
