import { useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { notify } from "../../core/notify";
import type { Faq } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { TextArea, TextField } from "../../ui/TextField";
import { useCreateFaqMutation, useFaqsQuery, useUpdateFaqMutation } from "./api";
import { t } from "./messages";
import { BackLink, errorMessageOf, FormActions, FormPanel, RecordLoadState } from "./parts";
import { recordIdOf } from "../../core/recordId";

/** /setting/add-faq (add) and /setting/add-faq?id=4 (edit): question and answer, both required. */
export function FaqForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const list = useFaqsQuery(undefined, { skip: id === null });
  const faq = id === null ? undefined : list.data?.find((candidate) => candidate.id === id);
  if (id !== null && !faq) {
    return (
      <>
        <PageHeader title={t("editFaq")} />
        <RecordLoadState
          loading={list.isLoading}
          error={list.error}
          errorTitle={t("errorFetchingFaqs")}
          onRetry={list.refetch}
        />
      </>
    );
  }
  return <FaqEditor key={id ?? "new"} id={id} faq={faq} />;
}

function FaqEditor({ id, faq }: { id: number | null; faq: Faq | undefined }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ question: faq?.question ?? "", answer: faq?.answer ?? "" });
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const [createFaq, created] = useCreateFaqMutation();
  const [updateFaq, updated] = useUpdateFaqMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { question: values.question.trim(), answer: values.answer.trim() };
    const found = {
      question: body.question ? undefined : t("requiredField"),
      answer: body.answer ? undefined : t("requiredField"),
    };
    setErrors(found);
    if (found.question || found.answer) {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    try {
      if (id === null) await createFaq(body).unwrap();
      else await updateFaq({ id, body }).unwrap();
      notify.success(id === null ? t("faqAdded") : t("faqUpdated"));
      navigate("/setting/faqs");
    } catch (error) {
      notify.error(t("failedNamed", { failure: t("failedToSaveFaq"), name: body.question }), errorMessageOf(error));
    }
  };

  return (
    <>
      <BackLink to="/setting/faqs">← {t("faqs")}</BackLink>
      <PageHeader title={id === null ? t("addFaq") : t("editFaq")} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("question")}
          name="question"
          required
          value={values.question}
          error={errors.question}
          onChange={(event) => setValues((current) => ({ ...current, question: event.target.value }))}
        />
        <TextArea
          label={t("answer")}
          name="answer"
          required
          rows={6}
          value={values.answer}
          error={errors.answer}
          onChange={(event) => setValues((current) => ({ ...current, answer: event.target.value }))}
        />
        <FormActions>
          <Button variant="secondary" onClick={() => navigate("/setting/faqs")}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={created.isLoading || updated.isLoading}>
            {id === null ? t("submit") : t("update")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
