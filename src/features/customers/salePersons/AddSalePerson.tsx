import { useNavigate } from "react-router";
import { PageHeader } from "../../../ui/PageHeader";
import { t } from "../messages";
import { SalePersonForm } from "./SalePersonForm";
import { ScreenBackLink } from "../../../ui/TextLink";
import { customersPaths } from "../../../core/paths";

/** /add-sale-person (a chunk of its own, with the form): creates a sale person, then opens the list. */
export function AddSalePerson() {
  const navigate = useNavigate();
  return (
    <SalePersonForm
      above={<ScreenBackLink to={customersPaths.salePersons()}>{t("backToSalePersons")}</ScreenBackLink>}
      heading={<PageHeader title={t("addSalePerson")} />}
      back={() => navigate(customersPaths.salePersons())}
    />
  );
}
