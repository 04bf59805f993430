import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import styled from "styled-components";
import { uploadImage } from "../../core/api/upload";
import { notify } from "../../core/notify";
import type { Banner } from "../../core/types";
import { Button } from "../../ui/Button";
import { ImagePicker } from "../../ui/ImagePicker";
import { NativeSelect } from "../../ui/NativeSelect";
import { PageHeader } from "../../ui/PageHeader";
import { Skeleton } from "../../ui/States";
import type { SelectOption } from "../../ui/Select";
import { FieldError, Label, TextField } from "../../ui/TextField";
import { useBannersQuery, useCreateBannerMutation, useUpdateBannerMutation, type BannerTargetType } from "./api";
import { searchTargets } from "./bannerTargets";
import { BANNER_MIN, bigEnoughForBanner, readPixelSize } from "./bannerImage";
import { BannerPreview } from "./BannerPreview";
import { t } from "./messages";
import { BackLink, errorMessageOf, FormActions, FormPanel, RecordLoadState } from "./parts";
import { recordIdOf } from "../../core/recordId";

// react-select is most of this form's weight: it loads with the form, not with the settings chunk.
const SearchSelect = lazy(() => import("../../ui/SearchSelect").then((m) => ({ default: m.SearchSelect<number> })));

const TARGET_TYPES: BannerTargetType[] = ["PRODUCT", "CATEGORY", "BRAND"];

const ImageGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 14px;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
  p {
    margin: 4px 0 0;
  }
`;

interface BannerValues {
  title: string;
  img_url: string;
  target_type: BannerTargetType | null;
  target: SelectOption<number> | null;
}

const valuesOf = (banner: Banner | undefined): BannerValues =>
  banner
    ? {
        title: banner.title,
        img_url: banner.img_url,
        target_type: banner.target_type,
        target: { value: banner.target_id, label: banner.target_name ?? `#${banner.target_id}` },
      }
    : { title: "", img_url: "", target_type: null, target: null };

/** /setting/add-banner (add) and /setting/add-banner?id=3 (edit, the banner taken from the list). */
export function BannerForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const list = useBannersQuery(undefined, { skip: id === null });
  const banner = id === null ? undefined : list.data?.find((candidate) => candidate.id === id);
  if (id !== null && !banner) {
    return (
      <>
        <PageHeader title={t("editBanner")} />
        <RecordLoadState
          loading={list.isLoading}
          error={list.error}
          errorTitle={t("errorFetchingBanners")}
          onRetry={list.refetch}
        />
      </>
    );
  }
  return <BannerEditor key={id ?? "new"} id={id} initial={valuesOf(banner)} />;
}

