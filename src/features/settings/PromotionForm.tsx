import { useRef, useState, type FormEvent } from "react";
import type { ApiError } from "../../core/api/baseQuery";
import { notify } from "../../core/notify";
import { Button } from "../../ui/Button";
import { NativeSelect } from "../../ui/NativeSelect";
import { PageHeader } from "../../ui/PageHeader";
import { FieldError, TextArea, TextField } from "../../ui/TextField";
import { usePromotionReachQuery, useSendPromotionMutation, type Audience } from "./api";
import { t } from "./messages";
import { FormActions, FormPanel } from "./parts";

const AUDIENCES: Audience[] = ["B2B", "B2C", "BOTH"];
const EMPTY = { business_type: null as Audience | null, title: "", body: "" };

/** How many customers the chosen business type reaches, asked before anything is sent. */
function Reach({ audience }: { audience: Audience | null }) {
  const reach = usePromotionReachQuery(audience ?? "BOTH", { skip: audience === null, refetchOnMountOrArgChange: 30 });
  let text = t("reachChooseType");
  if (audience !== null) {
    if (reach.isFetching && reach.data === undefined) text = t("reachLoading");
    else if (reach.isError) text = t("reachFailed");
    else if (reach.data !== undefined) text = reach.data === 1 ? t("reachOne") : t("reachCount", { count: reach.data });
  }
  return (
    <p role="status" data-reach style={{ margin: "0 0 14px" }}>
      {text}
    </p>
  );
}

/**
 * /setting/send-promotion-notification: Business Type, Title, Description and Add (Sending...
 * while the request runs). Success clears the form; a failure keeps it and says why.
 */
export function PromotionForm() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ business_type?: string; title?: string; body?: string }>({});
  const [send, sending] = useSendPromotionMutation();
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    const body = values.body.trim();
    const found = {
      business_type: values.business_type ? undefined : t("requiredField"),
      title: title ? undefined : t("requiredField"),
      body: body ? undefined : t("requiredField"),
    };
    setErrors(found);
    if (found.business_type || found.title || found.body) {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    try {
      await send({ business_type: values.business_type!, title, body }).unwrap();
      notify.success(t("promotionSentTitle"), t("promotionSent"));
      setValues(EMPTY);
    } catch (error) {
      const failure = error as ApiError | undefined;
      if (typeof failure?.status === "number") {
        // The server answered and refused: its message, then the spec's generic line.
        notify.error(t("failedToSend"), [failure.message, t("somethingWentWrongBang")].filter(Boolean).join(" "));
      } else {
        notify.error(t("errorTitle"), t("failedToSendPromotion"));
      }
    }
  };

  return (
    <>
      <PageHeader title={t("promotionNotification")} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
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
        <Reach audience={values.business_type} />
        <TextField
          label={t("promotionTitle")}
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextArea
          label={t("promotionDescription")}
          name="body"
          required
          rows={5}
          value={values.body}
          error={errors.body}
          onChange={(event) => set({ body: event.target.value })}
        />
        <FormActions>
          <Button type="submit" busy={sending.isLoading}>
            {sending.isLoading ? t("sending") : t("add")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
