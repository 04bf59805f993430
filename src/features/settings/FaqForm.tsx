import { useRef, useState } from "react";
import type { Faq } from "../../core/types";
import { TextArea, TextField } from "../../ui/TextField";
import { useCreateFaqMutation, useFaqsQuery, useUpdateFaqMutation } from "./api";
import { focusFirstInvalid, FormScreen, RecordFromList, useEditedId, useFormValues, useRecordSave } from "./formParts";
import { t } from "./messages";

/** /setting/add-faq (add) and /setting/add-faq?id=4 (edit): question and answer, both required. */
export function FaqForm() {
  const id = useEditedId();
  const list = useFaqsQuery(undefined, { skip: id === null });
  return (
    <RecordFromList id={id} list={list} editTitle={t("editFaq")} errorTitle={t("errorFetchingFaqs")}>
      {(faq) => <FaqEditor key={id ?? "new"} id={id} faq={faq} />}
    </RecordFromList>
  );
}

const faqValues = (faq: Faq | undefined) => ({ question: faq?.question ?? "", answer: faq?.answer ?? "" });

function FaqEditor({ id, faq }: { id: number | null; faq: Faq | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const formValues = useFormValues(faqValues(faq));
  const { values, text } = formValues;
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const saving = useRecordSave("Faq", id, useCreateFaqMutation(), useUpdateFaqMutation(), {
    ...formValues,
    record: faq,
    fields: [
      { key: "question", label: t("question") },
      { key: "answer", label: t("answer") },
    ],
    valuesOf: faqValues,
    resubmit: (merged, version) => submit(merged, version),
  });

  const submit = async (current = values, version?: number) => {
    const body = { question: current.question.trim(), answer: current.answer.trim() };
    const found = {
      question: body.question ? undefined : t("requiredField"),
      answer: body.answer ? undefined : t("requiredField"),
    };
    setErrors(found);
    if (found.question || found.answer) return focusFirstInvalid(form);
    await saving.save(body, body.question, version);
  };

  return (
    <FormScreen {...saving.screen} formRef={form} onSubmit={submit}>
      <TextField label={t("question")} required {...text("question", errors.question)} />
      <TextArea label={t("answer")} required rows={6} {...text("answer", errors.answer)} />
    </FormScreen>
  );
}
