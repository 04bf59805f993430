import { useState } from "react";
import styled from "styled-components";
import { initials } from "../core/format";
import { tokens } from "./tokens";
import { mediaUrl } from "../core/config";

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${tokens.primarySoft};
  color: ${tokens.primary};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  flex: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The user's image, or initials from full_name when there is none (or it fails to load). */
export function Avatar({
  name,
  imageUrl,
  size = 40,
}: {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Circle $size={size} title={name ?? undefined}>
      {imageUrl && !failed ? (
        <img src={mediaUrl(imageUrl)} alt={name ?? ""} onError={() => setFailed(true)} />
      ) : (
        <span role="img" aria-label={name ?? "?"}>
          {initials(name)}
        </span>
      )}
    </Circle>
  );
}
