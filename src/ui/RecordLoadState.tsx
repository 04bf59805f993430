import { t } from "../core/screenMessages";
import { ErrorState, LoadingRegion, Skeleton } from "./States";

/** The message a failure carries (the API's errors and Error both have one), if any; ui/ may not import the API. */
export const errorText = (error: unknown): string | undefined =>
  (error instanceof Object && "message" in error && typeof error.message === "string" && error.message) || undefined;

/**
 * While an edit screen loads its record: a skeleton, or the error with a retry. `loading`
 * defaults to "no error yet"; a screen that takes its record from a list passes it, and then
 * no error and no loading means the record is not there (`notFound`).
 */
export function RecordLoadState({
  loading,
  error,
  errorTitle,
  notFound,
  onRetry,
  skeletonHeight = 260,
  errorMessage = errorText,
}: {
  loading?: boolean;
  error: unknown;
  /** The feature's heading for the failure ("Error fetching the product"). */
  errorTitle: string;
  /** The feature's text for a record that does not exist (also shown for an error without a message). */
  notFound: string;
  onRetry: () => unknown;
  skeletonHeight?: number;
  /** How a failure reads (default: its message as it came); undefined falls back to `notFound`. */
  errorMessage?: (error: unknown) => string | undefined;
}) {
  if (loading ?? !error) {
    return (
      <LoadingRegion label={t("loading")}>
        <Skeleton $width="30%" $height={24} />
        <div style={{ height: 16 }} />
        <Skeleton $height={skeletonHeight} />
      </LoadingRegion>
    );
  }
  return (
    <ErrorState
      title={errorTitle}
      message={(error ? errorMessage(error) : undefined) ?? notFound}
      onRetry={onRetry}
      retryLabel={t("retry")}
    />
  );
}
