import { useState } from "react";
import styled from "styled-components";
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

// Legal-form words a B2B customer's name often ends with ("Anna Schmidt GmbH"): not part of the person's name.
const COMPANY_SUFFIXES = new Set(
  "ag bv co corp dac gmbh inc kg limited llc llp ltd plc sa sarl sas srl teo ug".split(" "),
);

/**
 * Up to two initials, of the first and the last word of the person's name ("Chris van der Berg" → "CB"),
 * leaving out a company suffix, a part in brackets and words without letters ("Anna Schmidt GmbH" → "AS").
 * "?" when nothing is left.
 */
export function personInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? "")
    .replace(/\([^)]*\)/g, " ")
    .split(/[\s,]+/)
    .filter((word) => /\p{L}/u.test(word));
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1].toLowerCase().replace(/[.&]/g, ""))) {
    words.pop();
  }
  if (words.length === 0) return "?";
  const letterOf = (word: string) => word.match(/\p{L}/u)?.[0] ?? "";
  const letters = words.length === 1 ? letterOf(words[0]) : letterOf(words[0]) + letterOf(words[words.length - 1]);
  return letters.toLocaleUpperCase();
}

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
          {personInitials(name)}
        </span>
      )}
    </Circle>
  );
}
