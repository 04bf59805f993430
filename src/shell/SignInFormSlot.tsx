import { Suspense } from "react";
import { t } from "../core/messages";
import { SignInForm } from "../features/auth";
import { LoadingRegion, Skeleton } from "../ui/States";

/**
 * The sign-in form where a signed-out element shows it. Its code loads when first shown (so a
 * signed-in page does not carry it): until then, the form's fields as a skeleton of their size.
 */
export function SignInFormSlot() {
  return (
    <Suspense
      fallback={
        <LoadingRegion label={t("loading")}>
          <Skeleton $height={40} style={{ marginBottom: 14 }} />
          <Skeleton $height={40} style={{ marginBottom: 14 }} />
          <Skeleton $height={40} $width="40%" />
        </LoadingRegion>
      }
    >
      <SignInForm />
    </Suspense>
  );
}
