import { useRef } from "react";
import styled from "styled-components";
import { notify } from "../../core/notify";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { useSuggestDiscountCodeMutation } from "./api";
import { DiscountEditor } from "./DiscountEditor";
import { MinOrderField, UsesLimitFields, ValueFields, type FormApi } from "./DiscountFields";
import { t } from "./messages";

const CodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
  > button {
    margin-top: 27px;
  }
`;

/** The code, with Generate asking the server for an unused readable one. */
function CodeField({ form }: { form: FormApi }) {
  const [suggest, { isLoading }] = useSuggestDiscountCodeMutation();
  const row = useRef<HTMLDivElement>(null);
  const generate = async () => {
    if (isLoading) return;
    try {
      const { code } = await suggest().unwrap();
      form.set({ code });
      // The new code is what the operator checks next: the field, not the page, gets the focus.
      row.current?.querySelector("input")?.focus();
    } catch (error) {
      notify.error(t("generateFailed"), (error as { message?: string }).message);
    }
  };
  return (
    <CodeRow ref={row}>
      <TextField
        label={t("codeLabel")}
        hint={t("codeHint")}
        autoCapitalize="characters"
        value={form.values.code}
        onChange={(event) => form.set({ code: event.target.value.toUpperCase() })}
        error={form.errors.code}
      />
      {/* aria-disabled while it asks, not disabled: a disabled button would drop the focus to the page. */}
      <Button type="button" variant="secondary" onClick={() => void generate()} aria-disabled={isLoading || undefined}>
        {t("generateCode")}
      </Button>
    </CodeRow>
  );
}

/** /discount/coupon: a promo code with its value, minimum order and optional limit per customer. */
export function CouponForm() {
  return (
    <DiscountEditor kind="coupon" titles={{ add: t("addCoupon"), edit: t("editCoupon") }}>
      {(form) => (
        <>
          <CodeField form={form} />
          <ValueFields form={form} />
          <MinOrderField form={form} optional />
          <UsesLimitFields form={form} />
        </>
      )}
    </DiscountEditor>
  );
}
