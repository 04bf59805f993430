import { t } from "../core/screenMessages";
import { parseRecordId } from "../core/recordId";
import type { JournalEntity } from "../core/resources/journal";
import { useShopSelector } from "../core/store";
import { RecordHistory } from "../ui/RecordHistory";

/**
 * A record's history for the signed-in operator; signed out, it points to the page's sign-in
 * form (the session is the page's, shared by every element). No record named: nothing to show.
 */
export function SignedInTimeline({ entity, recordId }: { entity?: JournalEntity; recordId?: string }) {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  const id = parseRecordId(recordId);
  if (!signedIn) return <p role="status">{t("historySignedOut")}</p>;
  if (!entity || id === null) return null;
  // Keyed: another record starts closed-over state (its pages) afresh.
  return <RecordHistory key={`${entity}:${id}`} entity={entity} recordId={id} open />;
}
