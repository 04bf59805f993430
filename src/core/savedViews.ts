import {
  useCreateSavedViewMutation,
  useDeleteSavedViewMutation,
  useSavedViewsQuery,
  useUpdateSavedViewMutation,
  type SavedViewChange,
  type SavedViewInput,
} from "./resources/views";
import type { SavedView, ViewListName } from "./types";

/**
 * The signed-in operator's saved views of one list and their writes (ui/ViewsBar shows them).
 * Each write resolves with the server's answer or rejects with its error.
 */
export function useSavedViews(list: ViewListName) {
  const views = useSavedViewsQuery(list);
  const [create, creating] = useCreateSavedViewMutation();
  const [update, updating] = useUpdateSavedViewMutation();
  const [remove, removing] = useDeleteSavedViewMutation();
  return {
    views: views.data,
    create: (view: SavedViewInput): Promise<SavedView> => create(view).unwrap(),
    update: (id: number, body: SavedViewChange): Promise<SavedView> => update({ id, body }).unwrap(),
    remove: (id: number): Promise<null> => remove(id).unwrap(),
    saving: creating.isLoading || updating.isLoading,
    removing: removing.isLoading,
  };
}
