import { t } from "../messages";
import { ErrorState, LoadingRegion, Skeleton } from "../../../ui/States";
import { errorMessageOf } from "./catalogErrors";

/** While an edit screen opened by link loads its record: a skeleton, or the error with a retry. */
export function RecordLoadState({
  error,
  errorTitle,
  onRetry,
}: {
  error: unknown;
  errorTitle: string;
  onRetry: () => unknown;
}) {
  if (error) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessageOf(error) ?? t("recordNotFound")}
        onRetry={onRetry}
        retryLabel={t("retry")}
      />
    );
  }
  return (
    <LoadingRegion label={t("loading")}>
      <Skeleton $width="30%" $height={24} />
      <div style={{ height: 16 }} />
      <Skeleton $height={260} />
    </LoadingRegion>
  );
}
