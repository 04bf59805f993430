// NoticeCenter (the notices' view) is not re-exported here: ShopProvider loads it lazily, out of
// the first load; import it from "./NoticeCenter" where it is rendered directly.
export { NoticeRoutingContext, SurfaceContext, useSurface } from "./surfaceContext";
export {
  DEFAULT_NOTICE_DURATION,
  noticeStore,
  notify,
  type Notice,
  type NoticeAction,
  type NoticeKind,
  type NoticeOptions,
} from "./noticeStore";
export { currentSurface, hostElementOf, subscribeSurfaces } from "./surfaces";
