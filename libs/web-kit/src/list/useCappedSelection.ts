import { flashAdded } from '../flash/flashSlice';
import { useAppDispatch } from '../store/store';
import { addToSelection, LIST_SELECTION_CAP, toggleSelection } from './selection';

/**
 * A list screen's row and page checkboxes over a selection of at most LIST_SELECTION_CAP rows:
 * a row or a page that does not fit is said in a warning flash (`capReached`, a key of the
 * screen's namespace given `max`); a page adds what fits.
 */
export function useCappedSelection(selected: readonly string[], setSelected: (ids: string[]) => void, pageIds: readonly string[], capReached: string) {
  const dispatch = useAppDispatch();
  const sayFull = () => dispatch(flashAdded('warning', capReached, { max: LIST_SELECTION_CAP }));
  const toggle = (id: string) => {
    const change = toggleSelection(selected, id, LIST_SELECTION_CAP);
    if (change.refused) sayFull();
    else setSelected(change.ids);
  };
  const togglePage = (select: boolean) => {
    if (!select) return setSelected(selected.filter((id) => !pageIds.includes(id)));
    const change = addToSelection(selected, pageIds, LIST_SELECTION_CAP);
    setSelected(change.ids);
    if (change.refused) sayFull();
  };
  return { toggle, togglePage };
}
