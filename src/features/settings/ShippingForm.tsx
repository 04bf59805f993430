import { useRef, useState } from "react";
import { errorMessageOf, isConflict } from "../../core/api/apiError";
import { uploadImage } from "../../core/api/upload";
import type { FieldErrors } from "../../core/fieldErrors";
import { notify } from "../../core/notify";
import type { ShippingService } from "../../core/types";
import { ImageUploadField, singleImage } from "../../ui/ImageUploadField";
import { MoneyField, moneyError, readMoneyText } from "../../ui/MoneyField";
import { FieldError, TextArea, TextField } from "../../ui/TextField";
import { useCreateShippingServiceMutation, useShippingServicesQuery, useUpdateShippingServiceMutation } from "./api";
import { focusFirstInvalid, FormScreen, RecordFromList, useEditedId, useFormValues, useRecordSave } from "./formParts";
import { t } from "./messages";
import type { ConflictField } from "../../ui/ConflictReview";

/**
 * /setting/shipping-address-add (Add Shipping Service) and ?id=2 (edit; the list passes the
 * service along and a reload finds it in the list): title, description, image, Sale Price.
 */
export function ShippingForm() {
  const id = useEditedId();
  const list = useShippingServicesQuery(undefined, { skip: id === null });
  return (
    <RecordFromList id={id} list={list} editTitle={t("editShippingService")} errorTitle={t("errorFetchingShipping")}>
      {(service) => <ShippingEditor key={id ?? "new"} id={id} service={service} />}
    </RecordFromList>
  );
}

/** The price as the operator sees it in the field (the stored amount, with the locale's marks left to MoneyField). */
const priceText = (service: ShippingService | undefined) => (service ? service.price.toFixed(2) : "");

const shippingValues = (service: ShippingService | undefined) => ({
  title: service?.title ?? "",
  description: service?.description ?? "",
  price: priceText(service),
  image: service?.image ?? "",
});

/** The fields a shipping service's conflict review compares (issue 33), labelled as on the form. */
const shippingFields = (): ConflictField<ReturnType<typeof shippingValues>>[] => [
  { key: "title", label: t("shippingTitle") },
  { key: "description", label: t("shippingDescription") },
  { key: "price", label: t("salePrice") },
  { key: "image", label: t("shippingImage") },
];

function ShippingEditor({ id, service }: { id: number | null; service: ShippingService | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const formValues = useFormValues(shippingValues(service));
  const { values, set, text } = formValues;
  const [errors, setErrors] = useState<FieldErrors<"fields" | "title" | "price" | "image">>({});
  const [uploading, setUploading] = useState(false);
  const saving = useRecordSave("Shipping", id, useCreateShippingServiceMutation(), useUpdateShippingServiceMutation(), {
    ...formValues,
    record: service,
    fields: shippingFields(),
    valuesOf: shippingValues,
    resubmit: (merged, version) => submit(merged, version),
  });

  const submit = async (current = values, version?: number) => {
    const title = current.title.trim();
    const description = current.description.trim();
    const missing = !title || !description || current.price.trim() === "";
    // The amount as the operator wrote it, in the shop's locale ("14,95" is €14.95).
    const price = readMoneyText(current.price);
    const found = {
      fields: missing ? t("fillRequiredFields") : undefined,
      price: !missing && !price.ok ? (moneyError(current.price) ?? undefined) : undefined,
      image: current.image ? undefined : t("uploadAnImage"),
    };
    setErrors(found);
    if (found.fields || found.price || found.image || !price.ok) {
      notify.error(found.fields ?? found.price ?? found.image!);
      return focusFirstInvalid(form);
    }
    const failure = await saving.save(
      { title, description, price: price.amount, image: current.image },
      title,
      version,
    );
    // A title another service has (409) is shown at the field too.
    if (failure && isConflict(failure)) {
      setErrors({ title: errorMessageOf(failure) });
      focusFirstInvalid(form);
    }
  };

  const requiredError = (value: string) => (errors.fields && !value.trim() ? t("requiredField") : undefined);

  return (
    <FormScreen {...saving.screen} formRef={form} onSubmit={submit} submitDisabled={uploading}>
      {errors.fields ? (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {errors.fields}
        </FieldError>
      ) : null}
      <TextField label={t("shippingTitle")} required {...text("title", errors.title ?? requiredError(values.title))} />
      <TextArea label={t("shippingDescription")} required {...text("description", requiredError(values.description))} />
      <ImageUploadField
        label={t("shippingImage")}
        {...singleImage(values.image, (image) => {
          set({ image });
          if (image) setErrors((current) => ({ ...current, image: undefined }));
        })}
        upload={uploadImage}
        error={errors.image}
        onUploadingChange={setUploading}
      />
      <MoneyField
        label={t("salePrice")}
        name="price"
        required
        value={values.price}
        error={errors.price ?? requiredError(values.price)}
        onChange={(event) => {
          set({ price: event.target.value });
          setErrors((current) => ({ ...current, price: undefined }));
        }}
      />
    </FormScreen>
  );
}
