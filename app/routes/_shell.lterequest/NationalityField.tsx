import type { FieldMetadata } from "@conform-to/react";
import { Combobox } from "~/components/Combobox";
import { FieldError } from "~/components/inputs";
import { t } from "~/i18n/sales-lte";
import { Required } from "~/sales/DetailsFields";
import { NATIONALITIES, nationalitiesMatching } from "./forms";

/**
 * Nationality: a text box whose list offers the nationalities starting with what was typed; any
 * other may be typed. Without JavaScript the browser's own suggestion list (datalist) stands in.
 */
export function NationalityField({ field, value, onValue }: { field: FieldMetadata<string>; value: string; onValue: (value: string) => void }) {
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  return (
    <Combobox
      id={field.id}
      name={field.name}
      label={
        <>
          {t("lte.details.nationality")}
          <Required />
        </>
      }
      className="field lte-nationality"
      value={value}
      onValue={onValue}
      options={nationalitiesMatching(value).filter((n) => n !== value)}
      optionKey={(n) => n}
      renderOption={(n) => n}
      onPick={onValue}
      listLabel={t("lte.details.nationality.options")}
      invalid={Boolean(field.errors?.length)}
      describedBy={`${errorId} ${hintId}`}
      suggestions={NATIONALITIES}
    >
      <p id={hintId} className="details-hint">
        {t("lte.details.nationality.hint")}
      </p>
      <FieldError id={errorId} errors={field.errors} />
    </Combobox>
  );
}
