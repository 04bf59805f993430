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

function FaqEditor({ id, faq }: { id: number | null; faq: Faq | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const { values, text } = useFormValues({ question: faq?.question ?? "", answer: faq?.answer ?? "" });
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const saving = useRecordSave("Faq", id, useCreateFaqMutation(), useUpdateFaqMutation());

  const submit = async () => {
    const body = { question: values.question.trim(), answer: values.answer.trim() };
    const found = {
      question: body.question ? undefined : t("requiredField"),
      answer: body.answer ? undefined : t("requiredField"),
    };
    setErrors(found);
    if (found.question || found.answer) return focusFirstInvalid(form);
    await saving.save(body, body.question);
  };

  return (
    <FormScreen {...saving.screen} formRef={form} onSubmit={submit}>
      <TextField label={t("question")} required {...text("question", errors.question)} />
      <TextArea label={t("answer")} required rows={6} {...text("answer", errors.answer)} />
    </FormScreen>
  );
}
