import { useCallback, useId, useRef, useState } from "react";
import { uploadImage } from "../../core/api/upload";
import type { Banner } from "../../core/types";
import { ImageUploadField, singleImage } from "../../ui/ImageUploadField";
import { lazyPart } from "../../ui/lazyPart";
import { NativeSelect } from "../../ui/NativeSelect";
import { Skeleton } from "../../ui/States";
import type { SelectOption } from "../../ui/Select";
import { FieldError, TextField } from "../../ui/TextField";
import { RecordHistory } from "../../ui/RecordHistory";
import { useBannersQuery, useCreateBannerMutation, useUpdateBannerMutation, type BannerTargetType } from "./api";
import { searchTargets } from "./bannerTargets";
import { BANNER_MIN, bigEnoughForBanner, readPixelSize } from "./bannerImage";
import { BannerPreview } from "./BannerPreview";
import { focusFirstInvalid, FormScreen, RecordFromList, useEditedId, useFormValues, useRecordSave } from "./formParts";
import { t } from "./messages";

// react-select is most of this form's weight: it loads with the form, not with the settings chunk.
const SearchSelect = lazyPart(() => import("../../ui/SearchSelect").then((m) => m.SearchSelect<number>));

const TARGET_TYPES: BannerTargetType[] = ["PRODUCT", "CATEGORY", "BRAND"];

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
  const id = useEditedId();
  const list = useBannersQuery(undefined, { skip: id === null });
  return (
    <RecordFromList id={id} list={list} editTitle={t("editBanner")} errorTitle={t("errorFetchingBanners")}>
      {(banner) => (
        <>
          <BannerEditor key={id ?? "new"} id={id} banner={banner} />
          {id !== null ? <RecordHistory entity="banner" recordId={id} /> : null}
        </>
      )}
    </RecordFromList>
  );
}

function BannerEditor({ id, banner }: { id: number | null; banner: Banner | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const targetErrorId = useId();
  const formValues = useFormValues(valuesOf(banner));
  const { values, set, text } = formValues;
  const [errors, setErrors] = useState<{ title?: string; image?: string; target?: string }>({});
  const [uploading, setUploading] = useState(false);
  const saving = useRecordSave("Banner", id, useCreateBannerMutation(), useUpdateBannerMutation(), {
    record: banner,
    fields: [
      { key: "title", label: t("bannerTitle") },
      { key: "img_url", label: t("bannerImage") },
      { key: "target_type", label: t("bannerType") },
      { key: "target", label: t("bannerTarget"), show: (target) => (target as BannerValues["target"])?.label ?? "" },
    ],
    valuesOf,
    ...formValues,
    resubmit: (merged, version) => submit(merged, version),
  });

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

  const submit = async (current = values, version?: number) => {
    const found = {
      title: current.title.trim() ? undefined : t("enterTitle"),
      image: id === null && !current.img_url ? t("selectImage") : undefined,
      target: current.target_type && current.target ? undefined : t("selectTypeAndItem"),
    };
    setErrors(found);
    if (found.title || found.image || found.target) return focusFirstInvalid(form);
    const body = {
      title: current.title.trim(),
      img_url: current.img_url,
      target_type: current.target_type!,
      target_id: current.target!.value,
    };
    // The form keeps everything typed when the save fails; the notice says why.
    await saving.save(body, body.title, version);
  };

  return (
    <FormScreen {...saving.screen} formRef={form} onSubmit={submit} submitDisabled={uploading}>
      <TextField label={t("bannerTitle")} required {...text("title", errors.title)} />
      <ImageUploadField
        label={t("bannerImage")}
        {...singleImage(values.img_url, (img_url) => set({ img_url }))}
        showImages={false}
        upload={uploadIfBigEnough}
        error={errors.image}
        onUploadingChange={setUploading}
      >
        <p style={{ margin: "4px 0 0" }}>
          {t("bannerGuidance", { minWidth: BANNER_MIN.width, minHeight: BANNER_MIN.height })}
        </p>
      </ImageUploadField>
      <BannerPreview imageUrl={values.img_url} title={values.title} />
      <NativeSelect<BannerTargetType>
        label={t("bannerType")}
        placeholder={t("selectType")}
        options={TARGET_TYPES.map((type) => ({ value: type, label: t(`target${type}`) }))}
        value={values.target_type}
        onChange={(target_type) => set({ target_type, target: null })}
      />
      <div style={{ marginBottom: 14 }}>
        <SearchSelect
          fallback={<Skeleton $height={62} />}
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
        {errors.target ? (
          <FieldError id={targetErrorId} role="alert">
            {errors.target}
          </FieldError>
        ) : null}
      </div>
    </FormScreen>
  );
}
