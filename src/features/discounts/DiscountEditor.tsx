import { getConfig } from "../../core/config";
import { skipToken } from "@reduxjs/toolkit/query";
import { useState, type ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { notify } from "../../core/notify";
import { useShopDispatch } from "../../core/store";
import type { Discount } from "../../core/types";
import type { ConflictField } from "../../ui/ConflictReview";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { discountsApi, useCreateDiscountMutation, useDiscountByIdQuery, useUpdateDiscountMutation } from "./api";
import { AudienceAndDates, type FormApi } from "./DiscountFields";
import {
  emptyValues,
  formKindOf,
  toDiscountBody,
  validateDiscount,
  valuesOf,
  type DiscountField,
  type DiscountFormKind,
  type DiscountFormValues,
} from "./discountForm";
import { t } from "./messages";
import { findOverlaps } from "./overlap";
import { OverlapDialog } from "./OverlapDialog";
import { RecordHistory } from "../../ui/RecordHistory";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";
import { discountsPaths } from "../../core/paths";
import { useRecordEditor } from "../../core/useRecordEditor";

const messageOf = (error: unknown) =>
  error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

interface EditorProps {
  kind: DiscountFormKind;
  titles: { add: string; edit: string };
  /** The kind's own fields (target, value, code...); business type and dates follow. */
  children: (form: FormApi) => ReactNode;
}

// The server's copy is asked for on every visit (by the route's starter at the click, not again
// when the form mounts): it wins over the one the list passed unless typing began.
const useDiscountRecord = (id: number | null) =>
  useDiscountByIdQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });

/** A field whose change also takes away another field's old message (the value goes with its kind). */
const CLEARS: Partial<Record<keyof DiscountFormValues, DiscountField>> = {
  valueKind: "value",
  targetKind: "target",
  limitUses: "usesPerCustomer",
};

/**
 * A discount form in add mode, or in edit mode with `?id=`: the list passes the discount in
 * navigation state to paint at once, and the server's copy (always asked for) wins unless the
 * operator has started typing. A discount of another kind goes to its own form. Before saving, a
 * discount that would compete with another (the same target and audience, overlapping dates) asks.
 */
export function DiscountEditor({ kind, titles, children }: EditorProps) {
  const navigate = useNavigate();
  const dispatch = useShopDispatch();
  const [createDiscount] = useCreateDiscountMutation();
  const [updateDiscount] = useUpdateDiscountMutation();
  const [overlapping, setOverlapping] = useState<Discount[]>([]);
  const editor = useRecordEditor<DiscountFormValues, Discount, DiscountField>({
    useRecord: useDiscountRecord,
    fresh: { entity: "discount", passedAs: "discount" },
    empty: emptyValues(kind),
    valuesOf: (discount) => valuesOf(discount, getConfig().locale),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateDiscount(kind, values, getConfig().locale)).map(([field, key]) => [field, t(key)]),
      ),
    onInvalid: () => notify.error(t("fixFields")),
    beforeSave: async (values, { id, record }) => {
      // The overlap check runs on the server's current list, not on a copy from earlier.
      const list = await dispatch(
        discountsApi.endpoints.discounts.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (list.error || !list.data) {
        notify.error(t("overlapCheckFailed"), messageOf(list.error));
        return "stop";
      }
      const body = toDiscountBody(kind, values, getConfig().locale);
      // An inactive discount being edited stays inactive: it competes with nothing.
      const overlaps = record?.status === "INACTIVE" ? [] : findOverlaps({ ...body, id: id ?? undefined }, list.data);
      setOverlapping(overlaps);
      return overlaps.length > 0 ? "ask" : "save";
    },
    conflictFields: discountConflictFields(),
    // A taken code is said at the code field too.
    takenField: kind === "coupon" ? "code" : undefined,
    save: (values, { id, version }) => {
      const body = toDiscountBody(kind, values, getConfig().locale);
      return (id === null ? createDiscount(body) : updateDiscount({ id, body, version })).unwrap();
    },
    notices: (adding) => ({
      saved: t(adding ? "discountCreated" : "discountUpdated"),
      failed: t(adding ? "failedToCreate" : "failedToUpdate"),
    }),
    nameOf: (values) =>
      kind === "coupon" ? values.code.trim().toUpperCase() : (values.target?.label ?? t("freeShipping")),
    done: () => navigate(discountsPaths.list()),
  });
  const discount = editor.record;
  if (discount && formKindOf(discount.discount_type) !== kind) {
    return <Navigate to={discountsPaths.edit(discount)} state={{ discount }} replace />;
  }

  const form: FormApi = {
    values: editor.values,
    errors: editor.errors,
    set: (patch) => {
      editor.set(patch);
      for (const key of Object.keys(patch) as (keyof DiscountFormValues)[]) {
        const cleared = CLEARS[key];
        if (cleared) editor.setError(cleared, undefined);
      }
    },
  };
  return (
    <RecordEditorScreen
      editor={editor}
      title={editor.adding ? titles.add : titles.edit}
      headerActions={<Link to={discountsPaths.list()}>{t("backToDiscounts")}</Link>}
      loadFailure={{ title: t("errorFetchingDiscount"), notFound: t("discountNotFound"), message: messageOf }}
      skeletonHeight={320}
      submitLabel={editor.adding ? t("saveDiscount") : t("update")}
      after={
        <>
          <OverlapDialog
            overlapping={editor.confirm.open ? overlapping : []}
            busy={editor.busy}
            onCancel={editor.confirm.dismiss}
            onConfirm={() => void editor.confirm.accept()}
          />
          {editor.id !== null ? <RecordHistory entity="discount" recordId={editor.id} /> : null}
        </>
      }
    >
      {children(form)}
      <AudienceAndDates form={form} />
    </RecordEditorScreen>
  );
}

/** The fields a discount's conflict review compares (issue 33), labelled as on the form. */
const discountConflictFields = (): ConflictField<DiscountFormValues>[] => [
  {
    key: "target",
    label: t("targetKindLabel"),
    show: (target) => (target as DiscountFormValues["target"])?.label ?? "",
  },
  { key: "valueKind", label: t("valueLegend") },
  { key: "value", label: t("valueLegend") },
  { key: "code", label: t("codeLabel") },
  { key: "minOrder", label: t("minOrderLabel") },
  { key: "usesPerCustomer", label: t("usesLabel") },
  { key: "userType", label: t("businessTypeLabel") },
  { key: "start", label: t("startDateLabel") },
  { key: "end", label: t("endDateLabel") },
];
