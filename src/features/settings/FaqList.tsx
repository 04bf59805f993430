import { useNavigate } from "react-router";
import styled from "styled-components";
import { truncateWords } from "../../core/format";
import { notify } from "../../core/notify";
import type { Faq } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { tokens } from "../../ui/tokens";
import { useDeleteFaqMutation, useFaqsQuery, useUpdateFaqMutation } from "./api";
import { statusName, t } from "./messages";
import { errorMessageOf, LinkButton, RowActions, useDeleteConfirm } from "./parts";

/** A switch: a checkbox with role switch, named after the FAQ, its state shown as ACTIVE/INACTIVE. */
const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  input {
    appearance: none;
    width: 40px;
    height: 22px;
    border-radius: 11px;
    background: ${tokens.border};
    position: relative;
    margin: 0;
    cursor: pointer;
    transition: background 0.15s;
  }
  input::after {
    content: "";
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  input:checked {
    background: ${tokens.success};
  }
  input:checked::after {
    transform: translateX(18px);
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
  input:disabled {
    opacity: 0.6;
  }
`;

/** /setting/faqs: question, shortened answer, an ACTIVE/INACTIVE switch, Edit and Delete. */
export function FaqList() {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useFaqsQuery();
  const [updateFaq, updateCall] = useUpdateFaqMutation();
  const [deleteFaq] = useDeleteFaqMutation();
  const { ask, dialog } = useDeleteConfirm<Faq>({
    remove: (faq) => deleteFaq(faq.id).unwrap(),
    nameOf: (faq) => faq.question,
    title: t("deleteFaqTitle"),
    deleted: t("faqDeleted"),
    failed: t("failedToDeleteFaq"),
  });

  const toggle = async (faq: Faq) => {
    const status = faq.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    try {
      await updateFaq({ id: faq.id, body: { status } }).unwrap();
      notify.success(status === "ACTIVE" ? t("faqActivated") : t("faqDeactivated"));
    } catch (failure) {
      notify.error(t("failedNamed", { failure: t("failedToUpdateFaq"), name: faq.question }), errorMessageOf(failure));
    }
  };

  const columns: Column<Faq>[] = [
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
        <Switch>
          <input
            type="checkbox"
            role="switch"
            aria-label={t("faqStatusSwitch", { question: faq.question })}
            checked={faq.status === "ACTIVE"}
            disabled={updateCall.isLoading && updateCall.originalArgs?.id === faq.id}
            onChange={() => void toggle(faq)}
          />
          <span aria-hidden="true">{statusName(faq.status)}</span>
        </Switch>
      ),
    },
    {
      key: "actions",
      header: t("actions"),
      align: "right",
      render: (faq) => (
        <RowActions>
          <Button
            variant="secondary"
            aria-label={`${t("edit")} ${faq.question}`}
            onClick={() => navigate(`/setting/add-faq?id=${faq.id}`)}
          >
            {t("edit")}
          </Button>
          <Button variant="danger" aria-label={`${t("delete")} ${faq.question}`} onClick={() => ask(faq)}>
            {t("delete")}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("faqs")}>
        <LinkButton to="/setting/add-faq">{t("addFaq")}</LinkButton>
      </PageHeader>
      {error && !data ? (
        <ErrorState
          title={t("errorFetchingFaqs")}
          message={errorMessageOf(error)}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <Table
          label={t("faqs")}
          columns={columns}
          rows={data}
          rowKey={(faq) => faq.id}
          loading={isLoading}
          empty={<EmptyState>{t("noFaqFound")}</EmptyState>}
        />
      )}
      {dialog}
    </>
  );
}
