/**
 * The personal part of every wizard's customer-details form (PersonalDetails): Title, First Name and
 * Last Name, the two contacts, each with Verify (a one-time code) or the Verified badge, and the
 * identity (IdentityFields). `usePerson` holds what the browser changes before posting: a contact stays
 * verified while it is the one the server verified, or one the customer has verified already
 * (`trusted`: the login id, the profile's alternate contact); the identity as useIdentity tells.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { t } from "~/i18n/sales-details";
import type { ContactChannel } from "./contacts.server";
import { TextBox, Verified, VerifyButton } from "./DetailsFields";
import { sameContact } from "./identity";
import { IdentityFields, useIdentity } from "./IdentityFields";
import type { IdType, PersonContacts, PersonValues } from "./person";
import { TitleSelect } from "./TitleSelect";

/** Title, First Name and Last Name; `onTitle` hears a new title (it clears a NIC and the date of birth). */
function NameFields({
  fields,
  onTitle,
}: {
  fields: { title: FieldMetadata<string>; firstName: FieldMetadata<string>; lastName: FieldMetadata<string> };
  onTitle?: (title: string) => void;
}) {
  return (
    <div className="details-grid">
      <TitleSelect field={fields.title} onChange={onTitle} />
      <TextBox field={fields.firstName} label={t("details.firstName")} autoComplete="given-name" />
      <TextBox field={fields.lastName} label={t("details.lastName")} autoComplete="family-name" />
    </div>
  );
}

type ContactInputs = Record<ContactChannel, FieldMetadata<string>>;
type PerChannel<T> = Partial<Record<ContactChannel, T>>;

/** The two contacts as typed, from what the form last sent back or else what the server holds. */
function useContacts(fields: ContactInputs, saved: PersonContacts, trusted: readonly string[] = []) {
  return {
    mobile: useContact(fields.mobile.initialValue ?? saved.mobile, { value: saved.mobile, verified: saved.mobileVerified }, trusted),
    email: useContact(fields.email.initialValue ?? saved.email, { value: saved.email, verified: saved.emailVerified }, trusted),
  };
}

function useContact(initial: string, saved: { value: string; verified: boolean }, trusted: readonly string[]) {
  const [value, setValue] = useState(initial);
  const verified = (saved.verified && value.trim() === saved.value) || trusted.some((contact) => sameContact(value, contact));
  return { value, setValue, verified };
}

type ContactsEntry = ReturnType<typeof useContacts>;

/**
 * The person as the page holds it while the customer types: the identity (useIdentity) and the
 * contacts (useContacts), from what the server holds (`saved`: the form's values and what is
 * verified). `given`: the document the page decides; `trusted`: contacts verified already.
 */
export function usePerson(
  fields: ContactInputs & { idNumber: FieldMetadata<string>; dateOfBirth: FieldMetadata<string> },
  saved: Omit<PersonValues, "idType"> & PersonContacts & { idType: IdType; idVerified: boolean },
  { given, trusted }: { given?: IdType; trusted?: readonly string[] } = {},
) {
  const identity = useIdentity(saved, { idNumber: fields.idNumber.initialValue, dateOfBirth: fields.dateOfBirth.initialValue }, given);
  const contacts = useContacts(fields, saved, trusted);
  /** What the browser holds verified, as the forms' hidden inputs tell it. */
  const verified = { mobileVerified: contacts.mobile.verified, emailVerified: contacts.email.verified, idVerified: identity.verified };
  return { identity, contacts, verified };
}

export type PersonEntry = ReturnType<typeof usePerson>;

const CONTACT_INPUT = {
  mobile: { label: "details.mobile", type: "tel", placeholder: "details.mobile.placeholder", verify: "details.verify.mobile" },
  email: { label: "details.email", type: "email", placeholder: "details.email.placeholder", verify: "details.verify.email" },
} as const;

/**
 * Mobile and Email, each with Verify (posting its `verifyIntents`) or the Verified badge beside it;
 * without `verifyIntents` neither (a form that does not verify). `between`: what stands between them.
 */
function ContactFields({
  fields,
  contacts,
  verifyIntents,
  readOnly = {},
  disabled = {},
  hints = {},
  between,
}: {
  fields: ContactInputs;
  contacts: ContactsEntry;
  verifyIntents?: Record<ContactChannel, string>;
  readOnly?: PerChannel<boolean>;
  disabled?: PerChannel<boolean>;
  hints?: PerChannel<string>;
  between?: ReactNode;
}) {
  const contact = (channel: ContactChannel) => {
    const input = CONTACT_INPUT[channel];
    const entry = contacts[channel];
    const verify = verifyIntents ? <VerifyButton intent={verifyIntents[channel]} label={t(input.verify)} disabled={disabled[channel]} /> : undefined;
    return (
      <TextBox
        field={fields[channel]}
        label={t(input.label)}
        type={input.type}
        autoComplete={input.type === "tel" ? "tel" : "email"}
        placeholder={t(input.placeholder)}
        readOnly={readOnly[channel]}
        disabled={disabled[channel]}
        value={entry.value}
        onValue={entry.setValue}
        hint={hints[channel]}
        after={verify && entry.verified ? <Verified /> : verify}
      />
    );
  };
  return (
    <>
      {contact("mobile")}
      {between}
      {contact("email")}
    </>
  );
}

/**
 * The personal part of a customer-details form: title and names, the two contacts, then the identity
 * (`beforeIdentity`: what decides the document, such as the LTE wizard's nationality). `verify`: the
 * Verify buttons' intents (none: the form verifies nothing). `mobileFirst`: until the mobile is
 * verified the rest waits (the public wizard): its note shows and the email and identity are disabled.
 */
export function PersonalDetails({
  fields,
  formId,
  person: { identity, contacts },
  verify,
  readOnly,
  hints,
  mobileFirst = false,
  withDateOfBirth = true,
  beforeIdentity,
}: {
  fields: Parameters<typeof NameFields>[0]["fields"] & ContactInputs & Parameters<typeof IdentityFields>[0]["fields"];
  formId: string;
  person: PersonEntry;
  verify?: { contacts: Record<ContactChannel, string>; id: string };
  readOnly?: PerChannel<boolean>;
  hints?: PerChannel<string>;
  mobileFirst?: boolean;
  withDateOfBirth?: boolean;
  beforeIdentity?: ReactNode;
}) {
  return (
    <fieldset className="details-section">
      <legend>{t("details.personal")}</legend>
      <NameFields fields={fields} onTitle={identity.titleChanged} />
      <ContactFields
        fields={fields}
        contacts={contacts}
        verifyIntents={verify?.contacts}
        readOnly={readOnly}
        hints={hints}
        disabled={{ email: mobileFirst }}
        between={mobileFirst ? <p className="notice details-locked">{t("details.mobileFirst")}</p> : null}
      />
      {beforeIdentity}
      <IdentityFields identity={identity} fields={fields} formId={formId} checkIntent={verify?.id} withDateOfBirth={withDateOfBirth} disabled={mobileFirst} />
    </fieldset>
  );
}
