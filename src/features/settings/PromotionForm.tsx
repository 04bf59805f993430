import type { ApiError } from "../../core/api/apiError";
import { notify } from "../../core/notify";
import { NativeSelect } from "../../ui/NativeSelect";
import { FieldError, TextArea, TextField } from "../../ui/TextField";
import { usePromotionReachQuery, useSendPromotionMutation, type Audience } from "./api";
import { useRecordEditor } from "../../core/useRecordEditor";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { settingsLoadFailure } from "./recordForm";
import { t } from "./messages";

const AUDIENCES: Audience[] = ["B2B", "B2C", "BOTH"];
const EMPTY = { business_type: null as Audience | null, title: "", body: "" };
type Field = keyof typeof EMPTY;

// A notification is only ever sent from here: there is no record to load.
const useNoRecord = () => ({ refetch: () => undefined });

/**
 * How many customers a business type reaches. `count` is only ever the chosen type's
 * (RTK Query's currentData): while another type's count loads it is undefined, never the last one.
 */
function useReach(audience: Audience | null) {
  const reach = usePromotionReachQuery(audience ?? "BOTH", { skip: audience === null, refetchOnMountOrArgChange: 30 });
  return { count: reach.currentData, failed: reach.isError && !reach.isFetching };
}

/** The reach in a sentence, under the Business Type. */
function reachText(audience: Audience | null, { count, failed }: ReturnType<typeof useReach>) {
  if (audience === null) return t("reachChooseType");
  if (count !== undefined) return count === 1 ? t("reachOne") : t("reachCount", { count });
  return failed ? t("reachFailed") : t("reachLoading");
}

/** The confirmation's question: "Send to 24 B2B customers?" (BOTH: every customer, B2B and B2C). */
function confirmTitle(audience: Audience, { count, failed }: ReturnType<typeof useReach>) {
  if (count !== undefined)
    return audience === "BOTH" ? t("confirmSendAll", { count }) : t("confirmSend", { count, audience });
  return failed ? t("reachFailed") : t("reachLoading");
}

/**
 * /setting/send-promotion-notification: Business Type, Title, Description and Add, which asks
 * first, naming how many customers it reaches; Send then sends (Add shows Sending... while the
 * request runs). Success clears the form; a failure keeps it and says why.
 */
export function PromotionForm() {
  const [send] = useSendPromotionMutation();
  /** After the dialog closes (its own focus return may find Add disabled): a control of the form. */
  const focusField = (selector: string) =>
    requestAnimationFrame(() => editor.formRef.current?.querySelector<HTMLElement>(selector)?.focus());
  const editor = useRecordEditor<typeof EMPTY, never, Field>({
    useRecord: useNoRecord,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    validate: (values) => ({
      business_type: values.business_type ? undefined : t("requiredField"),
      title: values.title.trim() ? undefined : t("requiredField"),
      body: values.body.trim() ? undefined : t("requiredField"),
    }),
    // Sending asks first, naming how many customers it reaches.
    beforeSave: () => "ask",
    conflictFields: [],
    save: (values) =>
      send({ business_type: values.business_type!, title: values.title.trim(), body: values.body.trim() }).unwrap(),
    notices: () => ({ saved: t("promotionSentTitle"), savedDetail: t("promotionSent"), failed: t("failedToSend") }),
    nameOf: (values) => values.title.trim(),
    done: (form) => {
      form.reset();
      // The form is empty again: focus where the next notification starts.
      focusField("select");
    },
    onFailed: (error) => {
      const failure = error as ApiError | undefined;
      if (typeof failure?.status === "number") {
        // The server answered and refused: its message, then the generic line.
        notify.error(t("failedToSend"), [failure.message, t("somethingWentWrongBang")].filter(Boolean).join(" "));
      } else {
        notify.error(t("errorTitle"), t("failedToSendPromotion"));
      }
      focusField("button[type='submit']");
    },
  });
  const { values, errors, set } = editor;
  const reach = useReach(values.business_type);
  const counting = reach.count === undefined && !reach.failed;

  return (
    <RecordEditorScreen
      editor={editor}
      title={t("promotionNotification")}
      loadFailure={settingsLoadFailure("failedToSend")}
      submitLabel={editor.busy ? t("sending") : t("add")}
      question={
        values.business_type
          ? {
              title: confirmTitle(values.business_type, reach),
              message: t("confirmSendText", { title: values.title.trim() }),
              confirmLabel: t("send"),
              cancelLabel: t("cancel"),
              // Counting: Send waits for the chosen audience's own count.
              busy: counting,
            }
          : undefined
      }
    >
      {Object.values(errors).some(Boolean) ? (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {t("promotionRequired")}
        </FieldError>
      ) : null}
      <NativeSelect<Audience>
        label={t("businessType")}
        placeholder={t("selectType")}
        options={AUDIENCES.map((audience) => ({ value: audience, label: audience }))}
        value={values.business_type}
        error={errors.business_type}
        onChange={(business_type) => set({ business_type })}
      />
      <p role="status" data-reach style={{ margin: "0 0 14px" }}>
        {reachText(values.business_type, reach)}
      </p>
      <TextField label={t("promotionTitle")} required {...editor.text("title")} />
      <TextArea label={t("promotionDescription")} required rows={5} {...editor.text("body")} />
    </RecordEditorScreen>
  );
}
