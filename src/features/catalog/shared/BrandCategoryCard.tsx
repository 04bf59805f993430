import { Link } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { Button } from "../../../ui/Button";
import { Card, CardGrid } from "../../../ui/CardGrid";
import { LoadingRegion, Skeleton } from "../../../ui/States";
import { tokens } from "../../../ui/tokens";
import { mediaUrl } from "../../../core/config";

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 4 / 3;
  border-radius: ${tokens.radius};
  overflow: hidden;
  background: ${tokens.bg};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0;
  color: ${tokens.muted};
  font-size: 14px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: auto;
`;

const AddLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-direction: column;
  gap: 6px;
  min-height: 200px;
  height: 100%;
  border: 2px dashed ${tokens.primary};
  border-radius: ${tokens.radius};
  color: ${tokens.primary};
  font-weight: 700;
  text-decoration: none;
  span[aria-hidden] {
    font-size: 32px;
    line-height: 1;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

/** A brand or category card: the image opens what lies below it; Edit and Delete name the record. */
export function RecordCard({
  name,
  imageUrl,
  to,
  openLabel,
  countText,
  onEdit,
  onDelete,
}: {
  name: string;
  imageUrl: string;
  to: string;
  openLabel: string;
  countText: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card data-card={name}>
      <ImageLink to={to} aria-label={openLabel}>
        <img src={mediaUrl(imageUrl)} alt="" loading="lazy" />
      </ImageLink>
      <Title>{name}</Title>
      <Count>{countText}</Count>
      <Actions>
        <Button variant="secondary" onClick={onEdit} aria-label={t("editNamed", { name })}>
          {t("editAction")}
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={t("deleteNamed", { name })}>
          {t("delete")}
        </Button>
      </Actions>
    </Card>
  );
}

/** The first card of a grid: leads to the add form. */
export function AddCard({ to, label }: { to: string; label: string }) {
  return (
    <Card style={{ padding: 8 }}>
      <AddLink to={to}>
        <span aria-hidden="true">+</span>
        {label}
      </AddLink>
    </Card>
  );
}

/** Placeholder cards while a grid loads, announced once as loading. */
export function CardsLoading({ count = 6 }: { count?: number }) {
  return (
    <LoadingRegion label={t("loading")}>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} aria-hidden="true">
            <Skeleton $height={150} />
            <Skeleton $width="60%" $height={18} />
            <Skeleton $width="40%" />
          </Card>
        ))}
      </CardGrid>
    </LoadingRegion>
  );
}
