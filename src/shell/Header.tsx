import styled from "styled-components";
import { useIsGuest } from "../core/hostEvents";
import { t } from "../core/messages";
import { useCurrentUserQuery } from "../core/auth/session";
import { Avatar } from "../ui/Avatar";
import { tokens } from "../ui/tokens";
import { PaletteLauncher } from "./PaletteLauncher";
import { useRouteHeading } from "./screenFocus";

export type { RouteHandle } from "./screenFocus";

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 14px 24px;
  background: ${tokens.surface};
  border-bottom: 1px solid ${tokens.border};
  min-height: 64px;
`;

const Heading = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
`;

/** The current route's heading, the command palette's button and the signed-in user's avatar (image, or initials). */
export function Header() {
  const heading = useRouteHeading();
  const { data: user } = useCurrentUserQuery();
  // Inside a custom element a <header> would be a second banner of the host page.
  const guest = useIsGuest();
  return (
    <Bar part="header" as={guest ? "div" : undefined}>
      <Heading>{heading ?? ""}</Heading>
      <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
        <PaletteLauncher />
        <div style={{ display: "flex", alignItems: "center", gap: 10 }} aria-label={t("currentUser")} role="group">
          <span style={{ fontWeight: 600 }}>{user?.full_name ?? ""}</span>
          <Avatar name={user?.full_name} imageUrl={user?.image_url} />
        </div>
      </div>
    </Bar>
  );
}
