import { Link } from "react-router";
import styled from "styled-components";
import { PageHeader } from "../../ui/PageHeader";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";
import { discountsPaths } from "../../core/paths";

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
`;

const Choice = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 20px;
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  background: ${tokens.surface};
  color: ${tokens.text};
  text-decoration: none;
  strong {
    display: block;
    margin-bottom: 6px;
    font-size: 16px;
    color: ${tokens.primary};
  }
  span {
    color: ${tokens.muted};
  }
  &:hover {
    border-color: ${tokens.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const CHOICES = [
  { to: discountsPaths.targetedForm(), title: "productChoice", text: "productChoiceText" },
  { to: discountsPaths.couponForm(), title: "couponChoice", text: "couponChoiceText" },
  { to: discountsPaths.shippingForm(), title: "shippingChoice", text: "shippingChoiceText" },
] as const;

/** /create-discount: the three kinds, each with one sentence on what it does. */
export function DiscountKindChooser() {
  return (
    <>
      <PageHeader title={t("chooseKindTitle")}>
        <Link to={discountsPaths.list()}>{t("backToDiscounts")}</Link>
      </PageHeader>
      <p>{t("chooseKindIntro")}</p>
      <Choices>
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <Choice to={choice.to}>
              <strong>{t(choice.title)}</strong>
              <span>{t(choice.text)}</span>
            </Choice>
          </li>
        ))}
      </Choices>
    </>
  );
}
