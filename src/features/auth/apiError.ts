export { messageOf, statusOf } from "../../core/api/apiError";
