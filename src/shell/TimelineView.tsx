import type { JournalEntity } from "../core/resources/journal";
import { lazyPart } from "../ui/lazyPart";
import { ScreenFallback } from "./layouts";
import { ShopProvider } from "./ShopProvider";

// The history (its sentences, the journal and orders endpoints, the screen texts) loads only on a
// page that shows a <shop-timeline>: kept out of every embedding page's first load.
const SignedInTimeline = lazyPart(() => import("./SignedInTimeline").then((m) => m.SignedInTimeline));

/** One record's history on its own (what <shop-timeline> renders), in the page's one store and session. */
export function TimelineView(props: { entity?: JournalEntity; recordId?: string }) {
  return (
    <ShopProvider>
      <SignedInTimeline {...props} fallback={<ScreenFallback />} />
    </ShopProvider>
  );
}
