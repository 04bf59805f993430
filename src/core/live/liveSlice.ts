import { createSlice, type PayloadAction, type UnknownAction } from "@reduxjs/toolkit";
import type { operations } from "../api/contract.generated";
import { signedOut } from "../auth/authSlice";

/**
 * One `change` event of GET /api/events: a record changed, by whom and when (field names, no
 * values), as the contract describes its data, with the change journal's id of it.
 */
export type ChangeNotice = operations["changeEvents"]["responses"][200]["content"]["text/event-stream"] & {
  id: number;
};

/** The last change seen of one record, for a form that shows it ("Changed by Sam Admin 10 s ago"). */
export type LastChange = Omit<ChangeNotice, "entity" | "recordId">;

export interface LiveState {
  /** By `${entity}:${recordId}`, the most recent last. */
  lastChanges: Record<string, LastChange>;
  /** Orders placed since the orders list last loaded (its "3 new orders" button). */
  newOrders: number;
  /** Whether the change stream is open (else the page refetches on focus). */
  connected: boolean;
}

/** Records remembered at most: the oldest is forgotten first. */
const KEPT_CHANGES = 500;

export const changeKey = (entity: string, recordId: number) => `${entity}:${recordId}`;

/**
 * Whether a change is an order placed elsewhere (the list shows a count, not the row). Here, not in
 * entityTags.ts: the store needs it in the first load, the stream and its tags load later.
 */
export const isNewOrder = (change: { entity: string; action: string }) =>
  change.entity === "order" && change.action === "create";

const initialState: LiveState = { lastChanges: {}, newOrders: 0, connected: false };

/** The orders list (any page) was loaded: the orders counted so far are on it now. */
const ordersListLoaded = (action: UnknownAction) =>
  action.type === "shopApi/executeQuery/fulfilled" &&
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName === "orderPage";

export const liveSlice = createSlice({
  name: "live",
  initialState,
  reducers: {
    changeReceived(state, { payload }: PayloadAction<ChangeNotice>) {
      const { entity, recordId, ...change } = payload;
      const key = changeKey(entity, recordId);
      delete state.lastChanges[key];
      state.lastChanges[key] = change;
      const keys = Object.keys(state.lastChanges);
      if (keys.length > KEPT_CHANGES) delete state.lastChanges[keys[0]];
      if (isNewOrder(payload)) state.newOrders += 1;
    },
    newOrdersShown(state) {
      state.newOrders = 0;
    },
    streamConnected(state, { payload }: PayloadAction<boolean>) {
      state.connected = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addMatcher(ordersListLoaded, (state) => {
      state.newOrders = 0;
    });
  },
});

export const { changeReceived, newOrdersShown, streamConnected } = liveSlice.actions;
