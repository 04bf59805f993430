import { useNavigate } from "react-router";
import { notify } from "../../../core/notify";
import { PageHeader } from "../../../ui/PageHeader";
import { useCreateSalePersonMutation } from "../api";
import { t } from "../messages";
import { TextLink } from "../../../ui/TextLink";
import { SalePersonForm } from "./SalePersonForm";

/** /add-sale-person: creates a sale person, then opens the list. */
export function AddSalePerson() {
  const navigate = useNavigate();
  const [create] = useCreateSalePersonMutation();
  return (
    <>
      <p style={{ margin: "0 0 12px" }}>
        <TextLink to="/sale-person">← {t("backToSalePersons")}</TextLink>
      </p>
      <PageHeader title={t("addSalePerson")} />
      <SalePersonForm
        submitLabel={t("create")}
        failedMessage={t("failedToCreateSalePerson")}
        onSave={async (input) => {
          await create(input).unwrap();
          notify.success(t("salePersonCreated"));
          navigate("/sale-person");
        }}
        onCancel={() => navigate("/sale-person")}
      />
    </>
  );
}
