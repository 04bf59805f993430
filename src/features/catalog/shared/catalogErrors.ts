export { errorMessageOf, isConflict } from "../../../core/api/apiError";
