import { useNewOrders } from "../../core/live/useLastChange";
import { Button } from "../../ui/Button";
import { t } from "./messages";

/**
 * Orders placed elsewhere while the list is open (the change stream, issue 33) are counted here
 * rather than slipped into the rows under the operator's pointer; pressing it loads the list again.
 */
export function NewOrdersButton() {
  const { count, show } = useNewOrders();
  // The live region stays in the page so the count is announced when it appears.
  return (
    <div role="status">
      {count > 0 ? (
        <Button variant="secondary" onClick={show}>
          {t("newOrders", { count })}
        </Button>
      ) : null}
    </div>
  );
}
