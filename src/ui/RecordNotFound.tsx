import { PageHeader } from "./PageHeader";
import { EmptyState } from "./States";

/** A record's screen for an id that names no record: the feature's heading and text. */
export function RecordNotFound({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState>{text}</EmptyState>
    </>
  );
}
