import { useNavigate } from "react-router";
import type { Faq } from "../../core/types";
import { recordFromList, useRecordEditor } from "../../core/useRecordEditor";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { TextArea, TextField } from "../../ui/TextField";
import { useCreateFaqMutation, useFaqsQuery, useUpdateFaqMutation } from "./api";
import { t } from "./messages";
import { BackToList, settingsLoadFailure, settingsNotices, type SettingsFormTexts } from "./recordForm";
import { settingsPaths } from "../../core/paths";

const TEXTS: SettingsFormTexts = {
  add: "addFaq",
  edit: "editFaq",
  list: "faqs",
  listPath: settingsPaths.faqs(),
  added: "faqAdded",
  updated: "faqUpdated",
  failed: "failedToSaveFaq",
};

const EMPTY = { question: "", answer: "" };

// The server has no by-id call for FAQs: the form takes its FAQ from the list.
const useFaqRecord = (id: number | null) => recordFromList<Faq>(useFaqsQuery(undefined, { skip: id === null }), id);

/** /setting/add-faq (add) and /setting/add-faq?id=4 (edit): question and answer, both required. */
export function FaqForm() {
  const navigate = useNavigate();
  const [create] = useCreateFaqMutation();
  const [update] = useUpdateFaqMutation();
  const editor = useRecordEditor<typeof EMPTY, Faq, keyof typeof EMPTY>({
    useRecord: useFaqRecord,
    empty: EMPTY,
    valuesOf: (faq) => ({ question: faq.question, answer: faq.answer }),
    validate: (values) => ({
      question: values.question.trim() ? undefined : t("requiredField"),
      answer: values.answer.trim() ? undefined : t("requiredField"),
    }),
    conflictFields: [
      { key: "question", label: t("question") },
      { key: "answer", label: t("answer") },
    ],
    save: (values, { id, version }) => {
      const body = { question: values.question.trim(), answer: values.answer.trim() };
      return (id === null ? create(body) : update({ id, body, version })).unwrap();
    },
    notices: settingsNotices(TEXTS),
    nameOf: (values) => values.question.trim(),
    done: () => navigate(TEXTS.listPath),
  });

  return (
    <RecordEditorScreen
      editor={editor}
      title={t(editor.adding ? TEXTS.add : TEXTS.edit)}
      above={<BackToList texts={TEXTS} />}
      headingWhileLoading
      loadFailure={settingsLoadFailure("errorFetchingFaqs")}
      submitLabel={editor.adding ? t("submit") : t("update")}
      onCancel={() => navigate(TEXTS.listPath)}
    >
      <TextField label={t("question")} required {...editor.text("question")} />
      <TextArea label={t("answer")} required rows={6} {...editor.text("answer")} />
    </RecordEditorScreen>
  );
}
