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
  const generate = async () => {
    try {
      const { code } = await suggest().unwrap();
      form.set({ code });
    } catch (error) {
      notify.error(t("generateFailed"), (error as { message?: string }).message);
    }
  };
  return (
    <CodeRow>
      <TextField
        label={t("codeLabel")}
        hint={t("codeHint")}
        autoCapitalize="characters"
        value={form.values.code}
        onChange={(event) => form.set({ code: event.target.value.toUpperCase() })}
        error={form.errors.code}
      />
      <Button type="button" variant="secondary" onClick={() => void generate()} busy={isLoading}>
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
