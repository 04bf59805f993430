import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import styled from "styled-components";
import { isConflict } from "../../core/api/apiError";
import { uploadImage } from "../../core/api/upload";
import type { FieldErrors } from "../../core/fieldErrors";
import { notify } from "../../core/notify";
import type { ShippingService } from "../../core/types";
import { Button } from "../../ui/Button";
import { ImagePicker } from "../../ui/ImagePicker";
import { PageHeader } from "../../ui/PageHeader";
import { FieldError, Label, TextArea, TextField } from "../../ui/TextField";
import { useCreateShippingServiceMutation, useShippingServicesQuery, useUpdateShippingServiceMutation } from "./api";
import { t } from "./messages";
import { BackLink, errorMessageOf, FormActions, FormPanel, RecordLoadState } from "./parts";
import { recordIdOf } from "../../core/recordId";

const ImageGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
`;

/**
 * /setting/shipping-address-add (Add Shipping Service) and ?id=2 (edit; the list passes the
 * service along and a reload finds it in the list): title, description, image, Sale Price.
 */
export function ShippingForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const list = useShippingServicesQuery(undefined, { skip: id === null });
  const service = id === null ? undefined : list.data?.find((candidate) => candidate.id === id);
  if (id !== null && !service) {
    return (
      <>
        <PageHeader title={t("editShippingService")} />
        <RecordLoadState
          loading={list.isLoading}
          error={list.error}
          errorTitle={t("errorFetchingShipping")}
          onRetry={list.refetch}
        />
      </>
    );
  }
  return <ShippingEditor key={id ?? "new"} id={id} service={service} />;
}

function ShippingEditor({ id, service }: { id: number | null; service: ShippingService | undefined }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const imageErrorId = useId();
  const [values, setValues] = useState({
    title: service?.title ?? "",
    description: service?.description ?? "",
    price: service ? String(service.price) : "",
    image: service?.image ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<"fields" | "title" | "price" | "image">>({});
  const [uploading, setUploading] = useState(false);
  const [create, created] = useCreateShippingServiceMutation();
  const [update, updated] = useUpdateShippingServiceMutation();
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    const description = values.description.trim();
    const price = values.price.trim() === "" ? NaN : Number(values.price);
    const missing = !title || !description || values.price.trim() === "";
    const found = {
      fields: missing ? t("fillRequiredFields") : undefined,
      price: !missing && !(Number.isFinite(price) && price >= 0) ? t("priceNotValid") : undefined,
      image: values.image ? undefined : t("uploadAnImage"),
    };
    setErrors(found);
    if (found.fields || found.price || found.image) {
      notify.error(found.fields ?? found.price ?? found.image!);
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    const body = { title, description, price, image: values.image };
    try {
      if (id === null) await create(body).unwrap();
      else await update({ id, body }).unwrap();
      notify.success(id === null ? t("submittedSuccessfully") : t("updatedSuccessfully"));
      navigate("/setting/shipping-address");
    } catch (error) {
      notify.error(t("failedNamed", { failure: t("failedToSaveShipping"), name: title }), errorMessageOf(error));
      // A title another service has (409) is shown at the field too.
      if (isConflict(error)) {
        setErrors({ title: errorMessageOf(error) });
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      }
    }
  };

  const requiredError = (value: string) => (errors.fields && !value.trim() ? t("requiredField") : undefined);

  return (
    <>
      <BackLink to="/setting/shipping-address">← {t("shippingService")}</BackLink>
      <PageHeader title={id === null ? t("addShippingService") : t("editShippingService")} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        {errors.fields ? (
          <FieldError role="alert" style={{ marginBottom: 12 }}>
            {errors.fields}
          </FieldError>
        ) : null}
        <TextField
          label={t("shippingTitle")}
          name="title"
          required
          value={values.title}
          error={errors.title ?? requiredError(values.title)}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextArea
          label={t("shippingDescription")}
          name="description"
          required
          value={values.description}
          error={requiredError(values.description)}
          onChange={(event) => set({ description: event.target.value })}
        />
        <ImageGroup aria-describedby={errors.image ? imageErrorId : undefined}>
          <legend>
            <Label as="span">{t("shippingImage")}</Label>
          </legend>
          <ImagePicker
            images={values.image ? [{ id: 0, img_url: values.image }] : []}
            onChange={(images) => {
              set({ image: images[0]?.img_url ?? "" });
              if (images[0]) setErrors((current) => ({ ...current, image: undefined }));
            }}
            upload={uploadImage}
            labels={{
              choose: t("chooseImage"),
              remove: (name) => t("removeImage", { name }),
              uploading: (name) => t("uploading", { name }),
              imagesOnly: t("imagesOnly"),
            }}
            onUploaded={() => notify.success(t("imageUploaded"))}
            onFailed={(message) => notify.error(t("imageUploadFailed"), message || t("imageUploadError"))}
            onRemoved={() => notify.info(t("imageRemoved"))}
            onRejected={(message) => notify.error(t("imageUploadFailed"), message)}
            onUploadingChange={setUploading}
          />
          {errors.image ? (
            <FieldError id={imageErrorId} role="alert">
              {errors.image}
            </FieldError>
          ) : null}
        </ImageGroup>
        <TextField
          label={t("salePrice")}
          name="price"
          inputMode="decimal"
          required
          value={values.price}
          error={errors.price ?? requiredError(values.price)}
          onChange={(event) => set({ price: event.target.value })}
        />
        <FormActions>
          <Button variant="secondary" onClick={() => navigate("/setting/shipping-address")}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={created.isLoading || updated.isLoading} disabled={uploading}>
            {id === null ? t("submit") : t("update")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
