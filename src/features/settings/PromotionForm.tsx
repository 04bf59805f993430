import { useRef, useState } from "react";
import type { ApiError } from "../../core/api/apiError";
import { notify } from "../../core/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { NativeSelect } from "../../ui/NativeSelect";
import { FieldError, TextArea, TextField } from "../../ui/TextField";
import { usePromotionReachQuery, useSendPromotionMutation, type Audience } from "./api";
import { focusFirstInvalid, FormScreen, useFormValues } from "./formParts";
import { t } from "./messages";

const AUDIENCES: Audience[] = ["B2B", "B2C", "BOTH"];
const EMPTY = { business_type: null as Audience | null, title: "", body: "" };

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
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set, text } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<{ business_type?: string; title?: string; body?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [send, sending] = useSendPromotionMutation();
  const reach = useReach(values.business_type);
  /** After the dialog closes (its own focus return may find Add disabled): a control of the form. */
  const focusField = (selector: string) =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());

  const submit = () => {
    const found = {
      business_type: values.business_type ? undefined : t("requiredField"),
      title: values.title.trim() ? undefined : t("requiredField"),
      body: values.body.trim() ? undefined : t("requiredField"),
    };
    setErrors(found);
    if (found.business_type || found.title || found.body) return focusFirstInvalid(form);
    setConfirming(true);
  };

  const confirmSend = async () => {
    try {
      await send({
        business_type: values.business_type!,
        title: values.title.trim(),
        body: values.body.trim(),
      }).unwrap();
      notify.success(t("promotionSentTitle"), t("promotionSent"));
      setValues(EMPTY);
      // The form is empty again: focus where the next notification starts.
      focusField("select");
    } catch (error) {
      const failure = error as ApiError | undefined;
      if (typeof failure?.status === "number") {
        // The server answered and refused: its message, then the spec's generic line.
        notify.error(t("failedToSend"), [failure.message, t("somethingWentWrongBang")].filter(Boolean).join(" "));
      } else {
        notify.error(t("errorTitle"), t("failedToSendPromotion"));
      }
      focusField("button[type='submit']");
    } finally {
      setConfirming(false);
    }
  };

  const counting = reach.count === undefined && !reach.failed;
  return (
    <FormScreen
      title={t("promotionNotification")}
      formRef={form}
      onSubmit={submit}
      submitLabel={sending.isLoading ? t("sending") : t("add")}
      busy={sending.isLoading}
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
      <TextField label={t("promotionTitle")} required {...text("title", errors.title)} />
      <TextArea label={t("promotionDescription")} required rows={5} {...text("body", errors.body)} />
      <ConfirmDialog
        open={confirming && values.business_type !== null}
        title={values.business_type ? confirmTitle(values.business_type, reach) : ""}
        message={t("confirmSendText", { title: values.title.trim() })}
        confirmLabel={t("send")}
        cancelLabel={t("cancel")}
        // Counting: Send waits for the chosen audience's own count.
        busy={sending.isLoading || counting}
        onConfirm={() => void confirmSend()}
        onCancel={() => setConfirming(false)}
      />
    </FormScreen>
  );
}
