import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { t } from "../core/messages";
import { isAreaLinkState } from "../core/routeRegistry";
import { Button } from "../ui/Button";
import { ScreenOutlet } from "./layouts";

const BackBar = styled.div`
  margin-bottom: 12px;
`;

/**
 * Another area's screen opened inside an element (an AreaLink the portal let through), with a
 * way back to where the operator was: the screen the link was on, else the previous entry, else
 * the element's home.
 */
export function ForeignScreenFrame({ home }: { home: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept while the operator moves among foreign screens: the way back leads out of all of them.
  const [from] = useState(() => (isAreaLinkState(location.state) ? location.state.returnTo : null));
  const back = () => {
    if (from !== null) navigate(from);
    else if (location.key !== "default") navigate(-1);
    else navigate(home);
  };
  return (
    <>
      <BackBar>
        <Button variant="secondary" onClick={back}>
          ← {t("back")}
        </Button>
      </BackBar>
      <ScreenOutlet />
    </>
  );
}
