// Light primitives only: Select and SearchSelect (react-select), DatePicker (react-datepicker) and ImagePicker are
// imported from their own files by the screens that use them, so they stay out of the first load.
export { Avatar, personInitials } from "./Avatar";
export { Button, type ButtonProps } from "./Button";
export { Card, CardGrid } from "./CardGrid";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export { ListSummary } from "./ListSummary";
export { Menu, type MenuItem } from "./Menu";
export { PageHeader } from "./PageHeader";
export { Pagination, type PaginationProps } from "./Pagination";
export { pageWindow, totalPages, type PageSlot } from "./pageWindow";
export { SearchInput } from "./SearchInput";
export { Spinner } from "./Spinner";
export { EmptyState, ErrorState, LoadingRegion, Skeleton } from "./States";
export { StatusBadge, type BadgeTone } from "./StatusBadge";
export { StatusDot } from "./StatusDot";
export { StatusToggles, ToggleCount, type StatusTogglesProps, type ToggleOption } from "./StatusToggles";
export { Table, type Column, type TableProps } from "./Table";
export { Checkbox, FieldError, Input, Label, TextArea, TextField } from "./TextField";
export { AreaTextLink, TextLink } from "./TextLink";
export { tokens } from "./tokens";
export { Toolbar } from "./Toolbar";
export { useDismiss } from "./useDismiss";
export { VisuallyHidden } from "./VisuallyHidden";
export { BackLink } from "./BackLink";
export { LinkButton } from "./LinkButton";
export { RecordLoadState } from "./RecordLoadState";
export {
  useConfirmedAction,
  useDeleteConfirm,
  type ConfirmedAction,
  type ConfirmedActionOptions,
  type DeleteConfirmOptions,
} from "./useDeleteConfirm";
