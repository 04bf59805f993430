import type { JournalEntity } from "../core/resources/journal";
import { ShopProvider } from "./ShopProvider";
import { SignedInTimeline } from "./SignedInTimeline";

/** One record's history on its own (what <shop-timeline> renders), in the page's one store and session. */
export function TimelineView(props: { entity?: JournalEntity; recordId?: string }) {
  return (
    <ShopProvider>
      <SignedInTimeline {...props} />
    </ShopProvider>
  );
}
