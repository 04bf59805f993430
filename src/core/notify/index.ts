export { NoticeCenter, NoticeRoutingContext, SurfaceContext, useSurface } from "./NoticeCenter";
export { DEFAULT_NOTICE_DURATION, noticeStore, notify, type Notice, type NoticeKind } from "./noticeStore";
export { currentSurface, hostElementOf, subscribeSurfaces } from "./surfaces";
