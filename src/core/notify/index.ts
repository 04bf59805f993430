export { NoticeCenter } from "./NoticeCenter";
export { DEFAULT_NOTICE_DURATION, noticeStore, notify, type Notice, type NoticeKind } from "./noticeStore";
