import { useCallback, useId, useState } from "react";
import { useNavigate } from "react-router";
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
import { recordFromList, useRecordEditor } from "../../core/useRecordEditor";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { BackToList, settingsLoadFailure, settingsNotices, type SettingsFormTexts } from "./recordForm";
import { settingsPaths } from "../../core/paths";
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

const EMPTY: BannerValues = { title: "", img_url: "", target_type: null, target: null };

const valuesOf = (banner: Banner): BannerValues => ({
  title: banner.title,
  img_url: banner.img_url,
  target_type: banner.target_type,
  target: { value: banner.target_id, label: banner.target_name ?? `#${banner.target_id}` },
});

const TEXTS: SettingsFormTexts = {
  add: "addBanner",
  edit: "editBanner",
  list: "bannerManagement",
  listPath: settingsPaths.banners(),
  added: "bannerAdded",
  updated: "bannerUpdated",
  failed: "bannerSaveFailed",
};

// The server has no by-id call for banners: the form takes its banner from the list.
const useBannerRecord = (id: number | null) =>
  recordFromList<Banner>(useBannersQuery(undefined, { skip: id === null }), id);

/** /setting/add-banner (add) and /setting/add-banner?id=3 (edit, the banner taken from the list). */
export function BannerForm() {
  const navigate = useNavigate();
  const targetErrorId = useId();
  const [create] = useCreateBannerMutation();
  const [update] = useUpdateBannerMutation();
  const [uploading, setUploading] = useState(false);
  const editor = useRecordEditor<BannerValues, Banner, "title" | "img_url" | "target">({
    useRecord: useBannerRecord,
    empty: EMPTY,
    valuesOf,
    validate: (values, adding) => ({
      title: values.title.trim() ? undefined : t("enterTitle"),
      // An edit keeps the banner's image when none is chosen.
      img_url: adding && !values.img_url ? t("selectImage") : undefined,
      target: values.target_type && values.target ? undefined : t("selectTypeAndItem"),
    }),
    conflictFields: [
      { key: "title", label: t("bannerTitle") },
      { key: "img_url", label: t("bannerImage") },
      { key: "target_type", label: t("bannerType") },
      { key: "target", label: t("bannerTarget"), show: (target) => (target as BannerValues["target"])?.label ?? "" },
    ],
    save: (values, { id, version }) => {
      const body = {
        title: values.title.trim(),
        img_url: values.img_url,
        target_type: values.target_type!,
        target_id: values.target!.value,
      };
      return (id === null ? create(body) : update({ id, body, version })).unwrap();
    },
    notices: settingsNotices(TEXTS),
    nameOf: (values) => values.title.trim(),
    done: () => navigate(TEXTS.listPath),
  });
  const { values, errors, set, setError } = editor;

  // The real pixel size is read before anything is uploaded: a small image never leaves the browser.
  const uploadIfBigEnough = useCallback(
    async (file: File, onProgress: (percent: number) => void) => {
      let size;
      try {
        size = await readPixelSize(file);
      } catch {
        setError("img_url", t("bannerImageUnreadable"));
        throw new Error(t("bannerImageUnreadable"));
      }
      if (!bigEnoughForBanner(size)) {
        const message = t("bannerTooSmall", {
          width: size.width,
          height: size.height,
          minWidth: BANNER_MIN.width,
          minHeight: BANNER_MIN.height,
        });
        setError("img_url", message);
        throw new Error(message);
      }
      setError("img_url", undefined);
      return uploadImage(file, onProgress);
    },
    [setError],
  );

  const targetType = values.target_type;
  const loadTargets = useCallback(
    (text: string) => (targetType ? searchTargets(targetType, text) : Promise.resolve([])),
    [targetType],
  );

  return (
    <RecordEditorScreen
      editor={editor}
      title={t(editor.adding ? TEXTS.add : TEXTS.edit)}
      above={<BackToList texts={TEXTS} />}
      headingWhileLoading
      loadFailure={settingsLoadFailure("errorFetchingBanners")}
      submitLabel={editor.adding ? t("submit") : t("update")}
      submitDisabled={uploading}
      onCancel={() => navigate(TEXTS.listPath)}
      after={editor.id !== null ? <RecordHistory entity="banner" recordId={editor.id} /> : null}
    >
      <TextField label={t("bannerTitle")} required {...editor.text("title")} />
      <ImageUploadField
        label={t("bannerImage")}
        {...singleImage(values.img_url, (img_url) => set({ img_url }))}
        showImages={false}
        upload={uploadIfBigEnough}
        error={errors.img_url}
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
          onChange={(target) => set({ target })}
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
    </RecordEditorScreen>
  );
}
