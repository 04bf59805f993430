import { skipToken } from "@reduxjs/toolkit/query";
import { useState, type ReactNode } from "react";
import { notify } from "../../../core/notify";
import type { SalePerson } from "../../../core/types";
import { useRecordEditor } from "../../../core/useRecordEditor";
import { lazyPart } from "../../../ui/lazyPart";
import type { ImagePicker } from "../../../ui/ImagePicker";
import { RecordEditorScreen } from "../../../ui/RecordEditorScreen";
import { LoadingRegion, Skeleton } from "../../../ui/States";
import { Label, TextField } from "../../../ui/TextField";
import { useCreateSalePersonMutation, useSalePersonByIdQuery, useUpdateSalePersonMutation } from "../api";
import { t } from "../messages";
import { checkSalePerson, fromIsoDay, toIsoDay, type SalePersonDraft, type SalePersonField } from "./salePersonRules";

// The date field's code comes when a form opens, not with the customers area that every customer
// screen loads (the area stays within its size budget); it is there a moment after the form.
const DatePicker = lazyPart(() => import("../../../ui/DatePicker").then((module) => module.DatePicker));
// Asked for with the form's own code (a form is opening), not once the form has rendered.
DatePicker.preload().catch(() => {});

// The photo picker and its upload call load beside the form rather than in the area's chunk (they
// kept the customers chunk over its 35 KB budget); the fields show at once.
const PhotoPicker = lazyPart(() =>
  Promise.all([import("../../../ui/ImagePicker"), import("../../../core/api/upload")]).then(
    ([picker, upload]) =>
      function PhotoPicker(props: Omit<Parameters<typeof ImagePicker>[0], "upload">) {
        return <picker.ImagePicker {...props} upload={upload.uploadImage} />;
      },
  ),
);

interface Values extends SalePersonDraft {
  image_url: string;
}

const EMPTY: Values = { full_name: "", email: "", dob: null, contact_number: "", image_url: "" };

/** A sale person as the form's values (the initial ones, and the server's side of a conflict review). */
const valuesOf = (person: SalePerson): Values => ({
  full_name: person.full_name,
  email: person.email,
  dob: fromIsoDay(person.dob),
  contact_number: person.contact_number ?? "",
  image_url: person.image_url ?? "",
});

const useSalePersonRecord = (id: number | null) => useSalePersonByIdQuery(id ?? skipToken);

/**
 * The sale-person form (create, or edit the route's sale person): full name, email, date of birth
 * (day/month/year, not in the future), contact number (digits, 10 to 15) and an optional photo
 * uploaded with progress. `back` is where both a save and Cancel go.
 */
export function SalePersonForm({
  back,
  above,
  heading,
}: {
  back: () => void;
  above?: ReactNode;
  /** The page's heading: the add screen's title, or the profile's picture and name. */
  heading: ReactNode;
}) {
  const [create] = useCreateSalePersonMutation();
  const [update] = useUpdateSalePersonMutation();
  const [uploading, setUploading] = useState(false);
  const editor = useRecordEditor<Values, SalePerson, SalePersonField>({
    useRecord: useSalePersonRecord,
    empty: EMPTY,
    valuesOf,
    validate: (values) =>
      Object.fromEntries(Object.entries(checkSalePerson(values)).map(([field, problem]) => [field, t(problem)])),
    // A save while the photo uploads would leave it out.
    beforeSave: () => {
      if (!uploading) return "save";
      notify.info(t("waitForUpload"));
      return "stop";
    },
    conflictFields: [
      { key: "full_name", label: t("fullName") },
      { key: "email", label: t("email") },
      { key: "dob", label: t("dateOfBirth"), show: (dob) => (dob instanceof Date ? toIsoDay(dob) : "") },
      { key: "contact_number", label: t("contactNumber") },
      { key: "image_url", label: t("photo") },
    ],
    // Another user has the email (409).
    takenField: "email",
    save: (values, { id, version }) => {
      const body = {
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        dob: toIsoDay(values.dob!),
        contact_number: values.contact_number.trim(),
        image_url: values.image_url || null,
      };
      return (id === null ? create(body) : update({ id, body, version })).unwrap();
    },
    notices: (adding) =>
      adding
        ? { saved: t("salePersonCreated"), failed: t("failedToCreateSalePerson") }
        : { saved: t("userUpdated"), failed: t("failedToUpdateUser") },
    nameOf: (values) => values.full_name.trim(),
    done: back,
  });
  const { values, errors, set } = editor;
  const text = (name: "full_name" | "email" | "contact_number") => ({
    ...editor.text(name),
    autoComplete: "off",
    required: true,
  });

  return (
    <RecordEditorScreen
      editor={editor}
      above={above}
      heading={heading}
      loadFailure={{ title: t("errorFetchingSalePerson"), notFound: t("salePersonNotFound") }}
      narrow
      submitLabel={editor.adding ? t("create") : t("save")}
      onCancel={back}
    >
      <TextField label={t("fullName")} {...text("full_name")} />
      <TextField label={t("email")} type="email" {...text("email")} />
      <DatePicker
        label={t("dateOfBirth")}
        value={values.dob}
        onChange={(dob) => set({ dob })}
        maxDate={new Date()}
        error={errors.dob}
      />
      <TextField label={t("contactNumber")} inputMode="numeric" {...text("contact_number")} />
      <div style={{ marginBottom: 14 }}>
        <Label as="span">{t("photo")}</Label>
        <PhotoPicker
          fallback={
            <LoadingRegion label={t("loading")}>
              <Skeleton $height={44} />
            </LoadingRegion>
          }
          images={values.image_url ? [{ id: 0, img_url: values.image_url }] : []}
          onChange={(images) => set({ image_url: images[0]?.img_url ?? "" })}
          labels={{
            choose: t("choosePhoto"),
            remove: (name) => t("removePhoto", { name }),
            uploading: (name) => t("uploadingPhoto", { name }),
            imagesOnly: t("imagesOnly"),
          }}
          onUploaded={() => notify.success(t("imageUploaded"))}
          onFailed={(message) => notify.error(t("imageUploadFailed"), message)}
          onRejected={(message) => notify.error(t("imageUploadFailed"), message)}
          onUploadingChange={setUploading}
        />
      </div>
    </RecordEditorScreen>
  );
}
