import { useState } from "react";
import { useNavigate } from "react-router";
import { uploadImage } from "../../core/api/upload";
import { notify } from "../../core/notify";
import type { ShippingService } from "../../core/types";
import { recordFromList, useRecordEditor } from "../../core/useRecordEditor";
import { ImageUploadField, singleImage } from "../../ui/ImageUploadField";
import { MoneyField, moneyError, readMoneyText } from "../../ui/MoneyField";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { FieldError, TextArea, TextField } from "../../ui/TextField";
import { useCreateShippingServiceMutation, useShippingServicesQuery, useUpdateShippingServiceMutation } from "./api";
import { t } from "./messages";
import { BackToList, settingsLoadFailure, settingsNotices, type SettingsFormTexts } from "./recordForm";
import { settingsPaths } from "../../core/paths";

const TEXTS: SettingsFormTexts = {
  add: "addShippingService",
  edit: "editShippingService",
  list: "shippingService",
  listPath: settingsPaths.shipping(),
  added: "submittedSuccessfully",
  updated: "updatedSuccessfully",
  failed: "failedToSaveShipping",
};

interface ShippingValues {
  title: string;
  description: string;
  /** As the operator sees it in the field (the stored amount, with the locale's marks left to MoneyField). */
  price: string;
  image: string;
}

/** `fields`: the form's own line when a required field is empty. */
type ShippingField = "fields" | "title" | "price" | "image";

const EMPTY: ShippingValues = { title: "", description: "", price: "", image: "" };

const valuesOf = (service: ShippingService): ShippingValues => ({
  title: service.title,
  description: service.description,
  price: service.price.toFixed(2),
  image: service.image,
});

// The server has no by-id call for shipping services: the form takes its service from the list.
const useShippingRecord = (id: number | null) =>
  recordFromList<ShippingService>(useShippingServicesQuery(undefined, { skip: id === null }), id);

/**
 * /setting/shipping-address-add (Add Shipping Service) and ?id=2 (edit; the list passes the
 * service along and a reload finds it in the list): title, description, image, Sale Price.
 */
export function ShippingForm() {
  const navigate = useNavigate();
  const [create] = useCreateShippingServiceMutation();
  const [update] = useUpdateShippingServiceMutation();
  const [uploading, setUploading] = useState(false);
  const editor = useRecordEditor<ShippingValues, ShippingService, ShippingField>({
    useRecord: useShippingRecord,
    empty: EMPTY,
    valuesOf,
    validate: (values) => {
      const missing = !values.title.trim() || !values.description.trim() || values.price.trim() === "";
      return {
        fields: missing ? t("fillRequiredFields") : undefined,
        // The amount as the operator wrote it, in the shop's locale ("14,95" is €14.95).
        price: missing ? undefined : (moneyError(values.price) ?? undefined),
        image: values.image ? undefined : t("uploadAnImage"),
      };
    },
    // In the form and as a notice.
    onInvalid: (errors) => notify.error(errors.fields ?? errors.price ?? errors.image ?? ""),
    conflictFields: [
      { key: "title", label: t("shippingTitle") },
      { key: "description", label: t("shippingDescription") },
      { key: "price", label: t("salePrice") },
      { key: "image", label: t("shippingImage") },
    ],
    takenField: "title",
    save: (values, { id, version }) => {
      const price = readMoneyText(values.price);
      const body = {
        title: values.title.trim(),
        description: values.description.trim(),
        price: price.ok ? price.amount : Number.NaN,
        image: values.image,
      };
      return (id === null ? create(body) : update({ id, body, version })).unwrap();
    },
    notices: settingsNotices(TEXTS),
    nameOf: (values) => values.title.trim(),
    done: () => navigate(TEXTS.listPath),
  });
  const { values, errors, set } = editor;
  const requiredError = (value: string) => (errors.fields && !value.trim() ? t("requiredField") : undefined);

  return (
    <RecordEditorScreen
      editor={editor}
      title={t(editor.adding ? TEXTS.add : TEXTS.edit)}
      above={<BackToList texts={TEXTS} />}
      headingWhileLoading
      loadFailure={settingsLoadFailure("errorFetchingShipping")}
      submitLabel={editor.adding ? t("submit") : t("update")}
      submitDisabled={uploading}
      onCancel={() => navigate(TEXTS.listPath)}
    >
      {errors.fields ? (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {errors.fields}
        </FieldError>
      ) : null}
      <TextField
        label={t("shippingTitle")}
        required
        {...editor.text("title")}
        error={errors.title ?? requiredError(values.title)}
      />
      <TextArea
        label={t("shippingDescription")}
        required
        name="description"
        value={values.description}
        error={requiredError(values.description)}
        onChange={(event) => set({ description: event.target.value })}
      />
      <ImageUploadField
        label={t("shippingImage")}
        {...singleImage(values.image, (image) => set({ image }))}
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
        onChange={(event) => set({ price: event.target.value })}
      />
    </RecordEditorScreen>
  );
}
