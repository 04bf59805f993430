import { getConfig } from "../../core/config";
import { skipToken } from "@reduxjs/toolkit/query";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../core/notify";
import { useShopDispatch } from "../../core/store";
import type { Discount } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { useFreshRecord } from "../../ui/useFreshRecord";
import { useConflictReview, type ConflictField } from "../../ui/ConflictReview";
import { discountsApi, useCreateDiscountMutation, useDiscountByIdQuery, useUpdateDiscountMutation } from "./api";
import { AudienceAndDates, type FormApi } from "./DiscountFields";
import {
  emptyValues,
  formKindOf,
  toDiscountBody,
  validateDiscount,
  valuesOf,
  type DiscountBody,
  type DiscountField,
  type DiscountFormKind,
  type DiscountFormValues,
} from "./discountForm";
import { t } from "./messages";
import { findOverlaps } from "./overlap";
import { OverlapDialog } from "./OverlapDialog";
import { recordIdOf } from "../../core/recordId";
import { RecordHistory } from "../../ui/RecordHistory";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";
import { discountsPaths } from "../../core/paths";

const messageOf = (error: unknown) =>
  error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
const statusOf = (error: unknown) =>
  error && typeof error === "object" && "status" in error ? (error as { status: unknown }).status : undefined;

interface EditorProps {
  kind: DiscountFormKind;
  titles: { add: string; edit: string };
  /** The kind's own fields (target, value, code...); business type and dates follow. */
  children: (form: FormApi) => ReactNode;
}

/**
 * A discount form in add mode, or in edit mode with `?id=`: the list passes the discount in
 * navigation state to paint at once, and the server's copy (always asked for) wins unless the
 * operator has started typing. A discount of another kind goes to its own form.
 */
export function DiscountEditor(props: EditorProps) {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { discount?: Discount } | null)?.discount;
  const fromState = passed && passed.id === id ? passed : undefined;
  const loaded = useDiscountByIdQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const fresh = useFreshRecord(
    fromState,
    loaded.data,
    {
      changed: t("recordChangedOnServer"),
      load: t("loadServerVersion"),
    },
    { live: { entity: "discount", id } },
  );
  const discount = fresh.record;

  if (id !== null && !discount) {
    return loaded.error ? (
      <ErrorState
        title={t("errorFetchingDiscount")}
        message={messageOf(loaded.error) ?? t("discountNotFound")}
        onRetry={loaded.refetch}
        retryLabel={t("retry")}
      />
    ) : (
      <LoadingRegion label={t("loading")}>
        <Skeleton $width="30%" $height={24} />
        <div style={{ height: 16 }} />
        <Skeleton $height={320} />
      </LoadingRegion>
    );
  }
  if (discount && formKindOf(discount.discount_type) !== props.kind) {
    return <Navigate to={discountsPaths.edit(discount)} state={{ discount }} replace />;
  }
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <DiscountFormBody key={`${id ?? "new"}-${fresh.version}`} {...props} id={id} discount={discount} />
    </div>
  );
}

function DiscountFormBody({
  kind,
  titles,
  children,
  id,
  discount,
}: EditorProps & { id: number | null; discount: Discount | undefined }) {
  const navigate = useNavigate();
  const dispatch = useShopDispatch();
  const [createDiscount] = useCreateDiscountMutation();
  const [updateDiscount] = useUpdateDiscountMutation();
  const [values, setValues] = useState<DiscountFormValues>(() =>
    discount ? valuesOf(discount, getConfig().locale) : emptyValues(kind),
  );
  const [errors, setErrors] = useState<Partial<Record<DiscountField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [overlapping, setOverlapping] = useState<Discount[]>([]);
  const [pendingBody, setPendingBody] = useState<DiscountBody | null>(null);

  const set = (patch: Partial<DiscountFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field the operator changes loses its old error.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[(key === "valueKind" ? "value" : key) as DiscountField];
      if ("targetKind" in patch) delete next.target;
      if ("limitUses" in patch) delete next.usesPerCustomer;
      return next;
    });
  };
  const name = kind === "coupon" ? values.code.trim().toUpperCase() : (values.target?.label ?? t("freeShipping"));

  const conflict = useConflictReview({
    fields: discountConflictFields(),
    valuesOf: (row: Discount) => valuesOf(row, getConfig().locale),
    save: (merged: DiscountFormValues, version) => {
      setValues(merged);
      return send(toDiscountBody(kind, merged, getConfig().locale), version, merged);
    },
  });

  /** `version`: the one the form was opened with (If-Match), unless the conflict review names a newer one. */
  const send = async (body: DiscountBody, version = discount?.version, typed = values) => {
    setBusy(true);
    try {
      if (id === null) await createDiscount(body).unwrap();
      else await updateDiscount({ id, body, version }).unwrap();
      notify.success(t(id === null ? "discountCreated" : "discountUpdated"));
      navigate(discountsPaths.list());
    } catch (error) {
      setBusy(false);
      // Changed meanwhile (412): the review shows both sides; everything typed stays.
      if (conflict.caught(error, typed, discount)) return;
      // Everything typed stays; a taken code is said at the code field too.
      if (statusOf(error) === 409 && kind === "coupon")
        setErrors((current) => ({ ...current, code: messageOf(error) }));
      notify.error(
        t("failedNamed", { failure: t(id === null ? "failedToCreate" : "failedToUpdate"), name }),
        messageOf(error),
      );
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDiscount(kind, values, getConfig().locale);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
      notify.error(t("fixFields"));
      return;
    }
    setErrors({});
    const body = toDiscountBody(kind, values, getConfig().locale);
    setBusy(true);
    // The overlap check runs on the server's current list, not on a copy from earlier.
    const list = await dispatch(
      discountsApi.endpoints.discounts.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if (list.error || !list.data) {
      setBusy(false);
      notify.error(t("overlapCheckFailed"), messageOf(list.error));
      return;
    }
    // An inactive discount being edited stays inactive: it competes with nothing.
    const overlaps = discount?.status === "INACTIVE" ? [] : findOverlaps({ ...body, id: id ?? undefined }, list.data);
    if (overlaps.length > 0) {
      setBusy(false);
      setPendingBody(body);
      setOverlapping(overlaps);
      return;
    }
    await send(body);
  };

  const form: FormApi = { values, errors, set };
  return (
    <>
      {conflict.view}
      <PageHeader title={id === null ? titles.add : titles.edit}>
        <Link to={discountsPaths.list()}>{t("backToDiscounts")}</Link>
      </PageHeader>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ maxWidth: 640 }}>
        {children(form)}
        <AudienceAndDates form={form} />
        <Button type="submit" busy={busy}>
          {id === null ? t("saveDiscount") : t("update")}
        </Button>
      </form>
      <OverlapDialog
        overlapping={overlapping}
        busy={busy}
        onCancel={() => setOverlapping([])}
        onConfirm={() => {
          const body = pendingBody;
          setOverlapping([]);
          if (body) void send(body);
        }}
      />
      {id !== null ? <RecordHistory entity="discount" recordId={id} /> : null}
    </>
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