function BannerEditor({ id, initial }: { id: number | null; initial: BannerValues }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const imageErrorId = useId();
  const targetErrorId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ title?: string; image?: string; target?: string }>({});
  const [uploading, setUploading] = useState(false);
  const [createBanner, created] = useCreateBannerMutation();
  const [updateBanner, updated] = useUpdateBannerMutation();
  const set = (patch: Partial<BannerValues>) => setValues((current) => ({ ...current, ...patch }));

  // The real pixel size is read before anything is uploaded: a small image never leaves the browser.
  const uploadIfBigEnough = useCallback(async (file: File, onProgress: (percent: number) => void) => {
    let size;
    try {
      size = await readPixelSize(file);
    } catch {
      setErrors((current) => ({ ...current, image: t("bannerImageUnreadable") }));
      throw new Error(t("bannerImageUnreadable"));
    }
    if (!bigEnoughForBanner(size)) {
      const message = t("bannerTooSmall", {
        width: size.width,
        height: size.height,
        minWidth: BANNER_MIN.width,
        minHeight: BANNER_MIN.height,
      });
      setErrors((current) => ({ ...current, image: message }));
      throw new Error(message);
    }
    setErrors((current) => ({ ...current, image: undefined }));
    return uploadImage(file, onProgress);
  }, []);

  const targetType = values.target_type;
  const loadTargets = useCallback(
    (text: string) => (targetType ? searchTargets(targetType, text) : Promise.resolve([])),
    [targetType],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: values.title.trim() ? undefined : t("enterTitle"),
      image: id === null && !values.img_url ? t("selectImage") : undefined,
      target: values.target_type && values.target ? undefined : t("selectTypeAndItem"),
    };
    setErrors(found);
    if (found.title || found.image || found.target) {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    const body = {
      title: values.title.trim(),
      img_url: values.img_url,
      target_type: values.target_type!,
      target_id: values.target!.value,
    };
    try {
      if (id === null) await createBanner(body).unwrap();
      else await updateBanner({ id, body }).unwrap();
      notify.success(id === null ? t("bannerAdded") : t("bannerUpdated"));
      navigate("/setting/banner-management");
    } catch (error) {
      // The form keeps everything typed; the notice says why.
      notify.error(t("failedNamed", { failure: t("bannerSaveFailed"), name: body.title }), errorMessageOf(error));
    }
  };

  return (
    <>
      <BackLink to="/setting/banner-management">← {t("bannerManagement")}</BackLink>
      <PageHeader title={id === null ? t("addBanner") : t("editBanner")} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("bannerTitle")}
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <ImageGroup aria-describedby={errors.image ? imageErrorId : undefined}>
          <legend>
            <Label as="span">{t("bannerImage")}</Label>
          </legend>
          <ImagePicker
            images={values.img_url ? [{ id: 0, img_url: values.img_url }] : []}
            showImages={false}
            onChange={(images) => set({ img_url: images[0]?.img_url ?? "" })}
            upload={uploadIfBigEnough}
            labels={{
              choose: t("chooseImage"),
              remove: (name) => t("removeImage", { name }),
              uploading: (name) => t("uploading", { name }),
              imagesOnly: t("imagesOnly"),
            }}
            onUploaded={() => notify.success(t("imageUploaded"))}
            onFailed={(message) => notify.error(t("imageUploadFailed"), message || t("imageUploadError"))}
            onRejected={(message) => notify.error(t("imageUploadFailed"), message)}
            onUploadingChange={setUploading}
          />
          <p>{t("bannerGuidance", { minWidth: BANNER_MIN.width, minHeight: BANNER_MIN.height })}</p>
          {errors.image ? (
            <FieldError id={imageErrorId} role="alert">
              {errors.image}
            </FieldError>
          ) : null}
        </ImageGroup>
        <BannerPreview imageUrl={values.img_url} title={values.title} />
        <NativeSelect<BannerTargetType>
          label={t("bannerType")}
          placeholder={t("selectType")}
          options={TARGET_TYPES.map((type) => ({ value: type, label: t(`target${type}`) }))}
          value={values.target_type}
          onChange={(target_type) => set({ target_type, target: null })}
        />
        <div style={{ marginBottom: 14 }}>
          <Suspense fallback={<Skeleton $height={62} />}>
            <SearchSelect
              label={t("bannerTarget")}
              cacheKey={targetType ?? "none"}
              loadOptions={loadTargets}
              value={values.target}
              onChange={(target) => {
                set({ target });
                if (target) setErrors((current) => ({ ...current, target: undefined }));
              }}
              isDisabled={!targetType}
              placeholder={targetType ? t("searchTarget") : t("selectType")}
              noOptionsText={(text) => t("noTargetMatch", { text })}
              aria-invalid={errors.target ? true : undefined}
              aria-describedby={errors.target ? targetErrorId : undefined}
            />
          </Suspense>
          {errors.target ? (
            <FieldError id={targetErrorId} role="alert">
              {errors.target}
            </FieldError>
          ) : null}
        </div>
        <FormActions>
          <Button variant="secondary" onClick={() => navigate("/setting/banner-management")}>
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
