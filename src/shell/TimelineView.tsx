import { lazy, Suspense } from "react";
import type { JournalEntity } from "../core/resources/journal";
import { ScreenFallback } from "./layouts";
import { ShopProvider } from "./ShopProvider";

// The history (its sentences, the journal and orders endpoints, the screen texts) loads only on a
// page that shows a <shop-timeline>: kept out of every embedding page's first load.
const SignedInTimeline = lazy(() => import("./SignedInTimeline").then((m) => ({ default: m.SignedInTimeline })));

/** One record's history on its own (what <shop-timeline> renders), in the page's one store and session. */
export function TimelineView(props: { entity?: JournalEntity; recordId?: string }) {
  return (
    <ShopProvider>
      <Suspense fallback={<ScreenFallback />}>
        <SignedInTimeline {...props} />
      </Suspense>
    </ShopProvider>
  );
}
