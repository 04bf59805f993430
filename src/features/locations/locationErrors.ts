// The server refuses a name already used at that level with a 409: isConflict says it.
export { errorMessageOf, isConflict as isNameTaken } from "../../core/api/apiError";
