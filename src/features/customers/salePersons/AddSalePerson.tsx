import { useNavigate } from "react-router";
import { notify } from "../../../core/notify";
import { PageHeader } from "../../../ui/PageHeader";
import { useCreateSalePersonMutation } from "../api";
import { t } from "../messages";
import { SalePersonForm } from "./SalePersonForm";
import { ScreenBackLink } from "../../../ui/TextLink";
import { customersPaths } from "../../../core/paths";

/** /add-sale-person: creates a sale person, then opens the list. */
export function AddSalePerson() {
  const navigate = useNavigate();
  const [create] = useCreateSalePersonMutation();
  return (
    <>
      <ScreenBackLink to={customersPaths.salePersons()}>{t("backToSalePersons")}</ScreenBackLink>
      <PageHeader title={t("addSalePerson")} />
      <SalePersonForm
        submitLabel={t("create")}
        failedMessage={t("failedToCreateSalePerson")}
        onSave={async (input) => {
          await create(input).unwrap();
          notify.success(t("salePersonCreated"));
          navigate(customersPaths.salePersons());
        }}
        onCancel={() => navigate(customersPaths.salePersons())}
      />
    </>
  );
}
