import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { shopApi } from "../api/shopApi";
import { liveToken, type AuthState } from "../auth/authSlice";
import { getConfig } from "../config";
import { ALL_CHANGE_TAGS, tagsOfChange } from "./entityTags";
import { changeReceived, streamConnected, type ChangeNotice } from "./liveSlice";
import { readEventStream, type SseEvent } from "./sseParser";

/**
 * The page's ONE change stream (GET /api/events, issue 33): every element and the back office share
 * it through the one store. Each change makes stale what it reaches (entityTags.ts), so what is on
 * screen loads again. fetch rather than EventSource, which cannot send the bearer token. After a
 * drop it reconnects (1 s, doubling, at most 30 s) with Last-Event-ID and is sent what it missed;
 * while it cannot connect, the page loads its data again whenever it regains focus instead.
 */

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface LiveStore {
  getState(): { auth: AuthState };
  dispatch: Dispatch;
  subscribe(listener: () => void): () => void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Where a stream resumes: the last event id seen, kept across reconnections of one sign-in. */
interface Resume {
  lastEventId: string | null;
}

/** Loads again what the page shows of anything that can change (after missed changes). */
const refetchEverything = (dispatch: Dispatch) => dispatch(shopApi.util.invalidateTags([...ALL_CHANGE_TAGS]));

/** While the stream is down: reload on focus, as RTK Query's refetchOnFocus would. Returns the stop. */
function refetchOnFocus(dispatch: Dispatch): () => void {
  const onFocus = () => refetchEverything(dispatch);
  const onVisible = () => {
    if (document.visibilityState === "visible") onFocus();
  };
  window.addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("focus", onFocus);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

function handle(event: SseEvent, dispatch: Dispatch, resume: Resume) {
  if (event.event === "change") {
    const notice = { ...(JSON.parse(event.data) as Omit<ChangeNotice, "id">), id: Number(event.id) };
    dispatch(changeReceived(notice));
    const tags = tagsOfChange(notice);
    if (tags.length) dispatch(shopApi.util.invalidateTags([...tags]));
  } else if (event.event === "reset") {
    refetchEverything(dispatch);
  }
  // Ids may come out of order (a write that committed late): resume after the highest.
  if (event.id && (resume.lastEventId === null || Number(event.id) > Number(resume.lastEventId))) {
    resume.lastEventId = event.id;
  }
}

/** Opens the stream for this token and keeps it open; returns the function that closes it. */
export function openChangeStream(token: string, dispatch: Dispatch, resume: Resume): () => void {
  let stopped = false;
  let aborter: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopFallback: (() => void) | null = null;

  const down = () => {
    dispatch(streamConnected(false));
    stopFallback ??= refetchOnFocus(dispatch);
  };

  async function connect() {
    aborter = new AbortController();
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: "text/event-stream" };
      if (resume.lastEventId !== null) headers["Last-Event-ID"] = resume.lastEventId;
      const response = await fetch(`${getConfig().apiBase}/events`, {
        headers,
        signal: aborter.signal,
        cache: "no-store",
      });
      // 204: this server sends no changes; 401/403: this token will not do (a new sign-in restarts).
      if (response.status === 204 || response.status === 401 || response.status === 403) {
        down();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`GET /events answered ${response.status}`);
      await readEventStream(
        response.body,
        (event) => handle(event, dispatch, resume),
        () => {
          failures = 0;
          stopFallback?.();
          stopFallback = null;
          dispatch(streamConnected(true));
        },
      );
    } catch {
      // A network drop or the abort of stop(): what happens next is decided below.
    }
    if (stopped) return;
    down();
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures++, 5));
    retry = setTimeout(() => void connect(), wait * (0.75 + Math.random() / 2));
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    aborter?.abort();
    stopFallback?.();
    dispatch(streamConnected(false));
  };
}

/**
 * Keeps the page's stream open while someone is signed in: opened at sign-in, reopened for a new
 * token, closed at sign-out. Returns the unsubscribe function.
 */
export function watchChangeStream(store: LiveStore): () => void {
  let open: { token: string; close(): void } | null = null;
  let resume: Resume = { lastEventId: null };
  let generation = store.getState().auth.generation;
  const check = () => {
    const auth = store.getState().auth;
    const token = liveToken(auth);
    if (token === (open?.token ?? null)) return;
    // Another operator's screens start over: nothing of the previous stream is resumed.
    if (auth.generation !== generation) {
      generation = auth.generation;
      resume = { lastEventId: null };
    }
    const previous = open;
    open = null;
    previous?.close();
    if (token) open = { token, close: openChangeStream(token, store.dispatch, resume) };
  };
  check();
  return store.subscribe(check);
}

let watching = false;

/**
 * Watches the page's one store from the first mounted view on (ShopProvider): a store with no view
 * (a script, a unit test) opens no stream. Later calls do nothing.
 */
export function startChangeStream(store: LiveStore): void {
  if (watching) return;
  watching = true;
  watchChangeStream(store);
}
