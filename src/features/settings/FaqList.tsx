import { errorMessageOf } from "../../core/api/apiError";
import { truncateWords } from "../../core/format";
import { notify } from "../../core/notify";
import type { Faq } from "../../core/types";
import { useDeleteFaqMutation, useFaqsQuery, useUpdateFaqMutation } from "./api";
import { t } from "./messages";
import { SettingsList } from "./SettingsList";
import { actionsColumn, EditDeleteActions } from "./rowParts";
import { StatusSwitch } from "./StatusSwitch";
import { useRecordDelete } from "./useRecordDelete";
import { settingsPaths } from "../../core/paths";

/** /setting/faqs: question, shortened answer, an ACTIVE/INACTIVE switch, Edit and Delete. */
export function FaqList() {
  const list = useFaqsQuery();
  const [updateFaq, updateCall] = useUpdateFaqMutation();
  const [deleteFaq] = useDeleteFaqMutation();
  const { ask, dialog } = useRecordDelete<Faq>("Faq", (faq) => deleteFaq(faq.id), "question");

  const toggle = async (faq: Faq) => {
    const status = faq.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    try {
      await updateFaq({ id: faq.id, body: { status } }).unwrap();
      notify.success(status === "ACTIVE" ? t("faqActivated") : t("faqDeactivated"));
    } catch (failure) {
      notify.error(t("failedNamed", { failure: t("failedToUpdateFaq"), name: faq.question }), errorMessageOf(failure));
    }
  };

  return (
    <SettingsList<Faq>
      kind="Faq"
      list={list}
      columns={[
        { key: "question", header: t("question"), sticky: true, render: (faq) => faq.question },
        {
          key: "answer",
          header: t("answer"),
          render: (faq) => <span title={faq.answer}>{truncateWords(faq.answer)}</span>,
        },
        {
          key: "status",
          header: t("status"),
          render: (faq) => (
            <StatusSwitch
              label={t("faqStatusSwitch", { question: faq.question })}
              status={faq.status}
              saving={updateCall.isLoading && updateCall.originalArgs?.id === faq.id}
              onToggle={() => void toggle(faq)}
            />
          ),
        },
        actionsColumn((faq) => (
          <EditDeleteActions name={faq.question} editTo={settingsPaths.faqForm(faq.id)} onDelete={() => ask(faq)} />
        )),
      ]}
    >
      {dialog}
    </SettingsList>
  );
}
