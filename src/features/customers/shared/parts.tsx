import type { ReactNode } from "react";
import styled from "styled-components";
import { Avatar } from "../../../ui/Avatar";
import { PageHeader } from "../../../ui/PageHeader";
import { tokens } from "../../../ui/tokens";
import { accountStatusName } from "../messages";

/** A white box around a part of a screen. */
export const Panel = styled.section`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 20px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
`;

const StatusText = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => (p.$active ? tokens.success : tokens.danger)};
  }
`;

/** ACTIVE with a green dot, RESTRICTED or BANNED with a red one; the text carries the meaning. */
export function AccountStatusText({ status }: { status: string }) {
  return <StatusText $active={status === "ACTIVE"}>{accountStatusName(status)}</StatusText>;
}

export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A person's picture (or initials) beside their name as the page heading, with the page's actions. */
export function ProfileHeader({
  person,
  children,
}: {
  person: { full_name: string; image_url?: string | null };
  children?: ReactNode;
}) {
  return (
    <div style={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap", marginBottom: 16 }}>
      <Avatar name={person.full_name} imageUrl={person.image_url} size={72} />
      <div style={{ flex: 1 }}>
        <PageHeader title={person.full_name}>{children}</PageHeader>
      </div>
    </div>
  );
}
